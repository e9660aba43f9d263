import { type CvSuggestions, cvSuggestions } from '@bb/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { uploadWithProgress } from '../../../lib/upload.ts'

/** `POST /api/cv-suggestions`: one CV read by the server, nothing kept there. */
export function useCvSuggestions() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const form = new FormData()
      form.append('file', file, file.name)
      return uploadWithProgress<CvSuggestions>({
        path: api.path('post', '/api/cv-suggestions'),
        form,
        onProgress,
        schema: cvSuggestions,
        okStatus: 200,
      })
    },
  })
}
