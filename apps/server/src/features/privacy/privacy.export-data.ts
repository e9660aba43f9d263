import {
  type Answers,
  APPLICANT_FIELDS,
  type Applicant,
  type ApplicantDocument,
  type Booking,
  HISTORY_ACTIONS,
  type HistoryEntry,
  type Message,
  type Note,
  RATING_CRITERIA,
  type RatingList,
} from '@bb/shared'
import { fieldLabel, fieldValue, germanDateTime, yesNo } from './privacy.export-format.ts'

export interface ExportSources {
  applicant: Applicant
  ratings: RatingList
  notes: Note[]
  messages: Message[]
  history: HistoryEntry[]
  documents: Array<ApplicantDocument & { file: string }>
  bookings: Booking[]
  answers: Answers
  company: string
  exportedAt: Date
}

const MESSAGE_STATES: Record<Message['state'], string> = {
  draft: 'Entwurf (nicht versendet)',
  pending: 'wartet auf den Versand',
  delivered: 'versendet',
  received: 'von Ihnen erhalten',
}

/** The profile: every field under its German label, in the order of the form. */
function profile(applicant: Applicant, answers: Answers) {
  const fields = Object.fromEntries(
    APPLICANT_FIELDS.map((f) => [f.label, fieldValue(f.key, applicant[f.key], answers)]),
  )
  return {
    'Bewerber-Nr.': applicant.id,
    ...fields,
    Qualifiziert: yesNo(applicant.qualified),
    'Durchschnittliche Bewertung (1 bis 5)': applicant.average_rating,
    'Angelegt am': germanDateTime(applicant.created_at),
    'Zuletzt geändert am': germanDateTime(applicant.updated_at),
    'Im Papierkorb seit': germanDateTime(applicant.deleted_at),
  }
}

const ratings = (list: RatingList) =>
  list.list.map((r) => ({
    'Bewertet von': r.author,
    'Gesamtbewertung (1 bis 5)': r.Rating,
    ...Object.fromEntries(RATING_CRITERIA.map((c) => [`${c} (0 = nicht bewertet, 1 bis 5)`, r[c]])),
    Text: r.Text,
    'Bewertet am': germanDateTime(r.created_at),
    'Geändert am': germanDateTime(r.updated_at),
  }))

const notes = (list: Note[]) =>
  list.map((n) => ({
    'Geschrieben von': n.author,
    Notiz: n.note,
    'Geschrieben am': germanDateTime(n.created_at),
    'Geändert am': germanDateTime(n.updated_at),
  }))

const messages = (list: Message[]) =>
  list.map((m) => ({
    Richtung: m.direction === 'in' ? 'von Ihnen an uns' : 'von uns an Sie',
    Stand: MESSAGE_STATES[m.state],
    Betreff: m.Betreff,
    Inhalt: m.Content,
    'Verfasst von': m.author,
    'Angelegt am': germanDateTime(m.creationDate),
    'Versendet am': germanDateTime(m.Versendet),
    'Zugestellt am': germanDateTime(m.Zugestellt),
  }))

const history = (list: HistoryEntry[], answers: Answers) =>
  list.map((h) => ({
    Was: HISTORY_ACTIONS[h.action as keyof typeof HISTORY_ACTIONS] ?? h.action,
    Wer: h.user?.name ?? null,
    Wann: germanDateTime(h.created_at),
    Änderungen: h.changes.map((c) => ({
      Feld: c.label || fieldLabel(c.field),
      Vorher: fieldValue(c.field, c.old, answers),
      Nachher: fieldValue(c.field, c.new, answers),
    })),
  }))

const documents = (list: ExportSources['documents']) =>
  list.map((d) => ({
    Dateiname: d.name,
    Kategorie: d.category,
    'Größe in Bytes': d.size,
    Dateityp: d.mime_type,
    'Hochgeladen von': d.uploaded_by,
    'Hochgeladen am': germanDateTime(d.created_at),
    'Datei in diesem ZIP': d.file,
  }))

const interviews = (list: Booking[]) =>
  list.map((b) => ({
    Termin: b.termin,
    Ort: b.ort,
    'Gesprächspartner:innen': b.interviewers.map((i) => i.name),
    Stand: b.status === 'cancelled' ? 'abgesagt' : 'gebucht',
    'Gebucht am': germanDateTime(b.created_at),
    'Abgesagt am': germanDateTime(b.cancelled_at),
  }))

/** `bewerber.json`: everything stored about the person, with German keys and German values. */
export function germanExport(s: ExportSources) {
  return {
    'Auskunft nach Art. 15 DSGVO': `Alle Daten, die ${s.company} zu Ihrer Bewerbung über Sie gespeichert hat.`,
    'Erstellt am': germanDateTime(s.exportedAt),
    Profil: profile(s.applicant, s.answers),
    Bewertungen: ratings(s.ratings),
    Notizen: notes(s.notes),
    Nachrichten: messages(s.messages),
    Vorstellungsgespräche: interviews(s.bookings),
    Dokumente: documents(s.documents),
    Verlauf: history(s.history, s.answers),
  }
}
