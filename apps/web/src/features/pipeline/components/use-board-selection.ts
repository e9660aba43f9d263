import type { BulkListSelection, PipelineCard } from '@bb/shared'
import { useCallback, useMemo, useRef } from 'react'
import { useBulkSelection } from '../../bulk/index.ts'
import type { Narrowing } from '../utils/narrowing.ts'

/** The board's narrowing as a bulk selection's filter: one job, one occupation group. */
export const narrowingSelection = ({ stelle, berufsgruppe }: Narrowing): BulkListSelection => ({
  ...(stelle ? { job: stelle } : {}),
  ...(berufsgruppe ? { profession_group: berufsgruppe } : {}),
})

/**
 * The cards ticked on the board, or one whole column by its filter (its status and the board's
 * narrowing), so the cards a column has not loaded yet are in it too. Forgotten when the narrowing
 * changes. Unticking a card of a whole column keeps the column's loaded cards ticked, as unticking
 * a row of „Alle Treffer“ keeps the page.
 */
export function useBoardSelection({ stelle, berufsgruppe }: Narrowing) {
  const base = useMemo(() => narrowingSelection({ stelle, berufsgruppe }), [stelle, berufsgruppe])
  const selection = useBulkSelection(JSON.stringify(base), base)
  // The ids each column has loaded, for unticking one card of a whole column.
  const loaded = useRef(new Map<string, readonly number[]>())
  const latest = useRef(selection)
  latest.current = selection
  const whole = selection.model.all ? selection.model.part?.key : undefined

  // Stable, so a card re-renders only when its own tick changes.
  const toggleCard = useCallback((card: PipelineCard) => {
    const current = latest.current
    const column = current.model.all ? current.model.part?.key : undefined
    current.toggle(card.id, column ? (loaded.current.get(column) ?? []) : [])
  }, [])
  /** On: the whole column by its filter. Off: the column's cards leave the selection, the rest stays. */
  const toggleColumn = useCallback(
    (status: string, on: boolean, cardIds: number[]) => {
      const current = latest.current
      if (on) current.selectAll({ key: status, query: { ...base, status } })
      else if (current.model.all) current.clear()
      else current.setPage(cardIds, false)
    },
    [base],
  )
  const register = useCallback((status: string, ids: readonly number[]) => {
    loaded.current.set(status, ids)
  }, [])
  const { ids } = selection.model

  return {
    selection,
    /** The status of the column chosen as a whole, if one is. */
    whole,
    isTicked: (card: PipelineCard) => selection.isSelected(card.id, card.status),
    /**
     * A column's header box: ticked when the column is chosen as a whole or every one of its cards
     * is ticked (all loaded), half-ticked when some are.
     */
    columnState: (status: string, cardIds: readonly number[], total: number): boolean | 'mixed' => {
      if (whole === status) return true
      const ticked = cardIds.filter((id) => ids.has(id)).length
      if (ticked === 0) return false
      return ticked === cardIds.length && cardIds.length >= total ? true : 'mixed'
    },
    toggleCard,
    toggleColumn,
    register,
  }
}
export type BoardSelection = ReturnType<typeof useBoardSelection>
