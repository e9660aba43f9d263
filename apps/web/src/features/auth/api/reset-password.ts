import { messageResponse } from '@bb/shared'
import { api } from '../../../lib/api.ts'

export const resetPassword = (body: {
  token: string
  email: string
  password: string
  password_confirmation: string
}) => api.post('/reset-password', body, { schema: messageResponse, globalHandling: false })
