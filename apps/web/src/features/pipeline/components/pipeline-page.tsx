import './pipeline.css'
import {
  BULK_TEXTS,
  INTERVIEW_STATUS,
  PIPELINE_TEXTS,
  type PipelineBoard,
  type PipelineCard,
  REJECTED_STATUS,
  ROUTES,
} from '@bb/shared'
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { useCallback, useMemo, useRef, useState } from 'react'
import { PageHeader } from '../../../components/page-header.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { answersQuery } from '../../applicants/index.ts'
import { BulkBar } from '../../bulk/index.ts'
import { usePipelineBoard } from '../api/pipeline.ts'
import type { PendingMove } from '../utils/board-state.ts'
import { keyboardMoves } from '../utils/keyboard-moves.ts'
import { CardBody, cardName } from './board-card.tsx'
import { BoardColumn } from './board-column.tsx'
import { InterviewDialog } from './interview-dialog.tsx'
import { RejectDialog } from './reject-dialog.tsx'
import { useBoardSelection } from './use-board-selection.ts'
import { type Settled, useCardMoves } from './use-card-moves.ts'
import { useNarrowing } from './use-narrowing.ts'

/**
 * A card held near the board's edge scrolls it at most 800 px a second (4 px every 5 ms), about a
 * column in a third of a second: the library's default of 2,000 px flung a phone's board past the
 * column the person aimed at before a thumb could pull back.
 */
const AUTO_SCROLL = { acceleration: 4 }

const cardOf = (data: unknown) => (data as { card?: PipelineCard } | undefined)?.card

/**
 * /pipeline: one column per status with its cards, moved by mouse, touch, keyboard or menu; cards
 * or whole columns ticked for the bulk actions of the lists.
 */
export default function PipelinePage() {
  const { narrowing, set } = useNarrowing()
  const ticks = useBoardSelection(narrowing)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const { data: live, error, refetch } = usePipelineBoard(narrowing)
  const [dragged, setDragged] = useState<PipelineCard | null>(null)
  // A card in the hand: the board stays as it was picked up (the server's answer and the moves not
  // yet confirmed alike); polls and confirmations wait until it is put down.
  const held = useRef<{ board: PipelineBoard | undefined; moves: PendingMove[] } | undefined>(undefined)
  const board = dragged && held.current ? held.current.board : live
  const [settled, setSettled] = useState<Settled | null>(null)
  const columns = useMemo(() => board?.columns ?? [], [board])
  const labels = useMemo(() => new Map(columns.map((c) => [c.status, c.label])), [columns])
  const labelOf = useCallback((status: string) => labels.get(status) ?? status, [labels])
  const onSettled = useCallback((s: Settled) => {
    if (s.to === REJECTED_STATUS || s.to === INTERVIEW_STATUS) setSettled(s)
  }, [])
  const { pending: unconfirmed, moveCard, announcement } = useCardMoves(labelOf, onSettled)
  const pending = dragged && held.current ? held.current.moves : unconfirmed

  const statusOrder = useRef<string[]>([])
  statusOrder.current = columns.map((c) => c.status)
  const cardStatus = useRef(new Map<string, string>())
  const keyboard = useMemo(
    () =>
      keyboardMoves(
        () => statusOrder.current,
        (id) => cardStatus.current.get(id),
      ),
    [],
  )
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  )
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardOf(active.data.current)
      return card ? PIPELINE_TEXTS.pickedUp(cardName(card), labelOf(card.status)) : undefined
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active.data.current)
      if (!card) return undefined
      return over
        ? PIPELINE_TEXTS.over(cardName(card), labelOf(String(over.id)))
        : PIPELINE_TEXTS.overNothing(cardName(card))
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active.data.current)
      if (!card) return undefined
      const to = keyboard.target() ?? (over ? String(over.id) : null)
      return to && to !== card.status
        ? PIPELINE_TEXTS.dropped(cardName(card), labelOf(to))
        : PIPELINE_TEXTS.droppedNowhere(cardName(card))
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active.data.current)
      return card ? PIPELINE_TEXTS.cancelled(cardName(card)) : undefined
    },
  }

  const onDragStart = ({ active }: DragStartEvent) => {
    keyboard.reset()
    held.current = { board: live, moves: unconfirmed }
    const card = cardOf(active.data.current)
    if (card) cardStatus.current.set(String(card.id), card.status)
    setDragged(card ?? null)
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // A keyboard drag drops where it was steered, whether or not the layout caught up with it.
    const to = keyboard.target() ?? (over ? String(over.id) : null)
    // Forgotten after this turn, so the announcement of the drop still names the steered column.
    setTimeout(keyboard.reset, 0)
    setDragged(null)
    held.current = undefined
    const card = cardOf(active.data.current)
    if (card && to && to !== card.status) void moveCard(card, to)
  }
  const onDragCancel = () => {
    keyboard.reset()
    setDragged(null)
    held.current = undefined
  }

  const contextOf = useCallback(
    (card: PipelineCard) =>
      card.job_title ??
      (card.profession_group ? (catalogue.profession_group?.[card.profession_group] ?? null) : null),
    [catalogue],
  )
  const jobs = Object.entries(catalogue.job ?? {}).map(([value, label]) => ({ value, label }))
  const groups = Object.entries(catalogue.profession_group ?? {}).map(([value, label]) => ({ value, label }))
  const now = Date.now()
  const targets = columns.map((c) => ({ status: c.status, label: c.label }))
  const statusLabels = Object.fromEntries(targets.map((t) => [t.status, t.label]))
  const wholeColumn = columns.find((c) => c.status === ticks.whole)

  let content: React.ReactNode
  if (error && !board) {
    content = (
      <div className="card empty-state" role="alert">
        <strong>
          {error instanceof ApiError && error.status === 422
            ? error.message
            : 'Die Pipeline konnte nicht geladen werden.'}
        </strong>
        <Button label="Erneut versuchen" size="small" outlined onClick={() => void refetch()} />
      </div>
    )
  } else if (!board) {
    content = (
      <div className="board board--loading" aria-busy="true">
        <p className="muted">Pipeline wird geladen …</p>
      </div>
    )
  } else {
    content = (
      <DndContext
        sensors={sensors}
        autoScroll={AUTO_SCROLL}
        collisionDetection={keyboard.collisionDetection}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: PIPELINE_TEXTS.dragInstructions },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <section className={dragged ? 'board board--holding' : 'board'} aria-label="Pipeline-Spalten">
          {columns.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              narrowing={narrowing}
              moves={pending}
              columns={targets}
              contextOf={contextOf}
              canMove={board.can_move}
              onMove={moveCard}
              now={now}
              selection={ticks}
            />
          ))}
        </section>
        <DragOverlay>
          {dragged ? (
            <article className="board-card board-card--overlay" aria-hidden="true">
              <CardBody card={dragged} context={contextOf(dragged)} now={now} />
            </article>
          ) : null}
        </DragOverlay>
      </DndContext>
    )
  }

  return (
    <div className="pipeline-page">
      <PageHeader
        title={ROUTES.pipeline.title}
        actions={
          <div className="pipeline-filters">
            <div className="form-field">
              <label htmlFor="pipeline-job">Stelle</label>
              <Dropdown
                inputId="pipeline-job"
                value={narrowing.stelle ?? null}
                options={jobs}
                onChange={(e) => set('stelle', (e.value as string | null) ?? null)}
                showClear
                filter={jobs.length > 8}
                placeholder="Alle Stellen"
              />
            </div>
            <div className="form-field">
              <label htmlFor="pipeline-group">Berufsgruppe</label>
              <Dropdown
                inputId="pipeline-group"
                value={narrowing.berufsgruppe ?? null}
                options={groups}
                onChange={(e) => set('berufsgruppe', (e.value as string | null) ?? null)}
                showClear
                placeholder="Alle Berufsgruppen"
              />
            </div>
          </div>
        }
      />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {content}
      {board ? (
        <BulkBar
          selection={ticks.selection}
          total={wholeColumn?.total ?? 0}
          capped={false}
          allSelectedText={
            wholeColumn ? BULK_TEXTS.columnSelected(wholeColumn.total, wholeColumn.label) : undefined
          }
          statuses={statusLabels}
          jobs={catalogue.job ?? {}}
          canWrite={board.can_move}
        />
      ) : null}
      {settled?.to === REJECTED_STATUS ? (
        <RejectDialog card={settled.card} onClose={() => setSettled(null)} />
      ) : null}
      {settled?.to === INTERVIEW_STATUS ? (
        <InterviewDialog card={settled.card} onClose={() => setSettled(null)} />
      ) : null}
    </div>
  )
}
