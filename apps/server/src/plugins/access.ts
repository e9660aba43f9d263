import { BACKGROUND_REQUEST_HEADER, SESSION_COOKIE, XSRF_HEADER } from '@bb/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '../context.ts'
import { getSessionByToken, type SessionEnds, type SessionRow } from '../features/auth/index.ts'
import type { UserRow } from '../features/users/index.ts'
import { safeEqual } from '../lib/crypto.ts'
import { csrfMismatch, forbidden, unauthenticated, unverified } from '../lib/errors.ts'

/**
 * Who may call a route. Every route declares one in `config.access`; a route without it
 * refuses to register, so nothing is reachable by accident (and the role matrix test sees it).
 * - public: no session at all (health, docs, static files, the careers page)
 * - form: no session at all, but a write: an anonymous form (the careers page's application). It
 *   must come from a page of this origin (Sec-Fetch-Site / Origin); the route checks the form's
 *   own signed token, since an anonymous visitor has no session to hold one
 * - session: a session is loaded if present; mutations need the CSRF token
 * - auth: logged in (an unverified email is fine)
 * - verified: logged in with a verified email: every data route
 * - recruiter: verified and admin or recruiter (applicant writes)
 * - admin: verified and admin
 */
export type Access = 'public' | 'form' | 'session' | 'auth' | 'verified' | 'recruiter' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    session: SessionRow | null
    /** When the loaded session ends (after this request's activity, if it counted). */
    sessionEnds: SessionEnds | null
    user: UserRow | null
  }
  interface FastifyInstance {
    /** Every route with its access rule, for the role × route matrix test and the docs. */
    routeTable: RouteTableEntry[]
  }
}

export interface RouteTableEntry {
  method: string
  url: string
  access: Access
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const isAdmin = (user: Pick<UserRow, 'roles'>) => user.roles.includes('admin')
export const canEditApplicants = (user: Pick<UserRow, 'roles'>) =>
  user.roles.includes('admin') || user.roles.includes('recruiter')

/**
 * Background work the person did not cause (polls, refetches) says so with `X-Background-Request: 1`
 * (`true` is taken too); it is served as usual but does not keep the session from idling out.
 */
export function isBackgroundRequest(request: FastifyRequest): boolean {
  const value = request.headers[BACKGROUND_REQUEST_HEADER.toLowerCase()]
  const text = (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase()
  return text === '1' || text === 'true'
}

function checkCsrf(request: FastifyRequest) {
  const header = request.headers[XSRF_HEADER.toLowerCase()]
  const sent = typeof header === 'string' ? header : ''
  if (!request.session || sent === '' || !safeEqual(sent, request.session.csrfToken)) throw csrfMismatch()
}

/**
 * An anonymous form's post must come from one of our own pages. Browsers say where a request comes
 * from (Sec-Fetch-Site, else Origin); a request without either is no browser's, so no visitor's
 * browser can be made to send it, and the form's token still has to be right.
 */
function checkSameOrigin(request: FastifyRequest, appUrl: string) {
  const site = request.headers['sec-fetch-site']
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') throw csrfMismatch()
  const origin = request.headers.origin
  if (typeof origin !== 'string' || origin === '') return
  const own = new Set([new URL(appUrl).origin, `${request.protocol}://${request.host}`])
  if (!own.has(origin)) throw csrfMismatch()
}

function checkAccess(access: Access, request: FastifyRequest) {
  if (access === 'session') return
  const user = request.user
  if (!user) throw unauthenticated()
  if (access === 'auth') return
  if (!user.emailVerifiedAt) throw unverified()
  if (access === 'recruiter' && !canEditApplicants(user)) throw forbidden()
  if (access === 'admin' && !isAdmin(user)) throw forbidden()
}

export function installAccessControl(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('session', null)
  app.decorateRequest('sessionEnds', null)
  app.decorateRequest('user', null)
  const table: RouteTableEntry[] = []
  app.decorate('routeTable', table)

  app.addHook('onRoute', (route) => {
    const access = route.config?.access
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no config.access`)
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (access === 'public' && methods.some((m) => MUTATING.has(m))) {
      throw new Error(`Mutating route ${route.url} cannot be public: it needs the CSRF check`)
    }
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, access })
  })

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (!access || access === 'public') return
    if (access === 'form') return checkSameOrigin(request, deps.config.appUrl)
    const token = request.cookies[SESSION_COOKIE]
    if (token) {
      const loaded = await getSessionByToken(deps.db, {
        token,
        now: deps.clock.now(),
        touch: !isBackgroundRequest(request),
      })
      request.session = loaded?.session ?? null
      request.sessionEnds = loaded?.ends ?? null
      request.user = loaded?.user ?? null
    }
    if (MUTATING.has(request.method)) checkCsrf(request)
    checkAccess(access, request)
  })
}

/** Ratings and notes: only their author or an admin changes or deletes them. */
export function assertAuthorOrAdmin(user: Pick<UserRow, 'id' | 'roles'>, authorId: number | null) {
  if (authorId !== user.id && !isAdmin(user)) {
    throw forbidden('Nur die Verfasser:in oder eine Administrator:in darf das ändern.')
  }
}
