import { SESSION_COOKIE, XSRF_COOKIE } from '@bb/shared'
import type { FastifyReply } from 'fastify'
import type { AppDeps } from '../../context.ts'

/** The session cookie (httpOnly) and the CSRF cookie the SPA reads: set at login, kept in step, cleared at logout. */
export function cookieOptions(deps: AppDeps) {
  return { path: '/', sameSite: 'lax' as const, secure: deps.config.appUrl.startsWith('https://') }
}

export function setSessionCookies(
  reply: FastifyReply,
  deps: AppDeps,
  session: { token: string; csrfToken: string; remember: boolean },
) {
  const base = cookieOptions(deps)
  const maxAge = session.remember ? 30 * 86_400 : undefined
  reply.setCookie(SESSION_COOKIE, session.token, { ...base, httpOnly: true, ...(maxAge ? { maxAge } : {}) })
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false, ...(maxAge ? { maxAge } : {}) })
}

export function clearSessionCookies(reply: FastifyReply, deps: AppDeps) {
  const base = cookieOptions(deps)
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true })
  reply.clearCookie(XSRF_COOKIE, { ...base, httpOnly: false })
}
