import type { PipelineCard } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { BookDialog } from '../../interviews/index.ts'
import { applicantQuery } from '../api/pipeline.ts'

/** After a move into „Vorstellungsgespräch“: the booking dialog for this applicant (a free slot, an invitation). */
export function InterviewDialog({ card, onClose }: { card: PipelineCard; onClose: () => void }) {
  const { data: person } = useQuery(applicantQuery(card.id))
  if (!person) return null
  return <BookDialog applicant={person} slot={null} moving={null} onClose={onClose} />
}
