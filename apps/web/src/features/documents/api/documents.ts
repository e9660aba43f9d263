import { type ApplicantDocument, document, documentCategory } from '@bb/shared'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api, handleStatus } from '../../../lib/api.ts'
import { ApiError } from '../../../lib/api-client.ts'

export const documentsQuery = (applicantId: number) =>
  queryOptions({
    queryKey: ['applicants', 'documents', applicantId],
    queryFn: () =>
      api.get('/api/documents/{applicantId}', { params: { applicantId }, schema: z.array(document) }),
  })

export const categoriesQuery = queryOptions({
  queryKey: ['document-categories'],
  queryFn: () => api.get('/api/document-categories', { schema: z.array(documentCategory) }),
  staleTime: 5 * 60_000,
})

export const downloadUrl = (id: number, inline = false) =>
  `${api.baseUrl}${api.path('get', '/api/document-download/{id}', { params: { id }, query: { inline: inline ? '1' : undefined } })}`

export const updateDocument = (id: number, body: { name?: string; category_id?: number | null }) =>
  api.put('/api/document/{id}', body, { params: { id }, schema: document })
export const deleteDocument = (id: number) => api.delete('/api/document/{id}', { params: { id } })

/**
 * Multipart upload with progress (fetch cannot report upload progress, XHR can). Same CSRF and
 * status rules as every other mutation; never retried.
 */
export async function uploadDocument(
  applicantId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ApplicantDocument> {
  const headers = await api.mutationHeaders()
  const path = api.path('post', '/api/document/{id}', { params: { id: applicantId } })
  const form = new FormData()
  form.append('applicant_id', String(applicantId))
  form.append('file', file, file.name)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${api.baseUrl}${path}`)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onerror = () => reject(new ApiError(0, 'Die Verbindung ist abgebrochen.'))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status === 201) return resolve(document.parse(body))
      handleStatus(xhr.status, 'POST', path)
      const message =
        (body as { message?: string } | undefined)?.message ?? `Hochladen fehlgeschlagen (${xhr.status})`
      reject(new ApiError(xhr.status, message))
    }
    xhr.send(form)
  })
}
