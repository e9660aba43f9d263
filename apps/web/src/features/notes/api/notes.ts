import { note } from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'

/** The query keys of this feature; notes sit under the applicant, so they go with its queries. */
export const noteKeys = {
  all: ['applicants', 'notes'] as const,
  list: (applicantId: number) => [...noteKeys.all, applicantId] as const,
}

export const notesQuery = (applicantId: number) =>
  queryOptions({
    queryKey: noteKeys.list(applicantId),
    queryFn: () => api.get('/api/notes/{id}', { params: { id: applicantId }, schema: z.array(note) }),
  })

/**
 * A note write changes the list and what the applicant's screens count and show (tabs, history),
 * so every applicant query refreshes. The write does not wait for that refetch: its toast and the
 * closing layer come at once.
 */
function useRefreshApplicant() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['applicants'] })
  }
}

/** `POST /api/notes` for a new note (`id: null`), `PUT /api/notes/{id}` for an edit. */
export function useSaveNote(applicantId: number) {
  const refresh = useRefreshApplicant()
  return useMutation({
    mutationFn: ({ id, text }: { id: number | null; text: string }) =>
      id === null
        ? api.post('/api/notes', { applicant_id: applicantId, note: text }, { schema: note })
        : api.put('/api/notes/{id}', { note: text }, { params: { id }, schema: note }),
    onSuccess: refresh,
  })
}

/** `DELETE /api/notes/{id}`; the list refreshes also after a failure (the note may be gone already). */
export function useDeleteNote() {
  const refresh = useRefreshApplicant()
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/notes/{id}', { params: { id } }),
    onSettled: refresh,
  })
}
