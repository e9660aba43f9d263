import { z } from 'zod'
import { isoDateTime } from './common.ts'

/** Cards per column in the board's first read and in each further page of one column. */
export const PIPELINE_PAGE_SIZE = 30
export const PIPELINE_PAGE_MAX = 100

/** The German texts of the board, its refusals and its screen-reader announcements. */
export const PIPELINE_TEXTS = {
  unknownJob: 'Diese Stelle gibt es nicht.',
  unknownGroup: 'Diese Berufsgruppe gibt es nicht.',
  unknownStatus: 'Diesen Status gibt es nicht.',
  badCursor: 'Die Seitenangabe ist ungültig.',
  moveFailed: 'Die Karte konnte nicht verschoben werden.',
  moved: (name: string, status: string) => `${name} wurde nach „${status}“ verschoben.`,
  moveMenu: 'Verschieben nach …',
  empty: 'Keine Bewerber:innen in diesem Status.',
  dragInstructions:
    'Zum Aufnehmen einer Karte die Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten in eine andere Spalte bewegen, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
  pickedUp: (name: string, status: string) => `${name} aufgenommen, Spalte „${status}“.`,
  over: (name: string, status: string) => `${name} über Spalte „${status}“.`,
  overNothing: (name: string) => `${name} ist über keiner Spalte.`,
  dropped: (name: string, status: string) => `${name} in Spalte „${status}“ abgelegt.`,
  droppedNowhere: (name: string) => `${name} wurde nicht verschoben.`,
  cancelled: (name: string) => `Verschieben von ${name} abgebrochen.`,
  rejectTitle: 'Absage senden?',
  rejectSendNow: 'Jetzt senden',
  rejectEdit: 'Erst bearbeiten',
  rejectNoMail: 'Keine Mail',
  rejectNoTemplate: 'Es gibt keine Vorlage für die Aktion „Absage“.',
  rejectNoEmail: 'Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.',
  interviewTitle: 'Vorstellungsgespräch vereinbaren?',
} as const

/** `?stelle=&berufsgruppe=`: the board of one job or one occupation group. */
export const pipelineQuery = z.object({
  // Longer than any slug: a job or group that does not exist, said so as for any unknown one.
  stelle: z.string().max(120, PIPELINE_TEXTS.unknownJob).optional(),
  berufsgruppe: z.string().max(60, PIPELINE_TEXTS.unknownGroup).optional(),
  per_column: z.coerce.number().int().min(1).max(PIPELINE_PAGE_MAX).default(PIPELINE_PAGE_SIZE),
  lastModified: z.string().max(200).optional(),
})
export type PipelineQuery = z.infer<typeof pipelineQuery>

/** One further page of one column, after the last card shown (keyset). */
export const pipelineColumnQuery = z.object({
  status: z.string().min(1).max(60),
  // Longer than any slug: a job or group that does not exist, said so as for any unknown one.
  stelle: z.string().max(120, PIPELINE_TEXTS.unknownJob).optional(),
  berufsgruppe: z.string().max(60, PIPELINE_TEXTS.unknownGroup).optional(),
  /** The `next` of the page before: opaque to the client. */
  after: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(PIPELINE_PAGE_MAX).default(PIPELINE_PAGE_SIZE),
})
export type PipelineColumnQuery = z.infer<typeof pipelineColumnQuery>

export const pipelineCard = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
  /** The job's slug, and its title when the job still exists. */
  job: z.string().nullable(),
  job_title: z.string().nullable(),
  profession_group: z.string().nullable(),
  average_rating: z.number().nullable(),
  /** When the applicant entered the current status. */
  status_since: isoDateTime,
  /** Initials of the colleagues who follow the applicant (at most five). */
  followers: z.array(z.string()),
})
export type PipelineCard = z.infer<typeof pipelineCard>

export const pipelineColumnPage = z.object({
  cards: z.array(pipelineCard),
  /** Pass as `after` for the next page; null at the end. */
  next: z.string().nullable(),
})
export type PipelineColumnPage = z.infer<typeof pipelineColumnPage>

export const pipelineColumn = pipelineColumnPage.extend({
  status: z.string(),
  label: z.string(),
  color: z.string(),
  total: z.number().int(),
})
export type PipelineColumn = z.infer<typeof pipelineColumn>

/** The board; `columns` is empty when `lastModified` was sent back unchanged. */
export const pipelineBoard = z.object({
  columns: z.array(pipelineColumn),
  lastModified: z.string(),
  /** Whether the caller may move cards (recruiters and admins). */
  can_move: z.boolean(),
})
export type PipelineBoard = z.infer<typeof pipelineBoard>

/** „seit heute“, „seit 1 Tag“, „seit 12 Tagen“: how long a card has been in its status. */
export const daysInStatusText = (days: number) =>
  days === 0 ? 'seit heute' : days === 1 ? 'seit 1 Tag' : `seit ${days} Tagen`
