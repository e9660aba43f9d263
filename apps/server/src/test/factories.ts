import type { RoleName } from '@bb/shared'
import type { Db } from '../db/client.ts'
import { users } from '../features/users/index.ts'
import { hashPassword } from '../lib/password.ts'

export const TEST_SCRYPT_COST = 2 ** 10
export const TEST_PASSWORD = 'Kaffeepause-im-Büro 42'

let sequence = 0

export interface UserOverrides {
  name?: string
  email?: string
  roles?: RoleName[]
  verified?: boolean
  active?: boolean
  password?: string | null
}

export async function createUser(db: Db, overrides: UserOverrides = {}) {
  sequence += 1
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Test Nutzer:in ${sequence}`,
      email: overrides.email ?? `nutzer${sequence}@example.test`,
      passwordHash: password === null ? null : await hashPassword(password, TEST_SCRYPT_COST),
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
      roles: overrides.roles ?? ['recruiter'],
      active: overrides.active ?? true,
    })
    .returning()
  if (!row) throw new Error('user insert failed')
  return { user: row, password: password ?? '' }
}
