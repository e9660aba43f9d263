import { z } from 'zod'
import { roleName, user } from './auth.ts'
import { isoDateTime } from './common.ts'

/** Items of `GET /api/users`: `ID` as the client of SPEC.md expects, `id` as everywhere else. */
export const userListItem = user.extend({
  ID: z.number().int(),
  active: z.boolean(),
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
  roles: z.array(roleName).min(1, 'Bitte mindestens eine Rolle wählen.').optional(),
  active: z.boolean().optional(),
})
export type UpdateUserBody = z.infer<typeof updateUserBody>
