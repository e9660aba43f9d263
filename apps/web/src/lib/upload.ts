import type { z } from 'zod'
import { api, handleStatus } from './api.ts'
import { ApiError } from './api-client.ts'

/**
 * A multipart upload with progress (fetch cannot report upload progress, XHR can). Same CSRF and
 * status rules as every other mutation; never retried. `path` is the filled path of the route.
 */
export async function uploadWithProgress<T>({
  path,
  form,
  onProgress,
  schema,
  okStatus,
}: {
  path: string
  form: FormData
  onProgress: (fraction: number) => void
  schema: z.ZodType<T>
  okStatus: number
}): Promise<T> {
  const headers = await api.mutationHeaders()
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
      if (xhr.status === okStatus) return resolve(schema.parse(body))
      handleStatus(xhr.status, 'POST', path)
      const answer = body as { message?: string; errors?: Record<string, string[]> } | undefined
      const message = answer?.message ?? `Hochladen fehlgeschlagen (${xhr.status})`
      reject(new ApiError(xhr.status, message, answer?.errors ?? {}, body))
    }
    xhr.send(form)
  })
}
