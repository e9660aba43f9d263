import type { ListParams } from '../api/list-params.ts'
import { DEFAULT_ROWS, type ListView, parseListView, serverFilters } from '../api/list-url.ts'
import { LIST_COLUMNS } from './list-columns.ts'

export type ListKind = 'all' | 'status' | 'group' | 'followed' | 'qualified' | 'deleted'
export type ListBase = Omit<ListParams, 'page' | 'per_page' | 'sort' | 'order' | 'filters' | 'q'>

export const DEFAULT_SORT: ListView['sort'] = { field: 'updated_at', order: 'desc' }
/** The trash lists the most recently deleted first. */
export const TRASH_SORT = { field: 'deleted_at', order: 'desc' } as const

/** A list's view when its address says nothing: the first page of 50 in the list's own sort. */
export const defaultView = (sort: ListView['sort'] = DEFAULT_SORT): ListView => ({
  page: 1,
  rows: DEFAULT_ROWS,
  sort,
  filters: {},
  term: '',
})

/** What a list asks the server apart from its view: the endpoint and the list's own filter. */
export function listBase(kind: ListKind, filter: string): ListBase {
  return {
    endpoint:
      kind === 'followed'
        ? '/api/followed-applicants'
        : kind === 'qualified'
          ? '/api/qualified-applicants'
          : '/api/applicants',
    ...(kind === 'status' ? { status: filter } : {}),
    ...(kind === 'group' ? { profession_group: filter } : {}),
    ...(kind === 'deleted' ? { deleted: true } : {}),
  }
}

/** The request of one page of a list in a view. */
export const listParams = (base: ListBase, view: ListView): ListParams => ({
  ...base,
  page: view.page,
  per_page: view.rows,
  sort: view.sort.field,
  order: view.sort.order,
  filters: serverFilters(view.filters),
  q: view.term || undefined,
})

/**
 * The page of a list its address names (`?seite=…&filter=…`): what the screen asks for first, so
 * whatever asks ahead of the screen asks for the very same thing.
 */
export const addressedPage = (kind: ListKind, filter: string, search: string): ListParams =>
  listParams(listBase(kind, filter), parseListView(new URLSearchParams(search), LIST_COLUMNS, defaultView()))

/** The one job an address narrows the list to (`filter=stelle:gleich:<slug>`, a navigation item's), if any. */
export function addressedJob(search: string): string | undefined {
  const job = parseListView(new URLSearchParams(search), LIST_COLUMNS, defaultView()).filters.job
  const rule = job?.rules.length === 1 ? job.rules[0] : undefined
  return rule?.matchMode === 'equals' ? rule.value : undefined
}
