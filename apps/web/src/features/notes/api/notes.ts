import { note } from '@bb/shared'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { useRefreshApplicants } from '../../../lib/query-client.ts'

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

/** `POST /api/notes` for a new note (`id: null`), `PUT /api/notes/{id}` for an edit. */
export function useSaveNote(applicantId: number) {
  const refresh = useRefreshApplicants()
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
  const refresh = useRefreshApplicants()
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/notes/{id}', { params: { id } }),
    onSettled: refresh,
  })
}
