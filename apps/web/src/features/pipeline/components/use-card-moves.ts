import { PIPELINE_TEXTS, type PipelineCard, TOAST_TITLES } from '@bb/shared'
import { useCallback, useState } from 'react'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { useMoveCard } from '../api/pipeline.ts'
import type { PendingMove } from '../utils/board-state.ts'
import { cardName } from './board-card.tsx'

/** What follows a confirmed move into a status that asks for more (rejection, interview). */
export interface Settled {
  card: PipelineCard
  to: string
}

/**
 * Moves with their optimistic display: the card is shown in its new column at once; the server's
 * refusal (a 409 when someone else moved it first, a 403, no connection) takes it back with a
 * German toast. A confirmed move stays shown until the board has been read again.
 */
export function useCardMoves(labelOf: (status: string) => string, onSettled: (settled: Settled) => void) {
  const toast = useToast()
  const move = useMoveCard()
  const [pending, setPending] = useState<PendingMove[]>([])
  const [announcement, setAnnouncement] = useState('')

  const moveCard = useCallback(
    async (card: PipelineCard, to: string) => {
      if (card.status === to) return
      const entry: PendingMove = { card, from: card.status, to }
      setPending((all) => [...all.filter((m) => m.card.id !== card.id), entry])
      const drop = () => setPending((all) => all.filter((m) => m !== entry))
      try {
        await move.mutateAsync({ id: card.id, from: card.status, to })
        drop()
        setAnnouncement(PIPELINE_TEXTS.moved(cardName(card), labelOf(to)))
        onSettled({ card: { ...card, status: to }, to })
      } catch (caught) {
        drop()
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: failureText(caught, PIPELINE_TEXTS.moveFailed),
        })
      }
    },
    [move, toast, labelOf, onSettled],
  )
  return { pending, moveCard, announcement }
}
