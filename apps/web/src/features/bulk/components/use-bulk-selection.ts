import type { BulkListSelection, BulkSelection } from '@bb/shared'
import { useCallback, useMemo, useState } from 'react'

export interface BulkSelectionModel {
  /** Every row of the list as it is filtered („Alle N Treffer“), not only the ticked ones. */
  all: boolean
  ids: ReadonlySet<number>
}

const EMPTY: BulkSelectionModel = { all: false, ids: new Set() }

/**
 * The rows ticked in a list, or all its hits. Forgotten when the list or its filter changes
 * (`scope`): a selection always means rows of what is on the screen.
 */
export function useBulkSelection(scope: string, query: BulkListSelection) {
  const [state, setState] = useState<{ scope: string; model: BulkSelectionModel }>({ scope, model: EMPTY })
  const model = state.scope === scope ? state.model : EMPTY
  const set = useCallback((next: BulkSelectionModel) => setState({ scope, model: next }), [scope])

  const toggle = useCallback(
    (id: number, pageIds: number[]) => {
      // Unticking one row of „all hits“ keeps the rest of this page ticked.
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
    if (model.all) return { type: 'filter', query }
    return model.ids.size > 0 ? { type: 'ids', ids: [...model.ids] } : null
  }, [model, query])

  return {
    model,
    selection,
    isSelected: (id: number) => model.all || model.ids.has(id),
    toggle,
    setPage,
    selectAll: () => set({ all: true, ids: new Set() }),
    clear: () => set(EMPTY),
  }
}
export type BulkSelectionApi = ReturnType<typeof useBulkSelection>
