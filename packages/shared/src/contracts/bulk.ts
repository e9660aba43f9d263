import { z } from 'zod'
import { SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG } from '../constants.ts'
import { exportFormat } from './applicant-export.ts'
import { isoDateTime } from './common.ts'
import { thousands } from './text-rules.ts'

/** Ids chosen one by one (rows ticked on pages); more than this is chosen by the list's filter. */
export const BULK_IDS_MAX = 1_000
/** The most applicants one bulk action may cover (a filter selection beyond it is refused). */
export const BULK_ITEMS_MAX = 100_000
/** A selection up to this size is done within the request; a larger one runs in the background. */
export const BULK_INLINE_MAX = 100
/** How many recipients the mail preview checks one by one before it answers. */
export const BULK_PREVIEW_MAX = 1_000
/** How long the screen waits between two looks at a running bulk action. */
export const BULK_POLL_MS = 1_000

export const BULK_ACTIONS = ['status', 'follow', 'unfollow', 'assign_job', 'mail', 'export', 'trash'] as const
export type BulkActionName = (typeof BULK_ACTIONS)[number]

/** The bar's buttons and the dialogs' titles. */
export const BULK_ACTION_LABELS: Record<BulkActionName, string> = {
  status: 'Status ändern',
  follow: 'Folgen',
  unfollow: 'Nicht mehr folgen',
  assign_job: 'Stelle zuordnen',
  mail: 'E-Mail senden',
  export: 'Exportieren',
  trash: 'In den Papierkorb',
}

/** The first words of a finished action's summary („Status geändert: 297 erledigt, …“). */
export const BULK_SUMMARY_HEADS: Record<BulkActionName, string> = {
  status: 'Status geändert',
  follow: 'Gefolgt',
  unfollow: 'Nicht mehr gefolgt',
  assign_job: 'Stelle zugeordnet',
  mail: 'E-Mails versendet',
  export: 'Exportiert',
  trash: 'In den Papierkorb gelegt',
}

/** Why an item was skipped or failed; shown in the summary and the list of what was left out. */
export const BULK_REASONS = {
  forbidden: 'keine Berechtigung',
  notFound: 'nicht gefunden',
  inTrash: 'im Papierkorb',
  sameStatus: 'hatte diesen Status bereits',
  sameJob: 'war dieser Stelle bereits zugeordnet',
  alreadyFollowed: 'wurde bereits gefolgt',
  notFollowed: 'wurde nicht gefolgt',
  noEmail: 'keine E-Mail-Adresse',
  placeholders: (names: string[]) => `Platzhalter nicht füllbar: ${names.map((n) => `{{${n}}}`).join(', ')}`,
  cancelled: 'abgebrochen',
  anonymized: 'anonymisiert',
  unexpected: 'unerwarteter Fehler',
} as const

export const BULK_TEXTS = {
  selectRow: (name: string) => `${name} auswählen`,
  selectPage: 'Alle auf dieser Seite auswählen',
  /** `total`: the list's count as shown („300“, „10.000+“). */
  selectAll: (total: string) => `Alle ${total} Treffer auswählen`,
  allSelected: (total: string) => `Alle ${total} Treffer ausgewählt`,
  /** A board's column as a whole, by its filter (cards not yet loaded included). */
  selectColumn: (total: number, column: string) =>
    total === 1
      ? `1 Bewerber:in in „${column}“ auswählen`
      : `Alle ${thousands(total)} in „${column}“ auswählen`,
  columnSelected: (total: number, column: string) =>
    total === 1
      ? `1 Bewerber:in in „${column}“ ausgewählt`
      : `Alle ${thousands(total)} in „${column}“ ausgewählt`,
  pageSelected: (count: number) =>
    count === 1 ? '1 Bewerber:in ausgewählt' : `${thousands(count)} Bewerber:innen ausgewählt`,
  clearSelection: 'Auswahl aufheben',
  barLabel: 'Aktionen für die Auswahl',
  start: 'Ausführen',
  close: 'Fertig',
  cancel: 'Abbrechen',
  cancelling: 'Wird abgebrochen …',
  progress: (handled: number, total: number) => `${thousands(handled)} von ${thousands(total)} bearbeitet`,
  running: 'Wird ausgeführt …',
  statusLabel: 'Neuer Status',
  jobLabel: 'Stelle',
  templateLabel: 'Vorlage',
  confirm: (count: number, countText: string) =>
    `Für ${count === 1 ? '1 Bewerber:in' : `${countText} Bewerber:innen`} ausführen?`,
  trashConfirm: (count: number, countText: string) =>
    `${count === 1 ? '1 Bewerber:in' : `${countText} Bewerber:innen`} in den Papierkorb legen? Sie lassen sich dort wiederherstellen.`,
  backgroundHint:
    'Sie können dieses Fenster schließen: die Aktion läuft weiter, und Sie erhalten eine Benachrichtigung, wenn sie fertig ist.',
  previewChecking: 'Empfänger:innen werden geprüft …',
  previewAllSendable: (count: number) =>
    count === 1
      ? 'Die E-Mail geht an 1 Empfänger:in.'
      : `Die E-Mail geht an ${thousands(count)} Empfänger:innen.`,
  previewSkipped: (count: number) =>
    count === 1
      ? '1 Empfänger:in wird übersprungen:'
      : `${thousands(count)} Empfänger:innen werden übersprungen:`,
  previewPartial: (checked: number) =>
    `Geprüft wurden die ersten ${thousands(checked)}; die übrigen werden beim Versand genauso geprüft.`,
  problemsHeading: 'Übersprungen oder fehlgeschlagen',
  formatLabel: 'Format',
  formats: { csv: 'CSV für deutsches Excel', xlsx: 'Excel-Datei (xlsx)' },
  download: 'Datei herunterladen',
  noFile: 'Zu dieser Massenaktion gibt es (noch) keine Datei.',
  forbiddenAction:
    'Dafür fehlt Ihnen die Berechtigung: Leser:innen können Bewerber:innen nur ansehen und ihnen folgen.',
  tooManyIds: `Höchstens ${thousands(BULK_IDS_MAX)} einzeln ausgewählte Bewerber:innen auf einmal; für mehr bitte „Alle Treffer auswählen“.`,
  tooManyItems: `Eine Massenaktion umfasst höchstens ${thousands(BULK_ITEMS_MAX)} Bewerber:innen. Bitte die Auswahl mit einem Filter eingrenzen.`,
  emptySelection: 'Die Auswahl enthält keine Bewerber:innen (mehr).',
  unknownStatus: 'Diesen Status gibt es nicht.',
  unknownJob: 'Diese Stelle gibt es nicht.',
  unknownTemplate: 'Diese Vorlage gibt es nicht.',
  notFound: 'Diese Massenaktion wurde nicht gefunden.',
  finished: 'Die Massenaktion ist bereits abgeschlossen.',
  failedToStart: 'Die Massenaktion konnte nicht gestartet werden.',
  notificationLabel: 'Massenaktion abgeschlossen',
} as const

/**
 * The rows of a list as it is filtered: which list and its filter, never its page or order. A
 * column of the pipeline board is the list of its status, narrowed like the board to one job
 * (`job`, the job's slug) or one occupation group.
 */
export const bulkListSelection = z.strictObject({
  status: z.string().max(60).optional(),
  profession_group: z.string().max(60).optional(),
  job: z.string().max(120).optional(),
  deleted: z.boolean().optional(),
  followed: z.boolean().optional(),
  qualified: z.boolean().optional(),
  /** JSON of ListFilters, as the list sends it. */
  filters: z.string().max(10_000).optional(),
  q: z.string().max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG).optional(),
})
export type BulkListSelection = z.infer<typeof bulkListSelection>

export const bulkSelection = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('ids'),
    ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1, 'Bitte mindestens eine Bewerber:in auswählen.')
      .max(BULK_IDS_MAX, BULK_TEXTS.tooManyIds),
  }),
  z.strictObject({ type: z.literal('filter'), query: bulkListSelection }),
])
export type BulkSelection = z.infer<typeof bulkSelection>

const slugValue = z.string().trim().min(1).max(120)

export const bulkAction = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('status'), status: slugValue }),
  z.strictObject({ action: z.literal('follow') }),
  z.strictObject({ action: z.literal('unfollow') }),
  /** The job's slug, as an applicant's `job` field holds it. */
  z.strictObject({ action: z.literal('assign_job'), job: slugValue }),
  z.strictObject({ action: z.literal('mail'), template_id: z.number().int().positive().max(2_147_483_647) }),
  z.strictObject({ action: z.literal('export'), format: exportFormat }),
  z.strictObject({ action: z.literal('trash') }),
])
export type BulkAction = z.infer<typeof bulkAction>

export const createBulkJobBody = z.strictObject({ selection: bulkSelection, action: bulkAction })
export type CreateBulkJobBody = z.infer<typeof createBulkJobBody>

export const BULK_JOB_STATES = ['running', 'done', 'cancelled'] as const

export const bulkProblem = z.object({
  applicant_id: z.number().int(),
  name: z.string().nullable(),
  state: z.enum(['skipped', 'failed']),
  reason: z.string(),
})
export type BulkProblem = z.infer<typeof bulkProblem>

export const bulkJob = z.object({
  id: z.number().int(),
  action: z.enum(BULK_ACTIONS),
  label: z.string(),
  state: z.enum(BULK_JOB_STATES),
  cancel_requested: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** The German summary, once the action has ended. */
  summary: z.string().nullable(),
  /** What was skipped or failed, with the reason (the first hundred, once it has ended). */
  problems: z.array(bulkProblem),
  created_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
  /** An export's file, once written: its name; fetched from `/api/bulk-jobs/{id}/file`. */
  file_name: z.string().nullable(),
})
export type BulkJob = z.infer<typeof bulkJob>

export const bulkMailPreviewBody = z.strictObject({
  selection: bulkSelection,
  template_id: z.number().int().positive().max(2_147_483_647),
})
export type BulkMailPreviewBody = z.infer<typeof bulkMailPreviewBody>

export const bulkMailPreview = z.object({
  total: z.number().int(),
  /** How many were checked (at most BULK_PREVIEW_MAX). */
  checked: z.number().int(),
  sendable: z.number().int(),
  skipped: z.array(bulkProblem),
})
export type BulkMailPreview = z.infer<typeof bulkMailPreview>

/** „Status geändert: 297 erledigt, 3 übersprungen (keine Berechtigung), 0 fehlgeschlagen“. */
export function bulkSummary(input: {
  action: BulkActionName
  cancelled: boolean
  done: number
  skipped: Array<{ reason: string; count: number }>
  failed: number
}): string {
  const skippedTotal = input.skipped.reduce((sum, s) => sum + s.count, 0)
  const reasons = input.skipped
    .slice()
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'de'))
    .map((s) => (input.skipped.length === 1 ? s.reason : `${thousands(s.count)} ${s.reason}`))
  const skipped = `${thousands(skippedTotal)} übersprungen${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}`
  const head = input.cancelled
    ? `${BULK_SUMMARY_HEADS[input.action]} (abgebrochen)`
    : BULK_SUMMARY_HEADS[input.action]
  return `${head}: ${thousands(input.done)} erledigt, ${skipped}, ${thousands(input.failed)} fehlgeschlagen`
}
