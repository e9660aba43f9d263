import { note } from '@bb/shared'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'

export const notesQuery = (applicantId: number) =>
  queryOptions({
    queryKey: ['applicants', 'notes', applicantId],
    queryFn: () => api.get('/api/notes/{id}', { params: { id: applicantId }, schema: z.array(note) }),
  })

export const createNote = (applicantId: number, text: string) =>
  api.post('/api/notes', { applicant_id: applicantId, note: text }, { schema: note })
export const updateNote = (id: number, text: string) =>
  api.put('/api/notes/{id}', { note: text }, { params: { id }, schema: note })
export const deleteNote = (id: number) => api.delete('/api/notes/{id}', { params: { id } })
