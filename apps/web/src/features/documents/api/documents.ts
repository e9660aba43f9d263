import { type ApplicantDocument, document, documentCategory, type UpdateDocumentBody } from '@bb/shared'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { useRefreshApplicants } from '../../../lib/query-client.ts'
import { uploadWithProgress } from '../../../lib/upload.ts'

/** The query keys of documents; an applicant's documents sit under the applicant (tabs, history). */
export const documentKeys = {
  list: (applicantId: number) => ['applicants', 'documents', applicantId] as const,
  categories: ['document-categories'] as const,
}

export const documentsQuery = (applicantId: number) =>
  queryOptions({
    queryKey: documentKeys.list(applicantId),
    queryFn: () =>
      api.get('/api/documents/{applicantId}', { params: { applicantId }, schema: z.array(document) }),
  })

export const categoriesQuery = queryOptions({
  queryKey: documentKeys.categories,
  queryFn: () => api.get('/api/document-categories', { schema: z.array(documentCategory) }),
  staleTime: 5 * 60_000,
})

export const downloadUrl = (id: number, inline = false) =>
  `${api.baseUrl}${api.path('get', '/api/document-download/{id}', { params: { id }, query: { inline: inline ? '1' : undefined } })}`

/** `PUT /api/document/{id}`: name and category. */
export function useUpdateDocument() {
  const refresh = useRefreshApplicants()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDocumentBody }) =>
      api.put('/api/document/{id}', body, { params: { id }, schema: document }),
    onSuccess: refresh,
  })
}

/** `DELETE /api/document/{id}`; the list refreshes also after a failure (it may be gone already). */
export function useDeleteDocument() {
  const refresh = useRefreshApplicants()
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/document/{id}', { params: { id } }),
    onSettled: refresh,
  })
}

/** `POST /api/document/{id}`, one file; several may run at once, each with its own progress. */
export function useUploadDocument(applicantId: number) {
  const refresh = useRefreshApplicants()
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadDocument(applicantId, file, onProgress),
    onSuccess: refresh,
  })
}

/** One file with its applicant, as multipart with progress. */
function uploadDocument(
  applicantId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ApplicantDocument> {
  const form = new FormData()
  form.append('applicant_id', String(applicantId))
  form.append('file', file, file.name)
  return uploadWithProgress({
    path: api.path('post', '/api/document/{id}', { params: { id: applicantId } }),
    form,
    onProgress,
    schema: document,
    okStatus: 201,
  })
}
