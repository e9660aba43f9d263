import { changePasswordBody, errorResponse, messageResponse, PASSWORD_CHANGED_MESSAGE } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { setSessionCookies } from '../auth/index.ts'
import { changePassword } from './password.service.ts'

const errors = { 401: errorResponse, 419: errorResponse, 422: errorResponse, 429: errorResponse }

/**
 * `PUT /api/user/password`: access `auth`, not `verified`. Securing one's account must not wait
 * for an e-mail confirmation (e.g. right after changing the address on a suspicion of misuse).
 */
export async function passwordRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock, config } = deps

  r.put('/api/user/password', {
    config: { access: 'auth' },
    schema: {
      operationId: 'changePassword',
      summary: 'Eigenes Passwort ändern',
      tags: ['users'],
      body: changePasswordBody,
      response: { 200: messageResponse, ...errors },
    },
    handler: async (request, reply) => {
      const user = requireUser(request)
      const session = await changePassword(db, {
        user,
        sessionId: request.session!.id,
        currentPassword: request.body.current_password,
        password: request.body.password,
        now: clock.now(),
        scryptCost: config.scryptCost,
      })
      setSessionCookies(reply, deps, session)
      request.log.info({ userId: user.id, ip: request.ip }, 'Passwort geändert, andere Sitzungen beendet')
      return { message: PASSWORD_CHANGED_MESSAGE }
    },
  })
}
