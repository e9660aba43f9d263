import { findControlCharacter, LIST_ROWS_OPTIONS, type MatchMode, SEARCH_TERM_MAX } from '@bb/shared'

/**
 * The view of an applicant list as its address: `?seite=2&pro_seite=25&sortierung=name&richtung=auf
 * &filter=name:beginnt:Mül&filter=ort:enthaelt:Köln&oder=name`. Back, reload and a copied link show
 * the same rows. Reading never fails: whatever is not understood falls back to the list's default,
 * and writing leaves defaults out, so the plain list has the plain address.
 */
export interface ListRule {
  matchMode: MatchMode
  /** Text as typed, or a day as YYYY-MM-DD. */
  value: string
}
export type ListRules = Record<string, { operator: 'and' | 'or'; rules: ListRule[] }>

export interface ListView {
  /** 1-based. */
  page: number
  rows: number
  sort: { field: string; order: 'asc' | 'desc' }
  filters: ListRules
  /** The list's full-text filter as typed (`suche=`), '' for none. */
  term: string
  /**
   * The optional columns shown (`spalten=`), when the address names them (a saved view's does);
   * without, the columns this browser chose last.
   */
  columns?: string[]
}

export interface ListField {
  field: string
  kind: 'text' | 'date' | 'select' | 'number'
  sortable?: boolean
  filterable?: boolean
}

export const ROWS_OPTIONS = LIST_ROWS_OPTIONS
export const DEFAULT_ROWS = 50
/** The server pages up to here (applicantListQuery). */
const MAX_PAGE = 100_000
/** The server takes up to 10 rules per field and 200 characters per value. */
const MAX_RULES = 10
const MAX_VALUE = 200

/** German, readable names in the address for the table's fields. */
const FIELD_NAMES: Record<string, string> = {
  last_name: 'name',
  status: 'status',
  profession_group: 'berufsgruppe',
  job: 'stelle',
  channel: 'eingang',
  city: 'ort',
  email: 'email',
  phone: 'telefon',
  average_rating: 'bewertung',
  available_from: 'verfuegbar_ab',
  created_at: 'eingegangen',
  updated_at: 'geaendert',
  deleted_at: 'geloescht',
}
const TEXT_MODES: Record<string, MatchMode> = {
  beginnt: 'startsWith',
  enthaelt: 'contains',
  enthaelt_nicht: 'notContains',
  endet: 'endsWith',
  gleich: 'equals',
  ungleich: 'notEquals',
}
const DATE_MODES: Record<string, MatchMode> = {
  am: 'dateIs',
  nicht_am: 'dateIsNot',
  vor: 'dateBefore',
  nach: 'dateAfter',
}
/** A select field (a job, a channel) is one of its options or not. */
const SELECT_MODES: Record<string, MatchMode> = { gleich: 'equals', ungleich: 'notEquals' }
const MODE_NAMES = Object.fromEntries(
  [...Object.entries(TEXT_MODES), ...Object.entries(DATE_MODES)].map(([name, mode]) => [mode, name]),
) as Record<MatchMode, string>

export const KEYS = [
  'seite',
  'pro_seite',
  'sortierung',
  'richtung',
  'filter',
  'oder',
  'suche',
  'spalten',
] as const

const nameOf = (field: string) => FIELD_NAMES[field] ?? field
const fieldNamed = (fields: ListField[], name: string) => fields.find((f) => nameOf(f.field) === name)

function isDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  )
}

function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= min && n <= max ? n : undefined
}

/** One `filter=feld:regel:wert` entry as a rule of a filterable field, or nothing. */
function parseRule(raw: string, fields: ListField[]): { field: string; rule: ListRule } | undefined {
  const [name = '', modeName = '', ...rest] = raw.split(':')
  const value = rest.join(':')
  const field = fieldNamed(fields, name)
  if (!field?.filterable || value === '' || value.length > MAX_VALUE) return undefined
  const modes = field.kind === 'date' ? DATE_MODES : field.kind === 'select' ? SELECT_MODES : TEXT_MODES
  const matchMode = Object.hasOwn(modes, modeName) ? modes[modeName] : undefined
  if (!matchMode || (field.kind === 'date' && !isDay(value))) return undefined
  return { field: field.field, rule: { matchMode, value } }
}

/** The view an address asks for; anything not understood falls back to the default. */
export function parseListView(search: URLSearchParams, fields: ListField[], defaults: ListView): ListView {
  const sortField = fieldNamed(fields, search.get('sortierung') ?? '')
  const sortable = sortField?.sortable || sortField?.field === defaults.sort.field
  const field = sortable && sortField ? sortField.field : defaults.sort.field
  const direction = search.get('richtung')
  const order =
    direction === 'auf'
      ? 'asc'
      : direction === 'ab'
        ? 'desc'
        : field === defaults.sort.field
          ? defaults.sort.order
          : 'asc'
  const rows = wholeNumber(search.get('pro_seite'), 1, 500)
  const filters: ListRules = {}
  for (const raw of search.getAll('filter')) {
    const parsed = parseRule(raw, fields)
    if (!parsed) continue
    const entry = filters[parsed.field] ?? { operator: 'and', rules: [] }
    if (entry.rules.length < MAX_RULES) entry.rules.push(parsed.rule)
    filters[parsed.field] = entry
  }
  for (const name of search.getAll('oder')) {
    const entry = filters[fieldNamed(fields, name)?.field ?? '']
    if (entry) entry.operator = 'or'
  }
  const term = (search.get('suche') ?? '').trim()
  const columnNames = search.get('spalten')
  const columns =
    columnNames === null
      ? undefined
      : [
          ...new Set(
            columnNames
              .split(',')
              .map((name) => fieldNamed(fields, name)?.field)
              .filter((f): f is string => f !== undefined),
          ),
        ]
  return {
    ...(columns ? { columns } : {}),
    term: term.length <= SEARCH_TERM_MAX && findControlCharacter(term, '') === undefined ? term : '',
    page: wholeNumber(search.get('seite'), 1, MAX_PAGE) ?? 1,
    rows: rows !== undefined && (ROWS_OPTIONS as readonly number[]).includes(rows) ? rows : defaults.rows,
    sort: { field, order },
    filters,
  }
}

/** `:` and `,` stay readable; everything else is encoded as usual. */
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',')

/**
 * The address of a view: the list's own keys, defaults left out, other keys of `current` kept.
 * Returns the search string with its `?`, or '' for the plain list.
 */
export function listViewSearch(view: ListView, defaults: ListView, current = new URLSearchParams()): string {
  const parts: string[] = []
  for (const [key, value] of current) {
    if (!(KEYS as readonly string[]).includes(key)) parts.push(`${encode(key)}=${encode(value)}`)
  }
  if (view.page > 1) parts.push(`seite=${view.page}`)
  if (view.rows !== defaults.rows) parts.push(`pro_seite=${view.rows}`)
  if (view.sort.field !== defaults.sort.field || view.sort.order !== defaults.sort.order) {
    parts.push(`sortierung=${encode(nameOf(view.sort.field))}`)
    parts.push(`richtung=${view.sort.order === 'asc' ? 'auf' : 'ab'}`)
  }
  for (const [field, { operator, rules }] of Object.entries(view.filters)) {
    for (const rule of rules) {
      parts.push(`filter=${encode(`${nameOf(field)}:${MODE_NAMES[rule.matchMode]}:${rule.value}`)}`)
    }
    if (operator === 'or' && rules.length > 1) parts.push(`oder=${encode(nameOf(field))}`)
  }
  if (view.term) parts.push(`suche=${encode(view.term)}`)
  if (view.columns) parts.push(`spalten=${view.columns.map((c) => encode(nameOf(c))).join(',')}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** The rules as the server's `filters` JSON (ListFilters), or nothing when there are none. */
export function serverFilters(filters: ListRules): string | undefined {
  const entries = Object.entries(filters).filter(([, f]) => f.rules.length > 0)
  if (entries.length === 0) return undefined
  return JSON.stringify(
    Object.fromEntries(
      entries.map(([field, f]) => [
        field,
        {
          operator: f.operator,
          constraints: f.rules.map((r) => ({ value: r.value, matchMode: r.matchMode })),
        },
      ]),
    ),
  )
}

export const hasFilters = (filters: ListRules) => Object.values(filters).some((f) => f.rules.length > 0)
