import { DEFAULT_CLOSING } from '@bb/shared'
import { STARTER_TEMPLATES } from './starter-templates.ts'

const invitation = (rest: string) =>
  `{{anrede}},\n\nIhre Bewerbung hat uns überzeugt. Gern möchten wir Sie persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch ein.${rest}\n\n${DEFAULT_CLOSING}`

/**
 * Earlier texts of the starter templates, by name: each ended with its own closing (so a personal
 * signature made two), and the invitation promised an .ics in any case. A stored template that is
 * still exactly one of these was never edited and is brought up to date at start.
 */
export const LEGACY_STARTER_MESSAGES: Record<string, string[]> = Object.fromEntries(
  STARTER_TEMPLATES.map((t) => [t.name, [`${t.message}\n\n${DEFAULT_CLOSING}`]]),
)
LEGACY_STARTER_MESSAGES['Einladung zum Vorstellungsgespräch'] = [
  invitation(' Bitte teilen Sie uns mit, welche Termine Ihnen passen.'),
  invitation(
    '\n\nTermin: {{termin}}\nOrt: {{ort}}\n\nDie Einladung für Ihren Kalender finden Sie im Anhang. Falls Ihnen der Termin nicht passt, antworten Sie bitte einfach auf diese E-Mail.',
  ),
]
