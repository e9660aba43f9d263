import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '../constants.ts'
import { roleName, user } from './auth.ts'
import { isoDateTime } from './common.ts'

/** Items of `GET /api/users`: `ID` (the name the web client reads) and `id` as everywhere else. */
export const userListItem = user.extend({
  ID: z.number().int(),
  active: z.boolean(),
  /** Invited, no password set yet: the invitation link has not been used. */
  invited: z.boolean(),
  last_login_at: isoDateTime.nullable(),
})
export type UserListItem = z.infer<typeof userListItem>
export const userList = z.array(userListItem)

/** `PUT /api/users/{id}`: admins may change roles and the active flag, everyone else only their own name and email. */
export const updateUserBody = z.strictObject({
  name: z.string().trim().min(1, 'Bitte einen Namen angeben.').max(120).optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Bitte eine gültige E-Mail-Adresse angeben.'))
    .transform((value) => value.toLowerCase())
    .optional(),
  signature: z.string().max(2000, 'Die Signatur darf höchstens 2000 Zeichen lang sein.').optional(),
  default_list_path: z
    .string()
    .regex(/^\/(bewerber\/uebersicht\/[a-z0-9-]+(\/[a-z0-9-]+)?)?$/, 'Bitte eine Liste wählen.')
    .optional(),
  roles: z.array(roleName).min(1, 'Bitte mindestens eine Rolle wählen.').optional(),
  active: z.boolean().optional(),
  /**
   * Proof that the person at the keyboard owns the account: needed to change one's own e-mail
   * address (the way into a password reset) and one's own roles or account status.
   */
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
})
export type UpdateUserBody = z.infer<typeof updateUserBody>

/** `PUT /api/user/password` answers with this text; the web client shows it as the success toast. */
export const PASSWORD_CHANGED_MESSAGE = 'Ihr Passwort wurde geändert. Andere Sitzungen wurden abgemeldet.'
