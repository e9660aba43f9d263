import { BULK_TEXTS, PIPELINE_TEXTS, type PipelineCard, type PipelineColumn } from '@bb/shared'
import { useDroppable } from '@dnd-kit/core'
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import { countLabel, formatNumber } from '../../../lib/format.ts'
import { BulkCheckbox } from '../../bulk/index.ts'
import { type Narrowing, useColumnPages } from '../api/pipeline.ts'
import { columnView, type PendingMove } from '../utils/board-state.ts'
import { BoardCard, type CardProps } from './board-card.tsx'
import type { BoardSelection } from './use-board-selection.ts'

const CARD_HEIGHT = 112
/** A column not laid out (no height yet) is measured as this tall, so its first cards still render. */
const FALLBACK_HEIGHT = 800

function observeRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT }),
  )
}

interface ColumnProps extends Omit<CardProps, 'card' | 'context' | 'targets' | 'ticked' | 'onTick'> {
  column: PipelineColumn
  narrowing: Narrowing
  moves: readonly PendingMove[]
  columns: ReadonlyArray<{ status: string; label: string }>
  contextOf: (card: PipelineCard) => string | null
  selection: BoardSelection
}

/**
 * One status: its count, and its cards in a scrolled, virtualised list (only the cards in sight
 * and a few around them are in the page), paged from the server as the list nears its end. Its
 * header's checkbox chooses the whole column for a bulk action, the cards not loaded included.
 */
export function BoardColumn({
  column,
  narrowing,
  moves,
  columns,
  contextOf,
  selection,
  ...card
}: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status, data: { label: column.label } })
  const pages = useColumnPages(narrowing, column.status, column.next)
  const more = pages.data?.pages.map((p) => p.cards) ?? []
  const { cards, total } = columnView(column, more, moves)
  const hasMore = column.next !== null && (pages.data === undefined || pages.hasNextPage)
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_HEIGHT,
    overscan: 4,
    getItemKey: (index) => cards[index]?.id ?? index,
    observeElementRect: observeRect,
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items[items.length - 1]?.index ?? -1
  const { fetchNextPage, refetch, isFetching } = pages
  useEffect(() => {
    if (!hasMore || isFetching || lastShown < cards.length - 5) return
    void (pages.data === undefined ? refetch() : fetchNextPage())
  }, [hasMore, isFetching, lastShown, cards.length, pages.data, refetch, fetchNextPage])
  const targets = columns.filter((c) => c.status !== column.status)
  const headingId = `board-column-${column.status}`
  const cardIds = cards.map((c) => c.id)
  // Cheap (one map entry), so after every render: the loaded cards as the selection knows them.
  useEffect(() => selection.register(column.status, cardIds))

  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'board-column board-column--over' : 'board-column'}
      aria-labelledby={headingId}
      data-status={column.status}
    >
      <div className="board-column__head">
        {total > 0 ? (
          <BulkCheckbox
            label={BULK_TEXTS.selectColumn(total, column.label)}
            title={BULK_TEXTS.selectColumn(total, column.label)}
            state={selection.columnState(column.status, cardIds, total)}
            onChange={(on) => selection.toggleColumn(column.status, on, cardIds)}
          />
        ) : (
          <span className="bulk-check" aria-hidden="true" />
        )}
        <h2 id={headingId} className="board-column__title">
          <span className="board-column__dot" style={{ background: column.color }} aria-hidden="true" />
          <span className="board-column__label">{column.label}</span>
          <span className="board-column__count">
            <span aria-hidden="true">{formatNumber(total)}</span>
            <span className="sr-only">{countLabel(total, 'Bewerber:in', 'Bewerber:innen')}</span>
          </span>
        </h2>
      </div>
      <div ref={scroller} className="board-column__scroll">
        {cards.length === 0 ? <p className="board-column__empty">{PIPELINE_TEXTS.empty}</p> : null}
        <div className="board-column__inner" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const shown = cards[item.index]
            if (!shown) return null
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="board-column__slot"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <BoardCard
                  card={shown}
                  context={contextOf(shown)}
                  targets={targets}
                  ticked={selection.isTicked(shown)}
                  onTick={selection.toggleCard}
                  {...card}
                />
              </div>
            )
          })}
        </div>
        {hasMore && isFetching ? (
          <p className="board-column__loading">Weitere Karten werden geladen …</p>
        ) : null}
      </div>
    </section>
  )
}
