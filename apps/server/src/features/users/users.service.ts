import type { RegisterBody, RoleName, UpdateUserBody, User, UserListItem } from '@bb/shared'
import { PASSWORD_TOO_WEAK, passwordStrength } from '@bb/shared/password-strength'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import { forbidden, notFound, ValidationError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { type UserRow, users } from './users.table.ts'

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
  roles: row.roles.map((name) => ({ name: name as RoleName })),
  signature: row.signature,
  default_list_path:
    typeof row.preferences.default_list_path === 'string' ? row.preferences.default_list_path : '/',
})

export const toUserListItem = (row: UserRow): UserListItem => ({
  ...toUser(row),
  ID: row.id,
  active: row.active,
  invited: row.passwordHash === null,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
})

export const EMAIL_TAKEN = 'Diese E-Mail-Adresse wird bereits verwendet.'

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return row
}

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  if (!row) throw notFound('Benutzer:in wurde nicht gefunden.')
  return row
}

export async function findUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db
    .select()
    .from(users)
    .orderBy(asc(sql`${users.name} COLLATE de_icu`))
  return rows.map(toUserListItem)
}

/**
 * Length is checked by the Zod contract; this refuses what is easy to guess (zxcvbn with German
 * dictionaries), including the person's own name and address (`userInputs`).
 */
export function assertPasswordAllowed(
  password: string,
  { userInputs = [], field = 'password' }: { userInputs?: string[]; field?: string } = {},
) {
  const strength = passwordStrength(password, userInputs)
  if (strength.acceptable) return
  const message = strength.warning ? `${PASSWORD_TOO_WEAK} (${strength.warning})` : PASSWORD_TOO_WEAK
  throw new ValidationError({ [field]: [message] }, message)
}

export interface CreateUserInput {
  input: RegisterBody
  now: Date
  scryptCost: number
}

/** A password given by the admin verifies the address (the admin vouches); otherwise an invitation follows. */
export async function createUser(db: Db, { input, now, scryptCost }: CreateUserInput): Promise<UserRow> {
  if (input.password) assertPasswordAllowed(input.password, { userInputs: [input.name, input.email] })
  if (await findUserByEmail(db, input.email)) throw new ValidationError({ email: [EMAIL_TAKEN] })
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: input.password ? await hashPassword(input.password, scryptCost) : null,
        emailVerifiedAt: input.password ? now : null,
        roles: [...new Set(input.roles)],
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('insert returned no row')
    return row
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] })
    throw error
  }
}

/** Addresses of the active admins: whom to tell when something about an account looks wrong. */
export async function findActiveAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.active, true), sql`'admin' = ANY(${users.roles})`))
    .orderBy(users.id)
  return rows.map((r) => r.email)
}

async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ne(users.id, exceptId), eq(users.active, true), sql`'admin' = ANY(${users.roles})`))
  return row?.n ?? 0
}

export interface UpdateUserInput {
  id: number
  input: UpdateUserBody
  actor: UserRow
  now: Date
}

export interface UpdateUserResult {
  user: UserRow
  emailChanged: boolean
  /** The address before the change (told about it, in case it was not its owner). */
  previousEmail: string
  deactivated: boolean
}

/** Admins edit anyone, roles included; everyone else only their own name and email. */
export async function updateUser(
  db: Db,
  { id, input, actor, now }: UpdateUserInput,
): Promise<UpdateUserResult> {
  const actorIsAdmin = actor.roles.includes('admin')
  if (!actorIsAdmin && actor.id !== id) throw forbidden()
  if (!actorIsAdmin && (input.roles !== undefined || input.active !== undefined)) {
    throw forbidden('Rollen und Kontostatus dürfen nur Administrator:innen ändern.')
  }
  const target = await getUser(db, id)
  const losesAdmin =
    target.roles.includes('admin') &&
    ((input.roles !== undefined && !input.roles.includes('admin')) || input.active === false)
  if (losesAdmin && (await countOtherActiveAdmins(db, id)) === 0) {
    throw new ValidationError({
      roles: ['Die letzte aktive Administrator:in kann weder herabgestuft noch deaktiviert werden.'],
    })
  }
  const emailChanged = input.email !== undefined && input.email !== target.email.toLowerCase()
  if (emailChanged && input.email && (await findUserByEmail(db, input.email))) {
    throw new ValidationError({ email: [EMAIL_TAKEN] })
  }
  try {
    const [row] = await db
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.signature !== undefined ? { signature: input.signature } : {}),
        ...(input.default_list_path !== undefined
          ? {
              preferences: sql`${users.preferences} || ${JSON.stringify({ default_list_path: input.default_list_path })}::jsonb`,
            }
          : {}),
        ...(emailChanged ? { email: input.email, emailVerifiedAt: null } : {}),
        ...(input.roles !== undefined ? { roles: [...new Set(input.roles)] } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning()
    if (!row) throw notFound()
    return {
      user: row,
      emailChanged,
      previousEmail: target.email,
      deactivated: target.active && input.active === false,
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] })
    throw error
  }
}

export async function setPassword(
  db: Db,
  { userId, password, now, scryptCost }: { userId: number; password: string; now: Date; scryptCost: number },
) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password, scryptCost), updatedAt: now })
    .where(eq(users.id, userId))
}

export async function markEmailVerified(db: Db, { userId, now }: { userId: number; now: Date }) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.emailVerifiedAt} IS NULL`))
}

export const countUsers = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0
