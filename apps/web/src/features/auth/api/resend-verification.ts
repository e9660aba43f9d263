import { messageResponse } from '@bb/shared'
import { api } from '../../../lib/api.ts'

export const resendVerification = () =>
  api.post('/email/verification-notification', {}, { schema: messageResponse, globalHandling: false })
