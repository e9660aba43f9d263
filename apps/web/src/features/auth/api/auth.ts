import { type ForgotPasswordBody, type LoginBody, messageResponse, type ResetPasswordBody } from '@bb/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { login } from '../../../lib/current-user.ts'

// Each answer is shown by its screen (German message or field errors), not by the global handler.

/** `POST /login-user`; the logged-in user becomes the cached current user (lib/current-user.ts). */
export const useLogin = () => useMutation({ mutationFn: (body: LoginBody) => login(body) })

/** `POST /forgot-password`: the answer is the same whether the address is known or not. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post('/forgot-password', body, { schema: messageResponse, globalHandling: false }),
  })

/** `POST /reset-password` with the mailed token. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post('/reset-password', body, { schema: messageResponse, globalHandling: false }),
  })

/** `POST /email/verification-notification`: the verification link again. */
export const useResendVerification = () =>
  useMutation({
    mutationFn: () =>
      api.post('/email/verification-notification', {}, { schema: messageResponse, globalHandling: false }),
  })
