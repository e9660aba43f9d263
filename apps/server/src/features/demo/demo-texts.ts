/** German texts for the demo data: what a recruiting team writes in a real week. */

/** Rating texts by overall score (1–5). */
export const RATING_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Sehr überzeugendes Gespräch, fachlich stark und sympathisch. Klare Empfehlung.',
    'Passt hervorragend ins Team, bringt genau die gesuchte Erfahrung mit.',
    'Top-Kandidat:in: strukturiert, freundlich, sofort einsatzbereit.',
  ],
  4: [
    'Gute Fachkenntnisse und kommunikativ; Gehaltsvorstellung etwas über Budget.',
    'Solider Eindruck im Gespräch. Referenzen noch einholen.',
    'Motiviert und zuverlässig, kleine Lücken bei der Software, gut einarbeitbar.',
  ],
  3: [
    'Grundsätzlich geeignet, Erfahrung im Schichtdienst fehlt noch.',
    'Durchschnittlicher Eindruck, ein zweites Gespräch mit der Fachabteilung wäre sinnvoll.',
    'Fachlich in Ordnung, wirkte im Gespräch etwas zurückhaltend.',
  ],
  2: [
    'Wenig Berufserfahrung, Unterlagen unvollständig.',
    'Erwartungen an Arbeitszeit und Gehalt passen kaum zur Stelle.',
  ],
  1: ['Passt fachlich nicht auf die ausgeschriebene Stelle.', 'Zum Gespräch nicht erschienen, keine Absage.'],
}

export const NOTE_TEXTS = [
  'Telefonisch erreicht, schickt die fehlenden Zeugnisse bis Freitag.',
  'Rückruf vereinbart für Dienstag, 10 Uhr.',
  'Bevorzugt die Frühschicht, Wochenenden nach Absprache möglich.',
  'Führerschein Klasse B vorhanden, eigenes Auto.',
  'Zeugnisse nachgereicht, Unterlagen jetzt vollständig.',
  'Hat parallel ein weiteres Angebot – zügig entscheiden.',
  'Referenz beim früheren Arbeitgeber eingeholt: durchweg positiv.',
  'Wünscht Teilzeit (30 Stunden), flexibel bei den Arbeitstagen.',
  'Kündigungsfrist drei Monate zum Quartalsende.',
  'Kam über die Empfehlung einer Kollegin aus dem Team.',
  'Sprachkenntnisse im Gespräch geprüft: Deutsch verhandlungssicher.',
  'Probearbeiten vorgeschlagen, Termin steht noch aus.',
] as const

/** How the app greets a person (as the `{{anrede}}` placeholder renders it). */
export function greeting(salutation: string | null, firstName: string, lastName: string): string {
  if (salutation === 'frau') return `Sehr geehrte Frau ${lastName}`
  if (salutation === 'herr') return `Sehr geehrter Herr ${lastName}`
  return `Guten Tag ${firstName} ${lastName}`
}

export interface DemoPerson {
  salutation: string | null
  firstName: string
  lastName: string
  group: string
}

export const confirmationMail = (p: DemoPerson) => ({
  subject: 'Ihre Bewerbung bei uns',
  content: `${greeting(p.salutation, p.firstName, p.lastName)},

vielen Dank für Ihre Bewerbung im Bereich ${p.group}. Ihre Unterlagen sind vollständig bei uns eingegangen; wir sehen sie uns in den nächsten Tagen genau an und melden uns dann bei Ihnen.

Mit freundlichen Grüßen
Ihr Recruiting-Team`,
})

export const invitationMail = (p: DemoPerson) => ({
  subject: 'Einladung zum Vorstellungsgespräch',
  content: `${greeting(p.salutation, p.firstName, p.lastName)},

Ihre Bewerbung hat uns überzeugt, und wir möchten Sie gern persönlich kennenlernen. Bitte nennen Sie uns zwei Termine in der kommenden Woche, die Ihnen passen; das Gespräch dauert etwa eine Stunde.

Mit freundlichen Grüßen
Ihr Recruiting-Team`,
})

export const replyMail = (p: DemoPerson, subject: string) => ({
  subject: `Re: ${subject}`,
  content: `Guten Tag,

vielen Dank für Ihre Nachricht. Ich freue mich sehr über die Rückmeldung. Am besten erreichen Sie mich vormittags; Dienstag und Donnerstag kann ich ganztags.

Viele Grüße
${p.firstName} ${p.lastName}`,
})

export const coverLetter = (p: DemoPerson, city: string | null) => `Bewerbung im Bereich ${p.group}

Sehr geehrte Damen und Herren,

mit großem Interesse habe ich Ihre Stellenanzeige gelesen. In meiner bisherigen Tätigkeit habe ich
gelernt, im Team verlässlich und auch unter Zeitdruck sorgfältig zu arbeiten. Gern bringe ich diese
Erfahrung bei Ihnen ein${city ? `, am liebsten an Ihrem Standort in ${city}` : ''}.

Über eine Einladung zu einem persönlichen Gespräch freue ich mich.

Mit freundlichen Grüßen
${p.firstName} ${p.lastName}
`
