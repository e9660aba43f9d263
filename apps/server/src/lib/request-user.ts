import type { UserRow } from '../features/users/index.ts'
import { unauthenticated } from './errors.ts'

/**
 * The logged-in user of a request, typed as present. Routes whose access rule needs a login
 * (auth, verified, recruiter, admin) call it: the access hook has already answered 401 without one,
 * so it only throws that same 401 if a public or session route calls it by mistake.
 * It lives here, not in the access plugin, because auth's routes use it and that plugin imports auth.
 */
export function requireUser(request: { user: UserRow | null }): UserRow {
  if (!request.user) throw unauthenticated()
  return request.user
}
