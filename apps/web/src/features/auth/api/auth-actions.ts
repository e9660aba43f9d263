import { type LoginBody, messageResponse, type User, user as userSchema } from '@bb/shared'
import { api, forgetTokenCookie } from '../../../lib/api.ts'
import { navigateTo } from '../../../lib/navigation.ts'
import { queryClient } from '../../../lib/query-client.ts'

export async function login(body: LoginBody): Promise<User> {
  const loggedIn = await api.post('/login-user', body, { schema: userSchema, globalHandling: false })
  queryClient.setQueryData(['user'], loggedIn)
  return loggedIn
}

/**
 * Logout never fails for the person: 401/419 are ignored, client state and the readable token
 * cookie are always cleared (the server clears both cookies on its 204), then /login.
 */
export async function logout() {
  try {
    await api.post('/logout', {}, { globalHandling: false })
  } catch {
    // already logged out on the server: nothing to do
  }
  forgetTokenCookie()
  queryClient.clear()
  queryClient.setQueryData(['user'], null)
  navigateTo('/login', { replace: true })
}

export const requestPasswordReset = (email: string) =>
  api.post('/forgot-password', { email }, { schema: messageResponse, globalHandling: false })

export const resetPassword = (body: {
  token: string
  email: string
  password: string
  password_confirmation: string
}) => api.post('/reset-password', body, { schema: messageResponse, globalHandling: false })

export const resendVerification = () =>
  api.post('/email/verification-notification', {}, { schema: messageResponse, globalHandling: false })
