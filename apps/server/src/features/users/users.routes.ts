import { dataRouteErrors, idParam, registerBody, updateUserBody, userList, userListItem } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { sendInBackground, sendVerificationMail } from '../../mail/send.ts'
import { invitationMail } from '../../mail/templates.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { deleteUserSessions } from '../auth/sessions.service.ts'
import { issuePasswordToken, passwordResetUrl } from '../auth/tokens.service.ts'
import { createUser, findUsers, toUserListItem, updateUser } from './users.service.ts'

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock, config } = deps

  r.post('/register', {
    config: { access: 'admin' },
    schema: { tags: ['users'], body: registerBody, response: { 201: userListItem, ...dataRouteErrors } },
    handler: async (request, reply) => {
      const now = clock.now()
      const created = await createUser(db, { input: request.body, now, scryptCost: config.scryptCost })
      if (!request.body.password) {
        const token = await issuePasswordToken(db, created.email, 'invite', now)
        const url = passwordResetUrl(config.appUrl, token, created.email)
        sendInBackground(deps, request, invitationMail(created.email, created.name, request.user!.name, url))
      }
      request.log.info({ userId: request.user!.id, createdUserId: created.id }, 'Benutzer:in angelegt')
      return reply.code(201).send(toUserListItem(created))
    },
  })

  r.get('/api/users', {
    config: { access: 'verified' },
    schema: { tags: ['users'], response: { 200: userList, ...dataRouteErrors } },
    handler: () => findUsers(db),
  })

  r.put('/api/users/:id', {
    config: { access: 'verified' },
    schema: {
      tags: ['users'],
      params: idParam,
      body: updateUserBody,
      response: { 200: userListItem, ...dataRouteErrors },
    },
    handler: async (request) => {
      const result = await updateUser(db, {
        id: request.params.id,
        input: request.body,
        actor: request.user!,
        now: clock.now(),
      })
      if (result.deactivated) await deleteUserSessions(db, result.user.id)
      if (request.body.roles !== undefined || request.body.active !== undefined)
        await recordAudit(db, {
          userId: request.user!.id,
          action: 'user_access_changed',
          target: `user:${result.user.id}`,
          ip: request.ip,
          details: { roles: result.user.roles, active: result.user.active },
          now: clock.now(),
        })
      if (result.emailChanged) sendVerificationMail(deps, request, result.user)
      return toUserListItem(result.user)
    },
  })
}
