import { RESTORE_WINDOW_DAYS } from '@bb/shared'
import { germanDateTime } from './privacy.export-format.ts'

export interface ReadmeFacts {
  company: string
  /** Where the person can write to (the reply address or the sender of the settings). */
  contact: string
  exportedAt: Date
  documentCount: number
  /** The source of the application as the app labels it ("Karriereseite"), if known. */
  source: string | null
  retention: { months: number; enabled: boolean; action: 'anonymise' | 'delete' }
}

const DATA_FILE = 'bewerber.json'

function retentionText({ months, enabled, action }: ReadmeFacts['retention']) {
  const after =
    action === 'delete'
      ? 'gelöscht'
      : 'anonymisiert (Name, Kontaktdaten, Notizen, Nachrichten und Dokumente werden entfernt; nur Zahlen für unsere Statistik bleiben)'
  return [
    'Wir speichern Ihre Daten, solange Ihr Bewerbungsverfahren läuft.',
    `Nach einer Absage oder wenn Sie Ihre Bewerbung zurückziehen, bewahren wir sie noch ${months} Monate auf: So lange können Ansprüche aus dem Allgemeinen Gleichbehandlungsgesetz (AGG) geltend gemacht werden.`,
    enabled
      ? `Danach werden Ihre Daten automatisch ${after}.`
      : 'Danach werden Ihre Daten gelöscht oder anonymisiert.',
    `Wird eine Bewerbung gelöscht, liegt sie noch ${RESTORE_WINDOW_DAYS} Tage im Papierkorb und wird dann endgültig gelöscht.`,
    'Für eine längere Aufbewahrung (etwa in einem Talentpool) fragen wir Sie vorher um Ihre Einwilligung.',
  ].join('\n')
}

/** `LIESMICH.txt`: what each file is, what the data is, where it came from, how long it is kept, the person's rights. */
export function exportReadme(facts: ReadmeFacts): string {
  const documents =
    facts.documentCount === 0
      ? 'dokumente/       (nicht vorhanden: zu Ihrer Bewerbung sind keine Dokumente gespeichert)'
      : facts.documentCount === 1
        ? 'dokumente/       das Dokument zu Ihrer Bewerbung, unverändert, so wie es gespeichert ist'
        : `dokumente/       die ${facts.documentCount} Dokumente zu Ihrer Bewerbung, unverändert, so wie sie gespeichert sind`
  return `Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)
=======================================================

Verantwortlich: ${facts.company}
Erstellt am:    ${germanDateTime(facts.exportedAt)}

Diese ZIP-Datei enthält alle Daten, die ${facts.company} im Rahmen Ihrer Bewerbung über
Sie gespeichert hat.


Was in dieser ZIP-Datei steckt
------------------------------
LIESMICH.txt     diese Erklärung
${DATA_FILE}    Ihre Daten als Textdatei (Format JSON); sie lässt sich mit jedem
                 Texteditor öffnen und von Programmen weiterverarbeiten
${documents}


Die Abschnitte in ${DATA_FILE}
-------------------------------
Profil                  Ihre Angaben: Name, Kontaktdaten, Berufsgruppe, Stand Ihrer Bewerbung
                        (Status), Verfügbarkeit, Gehaltswunsch, Sprachen und weitere Angaben.
Bewertungen             Einschätzungen unseres Recruiting-Teams: eine Gesamtbewertung von 1 bis 5,
                        Teilbewertungen (0 = nicht bewertet) und ein Text, jeweils mit Person und Datum.
Notizen                 Notizen unseres Teams zu Ihrer Bewerbung, mit Person und Datum.
Nachrichten             E-Mails, die wir Ihnen geschrieben haben, und Ihre Antworten darauf.
Vorstellungsgespräche   Termine, die für Sie gebucht wurden, mit Ort und Gesprächspartner:innen.
Dokumente               die Liste Ihrer Dokumente: Dateiname, Art, Größe, wer sie wann abgelegt hat
                        und unter welchem Namen die Datei in dieser ZIP-Datei liegt.
Verlauf                 jede Änderung an Ihrer Bewerbung: was geändert wurde, von wem, wann,
                        und der Wert vorher und nachher.

So sind die Werte zu lesen: Datumsangaben stehen als TT.MM.JJJJ, Uhrzeiten in deutscher Zeit;
dahinter steht in Klammern dasselbe Datum im internationalen Format (ISO 8601, Uhrzeiten dort
in koordinierter Weltzeit UTC). "null" bedeutet: dazu ist nichts gespeichert.


Woher die Daten stammen
-----------------------
Die Angaben im Profil, Ihre Nachrichten und Dokumente stammen von Ihnen selbst: aus Ihrer
Bewerbung, Ihren E-Mails und den Unterlagen, die Sie uns geschickt haben${facts.source ? ` (Ihre Bewerbung kam über: ${facts.source})` : ''}.
Bewertungen, Notizen, Termine und der Verlauf entstehen bei uns, wenn unser Team Ihre
Bewerbung bearbeitet.


Wie lange wir Ihre Daten aufbewahren
------------------------------------
${retentionText(facts.retention)}


Ihre Rechte
-----------
Sie haben das Recht auf
- Auskunft über Ihre Daten (Art. 15 DSGVO): diese Datei,
- Berichtigung falscher Daten (Art. 16 DSGVO),
- Löschung Ihrer Daten (Art. 17 DSGVO),
- Einschränkung der Verarbeitung (Art. 18 DSGVO),
- Datenübertragbarkeit (Art. 20 DSGVO): ${DATA_FILE} ist dafür maschinenlesbar,
- Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),
- Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO),
- Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).

Schreiben Sie uns dazu an: ${facts.contact}
`
}
