import type { BulkListSelection, BulkSelection } from '@bb/shared'
import { useCallback, useMemo, useState } from 'react'

/** A part of the screen chosen as a whole by its own filter: a board's column (`key` its status). */
export interface BulkPart {
  key: string
  query: BulkListSelection
}

export interface BulkSelectionModel {
  /** Every row of the list as it is filtered („Alle N Treffer“), not only the ticked ones. */
  all: boolean
  /** With `all`: only this part of the screen, by its filter (else the whole list's filter). */
  part?: BulkPart
  ids: ReadonlySet<number>
}

const EMPTY: BulkSelectionModel = { all: false, ids: new Set() }

/**
 * The rows ticked in a list, or all its hits, or all of one part of it (a board's column).
 * Forgotten when the list or its filter changes (`scope`): a selection always means rows of what
 * is on the screen.
 */
export function useBulkSelection(scope: string, query: BulkListSelection) {
  const [state, setState] = useState<{ scope: string; model: BulkSelectionModel }>({ scope, model: EMPTY })
  const model = state.scope === scope ? state.model : EMPTY
  const set = useCallback((next: BulkSelectionModel) => setState({ scope, model: next }), [scope])

  const toggle = useCallback(
    (id: number, pageIds: readonly number[]) => {
      // Unticking one row of „all hits“ keeps the rest of this page (the part's loaded rows) ticked.
      const ids = new Set(model.all ? pageIds : model.ids)
      if (ids.has(id)) ids.delete(id)
      else ids.add(id)
      set({ all: false, ids })
    },
    [model, set],
  )
  const setPage = useCallback(
    (pageIds: number[], on: boolean) => {
      const ids = new Set(model.all ? [] : model.ids)
      for (const id of pageIds) on ? ids.add(id) : ids.delete(id)
      set({ all: false, ids })
    },
    [model, set],
  )
  const selection = useMemo<BulkSelection | null>(() => {
    if (model.all) return { type: 'filter', query: model.part?.query ?? query }
    return model.ids.size > 0 ? { type: 'ids', ids: [...model.ids] } : null
  }, [model, query])

  return {
    model,
    selection,
    /** `part`: the part of the screen the row is in, when a part can be chosen as a whole. */
    isSelected: (id: number, part?: string) =>
      model.all ? model.part === undefined || model.part.key === part : model.ids.has(id),
    toggle,
    setPage,
    /** All hits of the list, or all of one part of it by that part's filter. */
    selectAll: (part?: BulkPart) => set({ all: true, ...(part ? { part } : {}), ids: new Set() }),
    clear: () => set(EMPTY),
  }
}
export type BulkSelectionApi = ReturnType<typeof useBulkSelection>
