import {
  errorResponse,
  forgotPasswordBody,
  loginBody,
  MAIL_THROTTLE_MS,
  messageResponse,
  resetPasswordBody,
  SESSION_COOKIE,
  sessionState,
  user as userSchema,
  verifyEmailQuery,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { tooManyRequests, ValidationError } from '../../lib/errors.ts'
import { requireUser } from '../../lib/request-user.ts'
import { sendInBackground } from '../../mail/send.ts'
import { resetPasswordMail } from '../../mail/templates.ts'
import { recordAudit } from '../audit/index.ts'
import type { UserRow } from '../users/index.ts'
import {
  assertPasswordAllowed,
  findUserByEmail,
  getUser,
  markEmailVerified,
  setPassword,
  toUser,
} from '../users/index.ts'
import { attemptLogin } from './auth.service.ts'
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts'
import { createSession, deleteSession, deleteUserSessions } from './sessions.service.ts'
import { hitThrottle } from './throttle.service.ts'
import {
  consumePasswordToken,
  issuePasswordToken,
  isValidVerification,
  passwordResetUrl,
} from './tokens.service.ts'
import { sendVerificationMail } from './verification-mail.ts'

const errors = {
  401: errorResponse,
  409: errorResponse,
  419: errorResponse,
  422: errorResponse,
  429: errorResponse,
}
const FORGOT_ANSWER =
  'Wenn ein Konto zu dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen gesendet.'
const RESET_INVALID = 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.'

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/sanctum/csrf-cookie', {
    config: { access: 'session' },
    schema: {
      operationId: 'getCsrfCookie',
      summary: 'Sitzung und CSRF-Token anlegen oder erneuern',
      tags: ['auth'],
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      if (!request.session) {
        const session = await createSession(db, {
          userId: null,
          remember: false,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now: clock.now(),
        })
        setSessionCookies(reply, deps, session)
      } else {
        setSessionCookies(reply, deps, {
          token: request.cookies[SESSION_COOKIE] ?? '',
          csrfToken: request.session.csrfToken,
          remember: request.session.remember,
        })
      }
      return reply.code(204).send(null)
    },
  })

  r.post('/login-user', {
    config: { access: 'session' },
    schema: {
      operationId: 'login',
      summary: 'Anmelden',
      tags: ['auth'],
      body: loginBody,
      response: { 200: userSchema, ...errors },
    },
    handler: async (request, reply) => {
      const now = clock.now()
      let user: UserRow
      try {
        user = await attemptLogin(db, {
          ...request.body,
          ip: request.ip,
          now,
          scryptCost: deps.config.scryptCost,
        })
      } catch (error) {
        request.log.warn({ ip: request.ip, at: now.toISOString() }, 'Anmeldung fehlgeschlagen')
        await recordAudit(db, {
          userId: null,
          action: 'login_failed',
          ip: request.ip,
          details: { email: request.body.email.trim().toLowerCase().slice(0, 254) },
          now,
        })
        // A failed login ends the session and clears its cookies; the client expects nothing back.
        if (request.session) await deleteSession(db, request.session.id)
        clearSessionCookies(reply, deps)
        throw error
      }
      if (request.session) await deleteSession(db, request.session.id)
      const remember = request.body.remember === true
      const session = await createSession(db, {
        userId: user.id,
        remember,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        now,
      })
      setSessionCookies(reply, deps, session)
      request.log.info({ userId: user.id, ip: request.ip, at: now.toISOString() }, 'Anmeldung erfolgreich')
      await recordAudit(db, { userId: user.id, action: 'login', ip: request.ip, now })
      return toUser(user)
    },
  })

  r.post('/logout', {
    config: { access: 'session' },
    schema: {
      operationId: 'logout',
      summary: 'Abmelden',
      tags: ['auth'],
      response: { 204: z.null(), 419: errorResponse },
    },
    handler: async (request, reply) => {
      if (request.session) await deleteSession(db, request.session.id)
      if (request.user) request.log.info({ userId: request.user.id, ip: request.ip }, 'Abgemeldet')
      clearSessionCookies(reply, deps)
      return reply.code(204).send(null)
    },
  })

  r.get('/api/user', {
    config: { access: 'auth' },
    schema: {
      operationId: 'getCurrentUser',
      summary: 'Angemeldete Benutzer:in',
      tags: ['auth'],
      response: { 200: userSchema, 401: errorResponse },
    },
    handler: async (request) => toUser(requireUser(request)),
  })

  r.get('/api/session', {
    config: { access: 'session' },
    schema: {
      operationId: 'getSession',
      summary: 'Sitzungszustand: angemeldete Benutzer:in oder null, mit der verbleibenden Zeit',
      tags: ['auth'],
      response: { 200: sessionState },
    },
    handler: async (request) => {
      const ends = request.user ? request.sessionEnds : null
      if (!request.user || !ends) return { user: null, idle_seconds_left: null, lifetime_seconds_left: null }
      const now = clock.now().getTime()
      const secondsUntil = (end: Date) => Math.max(0, Math.floor((end.getTime() - now) / 1000))
      return {
        user: toUser(request.user),
        idle_seconds_left: secondsUntil(ends.idle),
        lifetime_seconds_left: secondsUntil(ends.lifetime),
      }
    },
  })

  r.post('/forgot-password', {
    config: { access: 'session' },
    schema: {
      operationId: 'requestPasswordReset',
      summary: 'Link zum Zurücksetzen des Passworts anfordern',
      tags: ['auth'],
      body: forgotPasswordBody,
      response: { 200: messageResponse, ...errors },
    },
    handler: async (request) => {
      const now = clock.now()
      const { email } = request.body
      const throttle = await hitThrottle(db, { key: `forgot:${email}`, windowMs: MAIL_THROTTLE_MS, now })
      const user = throttle.hits === 1 ? await findUserByEmail(db, email) : undefined
      if (user?.active) {
        const token = await issuePasswordToken(db, { email: user.email, kind: 'reset', now })
        sendInBackground(
          deps,
          request,
          resetPasswordMail(
            user.email,
            user.name,
            passwordResetUrl(deps.config.appUrl, { token, email: user.email }),
          ),
        )
      }
      return { message: FORGOT_ANSWER }
    },
  })

  r.post('/reset-password', {
    config: { access: 'session' },
    schema: {
      operationId: 'resetPassword',
      summary: 'Passwort mit dem Link aus der E-Mail neu setzen',
      tags: ['auth'],
      body: resetPasswordBody,
      response: { 200: messageResponse, ...errors },
    },
    handler: async (request) => {
      const now = clock.now()
      const { email, token, password } = request.body
      assertPasswordAllowed(password, { userInputs: [email] })
      const user = await findUserByEmail(db, email)
      const valid = await consumePasswordToken(db, { email, token, now })
      if (!user?.active || !valid) throw new ValidationError({ email: [RESET_INVALID] }, RESET_INVALID)
      await setPassword(db, { userId: user.id, password, now, scryptCost: deps.config.scryptCost })
      // The link reached this address, so it is verified; every session of the account ends.
      await markEmailVerified(db, { userId: user.id, now })
      await deleteUserSessions(db, { userId: user.id })
      request.log.info({ userId: user.id, ip: request.ip }, 'Passwort zurückgesetzt')
      return { message: 'Ihr Passwort wurde gespeichert. Sie können sich jetzt anmelden.' }
    },
  })

  r.post('/email/verification-notification', {
    config: { access: 'auth' },
    schema: {
      operationId: 'resendVerificationMail',
      summary: 'Bestätigungslink erneut senden',
      tags: ['auth'],
      response: { 200: messageResponse, 202: messageResponse, ...errors },
    },
    handler: async (request, reply) => {
      const user = requireUser(request)
      if (user.emailVerifiedAt) return { message: 'Ihre E-Mail-Adresse ist bereits bestätigt.' }
      const throttle = await hitThrottle(db, {
        key: `verify:${user.id}`,
        windowMs: MAIL_THROTTLE_MS,
        now: clock.now(),
      })
      if (throttle.hits > 1) {
        throw tooManyRequests(
          throttle.retryAfterSeconds,
          `Bitte warten Sie ${throttle.retryAfterSeconds} Sekunden, bevor Sie einen neuen Link anfordern.`,
        )
      }
      sendVerificationMail(deps, request, user)
      return reply.code(202).send({ message: 'Wir haben Ihnen einen neuen Bestätigungslink gesendet.' })
    },
  })

  r.get('/email/verify/:id/:hash', {
    config: { access: 'session' },
    schema: {
      operationId: 'verifyEmail',
      summary: 'E-Mail-Adresse bestätigen (Link aus der E-Mail)',
      tags: ['auth'],
      params: z.object({ id: z.coerce.number().int().positive(), hash: z.string().max(200) }),
      querystring: verifyEmailQuery.omit({ id: true, hash: true }),
      response: { 302: z.null() },
    },
    handler: async (request, reply) => {
      const now = clock.now()
      const { id, hash } = request.params
      const target = await getUser(db, id).catch(() => undefined)
      const valid =
        target !== undefined &&
        isValidVerification({
          ...request.query,
          id,
          hash,
          email: target.email,
          now,
          secret: deps.config.sessionSecret,
        })
      if (!valid || !target) {
        const description =
          'Der Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.'
        return reply.redirect(
          `/error?code=403&message=${encodeURIComponent('Link ungültig')}&description=${encodeURIComponent(description)}`,
        )
      }
      await markEmailVerified(db, { userId: target.id, now })
      request.log.info({ userId: target.id }, 'E-Mail-Adresse bestätigt')
      return reply.redirect('/?verified=1')
    },
  })
}
