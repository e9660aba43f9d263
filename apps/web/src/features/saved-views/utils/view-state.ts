import {
  LIST_ROWS_OPTIONS,
  SAVED_VIEW_FILTER_FIELDS,
  SAVED_VIEW_OPTIONAL_COLUMNS,
  SAVED_VIEW_SORT_FIELDS,
  type SavedView,
  type SavedViewList,
  type SavedViewState,
} from '@bb/shared'
import { type ListRef, type ListView, listAddress, listDefaults } from '../../applicants/index.ts'

type SortField = SavedViewState['sort']['field']
type FilterField = keyof typeof SAVED_VIEW_FILTER_FIELDS
type Column = SavedViewState['columns'][number]
type Rows = SavedViewState['rows']

const FILTER_ORDER = Object.keys(SAVED_VIEW_FILTER_FIELDS) as FilterField[]

/**
 * What a view keeps of a list's view: sort, rows, rules, the search's text and the columns, each
 * in one order, so two equal views compare equal. The page is no part of it.
 */
export function stateOf(view: ListView & { columns: string[] }, kind: ListRef['kind']): SavedViewState {
  const sortable = (SAVED_VIEW_SORT_FIELDS as readonly string[]).includes(view.sort.field)
  const filters: SavedViewState['filters'] = {}
  for (const field of FILTER_ORDER) {
    const entry = view.filters[field]
    if (entry && entry.rules.length > 0)
      filters[field] = {
        operator: entry.operator,
        rules: entry.rules.map((r) => ({ matchMode: r.matchMode, value: r.value })),
      }
  }
  return {
    sort: sortable
      ? { field: view.sort.field as SortField, order: view.sort.order }
      : (listDefaults(kind).sort as SavedViewState['sort']),
    rows: ((LIST_ROWS_OPTIONS as readonly number[]).includes(view.rows) ? view.rows : 50) as Rows,
    filters,
    term: view.term.trim(),
    columns: SAVED_VIEW_OPTIONAL_COLUMNS.filter((c: Column) => view.columns.includes(c)),
  }
}

/** The list's view a saved state restores, from its first page. */
export const viewOf = (state: SavedViewState): ListView => ({
  page: 1,
  rows: state.rows,
  sort: state.sort,
  filters: Object.fromEntries(
    Object.entries(state.filters).map(([field, f]) => [field, { operator: f.operator, rules: f.rules }]),
  ) as ListView['filters'],
  term: state.term,
  columns: [...state.columns],
})

/** JSON with every object's keys in order: the database keeps a view's keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** Whether a list shows what a view saved (its columns in any order). */
export const sameState = (current: SavedViewState, saved: SavedViewState, kind: ListRef['kind']) =>
  canonical(stateOf({ ...viewOf(current), columns: current.columns }, kind)) ===
  canonical(stateOf({ ...viewOf(saved), columns: saved.columns }, kind))

export const listRefOf = (list: SavedViewList): ListRef =>
  list.kind === 'status' || list.kind === 'group'
    ? { kind: list.kind, filter: list.filter }
    : { kind: list.kind }

export const listOfRef = ({ kind, filter = '' }: ListRef): SavedViewList =>
  kind === 'status' || kind === 'group' ? { kind, filter } : { kind }

export const sameList = (a: SavedViewList, b: SavedViewList) =>
  a.kind === b.kind && ('filter' in a ? a.filter : '') === ('filter' in b ? b.filter : '')

/** The address that opens a view: its list in its state, marked with `ansicht=`. */
export const viewAddress = (view: SavedView) =>
  listAddress(listRefOf(view.list), viewOf(view.state), { ansicht: String(view.id) })
