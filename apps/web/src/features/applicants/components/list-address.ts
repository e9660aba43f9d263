import { routeHref } from '@bb/shared'
import { type ListField, type ListView, listViewSearch, parseListView } from '../api/list-url.ts'
import { LIST_COLUMNS } from './list-columns.ts'
import { DEFAULT_SORT, defaultView, type ListKind, TRASH_SORT } from './list-request.ts'

/** A list of the navigation: its kind and, for a status or occupation-group list, the slug. */
export interface ListRef {
  kind: ListKind
  filter?: string
}

const COLUMNS_KEY = 'bb.applicant-columns'
/** The trash is also sorted by when an applicant was deleted. */
const TRASH_FIELDS: ListField[] = [...LIST_COLUMNS, { field: 'deleted_at', kind: 'date', sortable: true }]

/** The optional columns this browser chose last (a list's address without `spalten=`). */
export function storedColumns(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(COLUMNS_KEY) ?? 'null')
    return Array.isArray(saved) ? saved.map(String) : []
  } catch {
    return []
  }
}

export function storeColumns(fields: string[]) {
  try {
    localStorage.setItem(COLUMNS_KEY, JSON.stringify(fields))
  } catch {
    // not remembered; an address with `spalten=` still holds them
  }
}

/** A list's view when its address says nothing. */
export const listDefaults = (kind: ListKind): ListView =>
  defaultView(kind === 'deleted' ? TRASH_SORT : DEFAULT_SORT)

export function listPath({ kind, filter = '' }: ListRef): string {
  switch (kind) {
    case 'all':
      return routeHref('home')
    case 'status':
      return routeHref('byStatus', { filter })
    case 'group':
      return routeHref('byProfessionGroup', { filter })
    case 'followed':
      return routeHref('followed')
    case 'qualified':
      return routeHref('qualified')
    case 'deleted':
      return routeHref('deleted')
  }
}

/** The view an address shows, with the columns on screen (the address's, else this browser's). */
export function addressedListView(kind: ListKind, search: string): ListView & { columns: string[] } {
  const view = parseListView(
    new URLSearchParams(search),
    kind === 'deleted' ? TRASH_FIELDS : LIST_COLUMNS,
    listDefaults(kind),
  )
  return { ...view, columns: view.columns ?? storedColumns() }
}

/**
 * The address of a list in a view, written as the list itself writes it (so opening it rewrites
 * nothing); `extra` keys (`ansicht=`) come first.
 */
export function listAddress(list: ListRef, view: ListView, extra: Record<string, string> = {}): string {
  return `${listPath(list)}${listViewSearch(view, listDefaults(list.kind), new URLSearchParams(extra))}`
}
