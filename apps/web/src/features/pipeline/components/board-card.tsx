import { BULK_TEXTS, daysInStatusText, PIPELINE_TEXTS, type PipelineCard, routeHref } from '@bb/shared'
import { useDraggable } from '@dnd-kit/core'
import { Button } from 'primereact/button'
import { Menu } from 'primereact/menu'
import { memo, useRef } from 'react'
import { Link } from 'react-router'
import { formatNumber } from '../../../lib/format.ts'
import { BulkCheckbox } from '../../bulk/index.ts'
import { daysSince } from '../utils/board-state.ts'

export interface CardProps {
  card: PipelineCard
  /** The job's title, else the occupation group's label. */
  context: string | null
  canMove: boolean
  /** The other columns a card can go to, for „Verschieben nach …“. */
  targets: ReadonlyArray<{ status: string; label: string }>
  onMove: (card: PipelineCard, to: string) => void
  now: number
  /** Ticked for a bulk action. */
  ticked: boolean
  onTick: (card: PipelineCard) => void
}

/** A press on the card's checkbox is a tick, never the start of a drag (mouse or touch). */
const keepFromDrag = (event: React.SyntheticEvent) => event.stopPropagation()

export const cardName = (card: Pick<PipelineCard, 'first_name' | 'last_name'>) =>
  `${card.first_name} ${card.last_name}`

/** What a card shows: name (opens the applicant), job or group, rating, days in status, followers. */
export function CardBody({ card, context, now }: Pick<CardProps, 'card' | 'context' | 'now'>) {
  return (
    <>
      <Link className="board-card__name" to={routeHref('applicant', { userid: card.id })}>
        {cardName(card)}
      </Link>
      {context ? <span className="board-card__context">{context}</span> : null}
      <span className="board-card__meta">
        {card.average_rating !== null ? (
          <span>
            <i className="pi pi-star-fill" aria-hidden="true" />
            <span className="sr-only">Durchschnittliche Bewertung </span>{' '}
            {formatNumber(card.average_rating, 1)}
          </span>
        ) : null}
        <span title="Im aktuellen Status">{daysInStatusText(daysSince(card.status_since, now))}</span>
        {card.followers.length > 0 ? (
          <span className="board-card__followers">
            <span className="sr-only">Gefolgt von {card.followers.join(', ')}</span>
            {card.followers.map((initials, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two followers may share initials
              <span key={i} className="board-card__avatar" aria-hidden="true">
                {initials}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </>
  )
}

/**
 * A card: dragged by mouse (after a few pixels, so a click still opens the applicant), by touch
 * (after a short press, so a swipe still scrolls) and by keyboard from its handle; and moved from
 * its menu „Verschieben nach …“ by anyone who cannot drag. Its checkbox ticks it for a bulk
 * action (Space toggles it; only the handle picks a card up), a ticked card still moves alone.
 */
export const BoardCard = memo(function BoardCard({
  card,
  context,
  canMove,
  targets,
  onMove,
  now,
  ticked,
  onTick,
}: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: String(card.id),
    data: { card },
    disabled: !canMove,
  })
  const menu = useRef<Menu>(null)
  const name = cardName(card)
  const { onKeyDown, ...pointerListeners } = listeners ?? {}
  return (
    <article
      ref={setNodeRef}
      className={`board-card${isDragging ? ' board-card--dragging' : ''}${ticked ? ' board-card--ticked' : ''}`}
      aria-label={name}
      {...(canMove ? pointerListeners : {})}
    >
      <div className="board-card__head">
        <BulkCheckbox
          className="board-card__check"
          label={BULK_TEXTS.selectRow(name)}
          state={ticked}
          onChange={() => onTick(card)}
          onMouseDown={keepFromDrag}
          onTouchStart={keepFromDrag}
          onPointerDown={keepFromDrag}
        />
        <CardBody card={card} context={context} now={now} />
        {canMove ? (
          <div className="board-card__tools">
            <button
              type="button"
              ref={setActivatorNodeRef}
              className="board-card__handle"
              {...attributes}
              onKeyDown={onKeyDown as React.KeyboardEventHandler<HTMLButtonElement> | undefined}
              aria-label={`${name} verschieben`}
            >
              <i className="pi pi-arrows-alt" aria-hidden="true" />
            </button>
            <Menu
              ref={menu}
              popup
              model={targets.map((t) => ({ label: t.label, command: () => onMove(card, t.status) }))}
              aria-label={`${PIPELINE_TEXTS.moveMenu} (${name})`}
            />
            <Button
              icon="pi pi-ellipsis-v"
              text
              rounded
              size="small"
              aria-label={`${PIPELINE_TEXTS.moveMenu} (${name})`}
              aria-haspopup="menu"
              onClick={(event) => menu.current?.toggle(event)}
            />
          </div>
        ) : null}
      </div>
    </article>
  )
})
