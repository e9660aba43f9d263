import { useCallback, useEffect, useMemo } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { useQueryWriter } from '../../../lib/use-query-writer.ts'
import { type ListField, type ListView, listViewSearch, parseListView } from '../api/list-url.ts'

type Sort = ListView['sort']

function storedSort(key: string, fields: ListField[]): Sort | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Sort> | null
    const known = fields.some((f) => f.sortable && f.field === saved?.field)
    if (saved && known && (saved.order === 'asc' || saved.order === 'desc'))
      return { field: String(saved.field), order: saved.order }
  } catch {
    // storage unavailable or spoilt: the list's default
  }
  return undefined
}

/**
 * The view of a list (page, rows, sort, filter rules) lives in the address (list-url.ts). An
 * address without a sort shows the sort this browser last chose on these lists when the person
 * came through a link of the app, and the list's own default on Back, reload or a pasted address,
 * so those always show what the address meant. Whatever the address does not say cleanly is
 * rewritten in place (no history entry).
 */
export function useListView(storageKey: string, fields: ListField[], defaults: ListView) {
  const location = useLocation()
  const navigate = useNavigate()
  const navigationType = useNavigationType()
  const { search, hash } = location
  const fromApp = navigationType === 'PUSH'

  // The address changes with every change a person makes, and so does what is remembered.
  const viewOf = useCallback(
    (address: string) => {
      const remembered = fromApp ? storedSort(storageKey, fields) : undefined
      return parseListView(new URLSearchParams(address), fields, {
        ...defaults,
        sort: remembered ?? defaults.sort,
      })
    },
    [fields, defaults, fromApp, storageKey],
  )
  const view = useMemo(() => viewOf(search), [viewOf, search])
  const { from, write } = useQueryWriter()
  const canonical = listViewSearch(view, defaults, new URLSearchParams(search))
  useEffect(() => {
    if (canonical !== search)
      navigate({ search: canonical, hash }, { replace: true, preventScrollReset: true })
  }, [canonical, search, hash, navigate])

  /** A person's change is a history entry, so Back returns to the view before it. */
  const update = useCallback(
    (next: Partial<ListView>, options: { replace?: boolean } = {}) => {
      if (next.sort) {
        try {
          localStorage.setItem(storageKey, JSON.stringify(next.sort))
        } catch {
          // not remembered; the address still holds it
        }
      }
      const address = from()
      const target = listViewSearch({ ...viewOf(address), ...next }, defaults, new URLSearchParams(address))
      write(target, { replace: options.replace, preventScrollReset: true })
    },
    [viewOf, defaults, storageKey, from, write],
  )
  return { view, update }
}
