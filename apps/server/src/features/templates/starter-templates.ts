import type { TemplateBody } from '@bb/shared'

/**
 * A German starter set, one per action, seeded into an empty template table. Each ends with its
 * last sentence: the closing is added on send (the sender's signature, or the default closing), so
 * no mail has two. The invitation mentions the .ics only through {{kalenderhinweis}}, which is
 * empty when none is attached.
 */
export const STARTER_TEMPLATES: TemplateBody[] = [
  {
    name: 'Eingangsbestätigung',
    subject: 'Ihre Bewerbung bei {{firma}}',
    message: `{{anrede}},\n\nvielen Dank für Ihre Bewerbung im Bereich {{berufsgruppe}}. Wir haben Ihre Unterlagen erhalten und melden uns so bald wie möglich bei Ihnen.`,
    category: 'Bewerbungsprozess',
    profession_group: [],
    message_action: ['eingang'],
  },
  {
    name: 'Einladung zum Vorstellungsgespräch',
    subject: 'Einladung zum Vorstellungsgespräch',
    message: `{{anrede}},\n\nIhre Bewerbung hat uns überzeugt. Gern möchten wir Sie persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch ein.\n\nTermin: {{termin}}\nOrt: {{ort}}\n\n{{kalenderhinweis}}\nFalls Ihnen der Termin nicht passt, antworten Sie bitte einfach auf diese E-Mail.`,
    category: 'Bewerbungsprozess',
    profession_group: [],
    message_action: ['einladung'],
  },
  {
    name: 'Unterlagen anfordern',
    subject: 'Fehlende Unterlagen zu Ihrer Bewerbung',
    message: `{{anrede}},\n\nfür die weitere Bearbeitung Ihrer Bewerbung benötigen wir noch Ihren Lebenslauf sowie aktuelle Zeugnisse. Sie können die Unterlagen einfach als Antwort auf diese E-Mail senden.`,
    category: 'Bewerbungsprozess',
    profession_group: [],
    message_action: ['unterlagen'],
  },
  {
    name: 'Zusage',
    subject: 'Zusage: Ihre Bewerbung bei {{firma}}',
    message: `{{anrede}},\n\nwir freuen uns, Ihnen mitteilen zu können, dass wir Sie gern in unserem Team begrüßen möchten. Die nächsten Schritte besprechen wir in Kürze mit Ihnen.`,
    category: 'Entscheidung',
    profession_group: [],
    message_action: ['zusage'],
  },
  {
    name: 'Absage',
    subject: 'Ihre Bewerbung bei {{firma}}',
    message: `{{anrede}},\n\nvielen Dank für Ihr Interesse und die Zeit, die Sie in Ihre Bewerbung investiert haben. Nach sorgfältiger Prüfung haben wir uns für andere Bewerber:innen entschieden. Wir wünschen Ihnen für Ihren weiteren Weg alles Gute.`,
    category: 'Entscheidung',
    profession_group: [],
    message_action: ['absage'],
  },
]
