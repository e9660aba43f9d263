import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from '../constants.ts'
import { isoDateTime } from './common.ts'

export const roleName = z.enum(ROLES)
export const role = z.object({ name: roleName })

const email = z
  .string()
  .trim()
  .max(254, 'Die E-Mail-Adresse ist zu lang.')
  .pipe(z.email('Bitte eine gültige E-Mail-Adresse angeben.'))
  .transform((value) => value.toLowerCase())

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`)
  .max(PASSWORD_MAX_LENGTH, `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`)

/** The current user (`GET /api/user`, login response). */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: isoDateTime.nullable(),
  roles: z.array(role),
  /** E-mail signature, appended to the messages the user sends. */
  signature: z.string(),
  /** The list opened after login ("/" = Übersicht, or a path under /bewerber/uebersicht/). */
  default_list_path: z.string(),
})
export type User = z.infer<typeof user>

/**
 * `GET /api/session`: who is logged in, as a plain answer. Being logged out is a normal state
 * (the login page asks on every visit), so it is `{ user: null, … }` with 200, never a 401 that the
 * browser would log as a failed request. With a user it tells how long the session has left,
 * counted by the server (the browser's clock does not matter): `idle_seconds_left` until it ends
 * without activity, `lifetime_seconds_left` until its fixed end (12 hours, or 30 days with
 * "Angemeldet bleiben"). Asked with `X-Background-Request: 1`, the question itself is no activity.
 */
export const sessionState = z.object({
  user: user.nullable(),
  idle_seconds_left: z.number().int().nonnegative().nullable(),
  lifetime_seconds_left: z.number().int().nonnegative().nullable(),
})
export type SessionState = z.infer<typeof sessionState>

export const loginBody = z.strictObject({
  email: z.string().trim().min(1, 'Bitte die E-Mail-Adresse angeben.').max(254),
  password: z.string().min(1, 'Bitte das Passwort angeben.').max(PASSWORD_MAX_LENGTH),
  remember: z.boolean().optional(),
})
export type LoginBody = z.infer<typeof loginBody>

export const forgotPasswordBody = z.strictObject({ email })
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>

const confirmed = <T extends { password?: string | undefined; password_confirmation?: string | undefined }>(
  value: T,
) => value.password === value.password_confirmation

const confirmationIssue = {
  message: 'Die Passwörter stimmen nicht überein.',
  path: ['password_confirmation'],
}

export const resetPasswordBody = z
  .strictObject({
    token: z.string().min(1).max(200),
    email,
    password,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine(confirmed, confirmationIssue)
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

export const registerBody = z
  .strictObject({
    name: z.string().trim().min(1, 'Bitte einen Namen angeben.').max(120),
    email,
    password: password.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    roles: z.array(roleName).min(1, 'Bitte mindestens eine Rolle wählen.'),
  })
  .refine(confirmed, confirmationIssue)
export type RegisterBody = z.infer<typeof registerBody>

export const changePasswordBody = z
  .strictObject({
    current_password: z.string().min(1, 'Bitte das aktuelle Passwort angeben.').max(PASSWORD_MAX_LENGTH),
    password,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine(confirmed, confirmationIssue)
export type ChangePasswordBody = z.infer<typeof changePasswordBody>

export const verifyEmailQuery = z.object({
  id: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  hash: z.string().max(200),
  signature: z.string().max(200),
})

export const messageResponse = z.object({ message: z.string() })
