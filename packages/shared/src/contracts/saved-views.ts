import { z } from 'zod'
import { INTAKE_CHANNELS } from '../applicant-fields.ts'
import { LIST_ROWS_OPTIONS, SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG } from '../constants.ts'
import { INVISIBLE_FORMAT_CHARACTERS } from '../invisible.ts'
import { isoDateTime } from './common.ts'
import { hasControlCharacter } from './text-rules.ts'

/**
 * A saved view: a person's named list with its filters, sort, columns and rows per page, shown in
 * the sidebar under „Ansichten“ and, when shared, to the whole team. What it stores is checked
 * field by field here, so a view holds only what a list understands.
 */

/** The lists a view can belong to: the overview and the lists beside it in the navigation. */
export const SAVED_VIEW_LIST_KINDS = ['all', 'status', 'group', 'followed', 'qualified', 'deleted'] as const
export type SavedViewListKind = (typeof SAVED_VIEW_LIST_KINDS)[number]

/** The fields a list filters on, with the kind of rule each takes. */
export const SAVED_VIEW_FILTER_FIELDS = {
  last_name: 'text',
  city: 'text',
  email: 'text',
  phone: 'text',
  job: 'select',
  channel: 'select',
  available_from: 'date',
  created_at: 'date',
  updated_at: 'date',
} as const
type FilterField = keyof typeof SAVED_VIEW_FILTER_FIELDS

export const SAVED_VIEW_SORT_FIELDS = [
  'last_name',
  'status',
  'profession_group',
  'city',
  'email',
  'average_rating',
  'available_from',
  'created_at',
  'updated_at',
  'deleted_at',
] as const

/** The columns a person may show beyond the usual ones. */
export const SAVED_VIEW_OPTIONAL_COLUMNS = ['job', 'channel', 'email', 'phone', 'available_from'] as const

const RULE_MODES = {
  text: ['startsWith', 'contains', 'notContains', 'endsWith', 'equals', 'notEquals'],
  select: ['equals', 'notEquals'],
  date: ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'],
} as const

export const SAVED_VIEW_NAME_MAX = 80
/** How many views one person may keep. */
export const SAVED_VIEWS_PER_USER = 100

/** Every German text of saved views, word for word. */
export const SAVED_VIEW_TEXTS = {
  section: 'Ansichten',
  save: 'Ansicht speichern',
  update: 'Ansicht aktualisieren',
  edit: 'Ansicht bearbeiten',
  delete: 'Ansicht löschen',
  nameLabel: 'Name der Ansicht',
  shareLabel: 'Mit dem Team teilen',
  sharedMark: 'geteilt',
  sharedBy: (name: string) => `geteilt von ${name}`,
  openView: (name: string) => `Ansicht „${name}“`,
  changed: 'geändert',
  deleteConfirm: (name: string) =>
    `Die Ansicht „${name}“ wird gelöscht. Die Liste selbst und ihre Bewerber:innen bleiben unverändert.`,
  nameRequired: 'Bitte einen Namen für die Ansicht angeben.',
  nameTooLong: `Der Name darf höchstens ${SAVED_VIEW_NAME_MAX} Zeichen lang sein.`,
  nameControl: 'Der Name enthält ein unzulässiges Steuerzeichen.',
  nameTaken: 'Sie haben bereits eine Ansicht mit diesem Namen. Bitte wählen Sie einen anderen.',
  tooMany: `Sie können höchstens ${SAVED_VIEWS_PER_USER} Ansichten speichern. Bitte löschen Sie zuerst eine.`,
  notFound: 'Diese Ansicht gibt es nicht (mehr).',
  notOwner: 'Nur wer die Ansicht angelegt hat, kann sie ändern oder löschen.',
  unknownList: 'Diese Liste gibt es nicht.',
  unknownStatus: 'Diesen Status gibt es nicht.',
  unknownGroup: 'Diese Berufsgruppe gibt es nicht.',
  unknownJob: 'Diese Stelle gibt es nicht.',
  nothingToChange: 'Bitte einen neuen Namen, den Stand der Liste oder die Freigabe angeben.',
} as const

export const SAVED_VIEW_TOASTS = {
  saveSuccess: 'Die Ansicht wurde gespeichert.',
  updateSuccess: 'Die Ansicht wurde aktualisiert.',
  deleteSuccess: 'Die Ansicht wurde gelöscht.',
  shareSuccess: 'Die Ansicht ist jetzt für das Team sichtbar.',
  unshareSuccess: 'Die Ansicht ist jetzt nur noch für Sie sichtbar.',
  saveError: 'Die Ansicht konnte nicht gespeichert werden.',
  deleteError: 'Die Ansicht konnte nicht gelöscht werden.',
} as const

const noControl = (v: string) => !hasControlCharacter(v)

/** A name as shown: without invisible formatting characters, trimmed. */
export const savedViewName = z
  .string(SAVED_VIEW_TEXTS.nameRequired)
  .transform((v) => v.replace(INVISIBLE_FORMAT_CHARACTERS, '').trim())
  .pipe(
    z
      .string()
      .min(1, SAVED_VIEW_TEXTS.nameRequired)
      .max(SAVED_VIEW_NAME_MAX, SAVED_VIEW_TEXTS.nameTooLong)
      .refine(noControl, SAVED_VIEW_TEXTS.nameControl),
  )

const slug = z
  .string()
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, SAVED_VIEW_TEXTS.unknownList)

/** Which list a view belongs to; a status or occupation-group list names its slug. */
export const savedViewList = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    z.strictObject({ kind: z.literal('followed') }),
    z.strictObject({ kind: z.literal('qualified') }),
    z.strictObject({ kind: z.literal('deleted') }),
    z.strictObject({ kind: z.literal('status'), filter: slug }),
    z.strictObject({ kind: z.literal('group'), filter: slug }),
  ],
  { error: SAVED_VIEW_TEXTS.unknownList },
)
export type SavedViewList = z.infer<typeof savedViewList>

/** A real day as YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  )
}

const rule = z.strictObject({
  matchMode: z.string().max(20),
  value: z
    .string()
    .min(1, 'Eine Filterregel braucht einen Wert.')
    .max(200, 'Ein Filterwert darf höchstens 200 Zeichen lang sein.')
    .refine(noControl, 'Der Filter enthält ein unzulässiges Steuerzeichen.'),
})

const fieldFilter = z.strictObject({
  operator: z.enum(['and', 'or']),
  rules: z.array(rule).min(1).max(10, 'Höchstens 10 Regeln je Spalte.'),
})

const filters = z
  .partialRecord(
    z.enum(Object.keys(SAVED_VIEW_FILTER_FIELDS) as [FilterField, ...FilterField[]]),
    fieldFilter,
  )
  .superRefine((value, ctx) => {
    for (const [field, entry] of Object.entries(value)) {
      const kind = SAVED_VIEW_FILTER_FIELDS[field as FilterField]
      for (const [i, r] of (entry?.rules ?? []).entries()) {
        const modes: readonly string[] = RULE_MODES[kind]
        const bad =
          !modes.includes(r.matchMode) ||
          (kind === 'date' && !isIsoDay(r.value)) ||
          (field === 'channel' && !Object.hasOwn(INTAKE_CHANNELS, r.value))
        if (bad)
          ctx.addIssue({
            code: 'custom',
            path: [field, 'rules', i],
            message: `Diese Filterregel passt nicht zur Spalte „${field}“.`,
          })
      }
    }
  })

/** What a view restores: the list's sort, rows per page, filter rules, full-text filter and columns. */
export const savedViewState = z.strictObject({
  sort: z.strictObject({ field: z.enum(SAVED_VIEW_SORT_FIELDS), order: z.enum(['asc', 'desc']) }),
  rows: z.literal(LIST_ROWS_OPTIONS),
  filters,
  term: z
    .string()
    .trim()
    .max(SEARCH_TERM_MAX, SEARCH_TERM_TOO_LONG)
    .refine(noControl, 'Der Suchbegriff enthält ein unzulässiges Steuerzeichen.'),
  columns: z
    .array(z.enum(SAVED_VIEW_OPTIONAL_COLUMNS))
    .max(SAVED_VIEW_OPTIONAL_COLUMNS.length)
    .refine((c) => new Set(c).size === c.length, 'Jede Spalte darf nur einmal vorkommen.'),
})
export type SavedViewState = z.infer<typeof savedViewState>

export const createSavedViewBody = z.strictObject({
  name: savedViewName,
  list: savedViewList,
  state: savedViewState,
  shared: z.boolean().default(false),
})
export type CreateSavedViewBody = z.input<typeof createSavedViewBody>

/** A rename, a new state („Ansicht aktualisieren“), sharing or unsharing: any of them, at least one. */
export const updateSavedViewBody = z
  .strictObject({
    name: savedViewName.optional(),
    state: savedViewState.optional(),
    shared: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.state !== undefined || b.shared !== undefined, {
    message: SAVED_VIEW_TEXTS.nothingToChange,
  })
export type UpdateSavedViewBody = z.infer<typeof updateSavedViewBody>

export const savedView = z.object({
  id: z.number().int(),
  name: z.string(),
  list: savedViewList,
  state: savedViewState,
  shared: z.boolean(),
  /** The caller's own view (only then can they change it). */
  own: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type SavedView = z.infer<typeof savedView>

/** The caller's views, then the ones colleagues share, each by name. */
export const savedViews = z.array(savedView)
