import { messageResponse } from '@bb/shared'
import { api } from '../../../lib/api.ts'

export const requestPasswordReset = (email: string) =>
  api.post('/forgot-password', { email }, { schema: messageResponse, globalHandling: false })
