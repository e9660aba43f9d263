import {
  dataRouteErrors,
  idParam,
  registerBody,
  type UpdateUserBody,
  updateUserBody,
  userList,
  userListItem,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { sendInBackground } from '../../mail/send.ts'
import { emailChangedMail, formatBerlinDateTime, invitationMail } from '../../mail/templates.ts'
import { recordAudit } from '../audit/index.ts'
import {
  deleteUserSessions,
  issuePasswordToken,
  passwordResetUrl,
  sendVerificationMail,
} from '../auth/index.ts'
import type { UserRow } from '../users/index.ts'
import { createUser, findActiveAdminEmails, findUsers, toUserListItem, updateUser } from '../users/index.ts'
import { verifyCurrentPassword } from './password.service.ts'

/**
 * What needs the current password when people change their own account: the e-mail address (the
 * way into a password reset) and, for admins, their own roles and account status. Sending the
 * unchanged values again (a form that posts every field) needs none.
 */
function changesOwnAccess(actor: UserRow, body: UpdateUserBody): boolean {
  const email = body.email !== undefined && body.email !== actor.email.toLowerCase()
  // Only admins may change roles and status at all; for everyone else the service answers 403.
  const admin = actor.roles.includes('admin')
  const roles =
    admin &&
    body.roles !== undefined &&
    [...new Set(body.roles)].sort().join(',') !== [...actor.roles].sort().join(',')
  const active = admin && body.active !== undefined && body.active !== actor.active
  return email || roles || active
}

export async function accountsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock, config } = deps

  r.post('/register', {
    config: { access: 'admin' },
    schema: {
      operationId: 'createUser',
      summary: 'Benutzer:in anlegen oder einladen',
      tags: ['users'],
      body: registerBody,
      response: { 201: userListItem, ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      const actor = requireUser(request)
      const now = clock.now()
      const created = await createUser(db, { input: request.body, now, scryptCost: config.scryptCost })
      if (!request.body.password) {
        const token = await issuePasswordToken(db, { email: created.email, kind: 'invite', now })
        const url = passwordResetUrl(config.appUrl, { token, email: created.email })
        sendInBackground(deps, request, invitationMail(created.email, created.name, actor.name, url))
      }
      request.log.info({ userId: actor.id, createdUserId: created.id }, 'Benutzer:in angelegt')
      return reply.code(201).send(toUserListItem(created))
    },
  })

  r.get('/api/users', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listUsers',
      summary: 'Alle Benutzer:innen',
      tags: ['users'],
      response: { 200: userList, ...dataRouteErrors },
    },
    handler: () => findUsers(db),
  })

  r.put('/api/users/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'updateUser',
      summary: 'Benutzer:in ändern',
      tags: ['users'],
      params: idParam,
      body: updateUserBody,
      response: { 200: userListItem, ...dataRouteErrors },
    },
    handler: async (request) => {
      const actor = requireUser(request)
      const now = clock.now()
      if (actor.id === request.params.id && changesOwnAccess(actor, request.body)) {
        await verifyCurrentPassword(db, { user: actor, currentPassword: request.body.current_password, now })
      }
      const result = await updateUser(db, {
        id: request.params.id,
        input: request.body,
        actor,
        now: clock.now(),
      })
      if (result.deactivated) await deleteUserSessions(db, { userId: result.user.id })
      if (request.body.roles !== undefined || request.body.active !== undefined)
        await recordAudit(db, {
          userId: actor.id,
          action: 'user_access_changed',
          target: `user:${result.user.id}`,
          ip: request.ip,
          details: { roles: result.user.roles, active: result.user.active },
          now: clock.now(),
        })
      if (result.emailChanged) {
        sendVerificationMail(deps, request, result.user)
        sendInBackground(
          deps,
          request,
          emailChangedMail({
            to: result.previousEmail,
            name: result.user.name,
            newEmail: result.user.email,
            changedBy: actor.id === result.user.id ? 'Ihnen (angemeldet in Ihrem Konto)' : actor.name,
            when: formatBerlinDateTime(now),
            url: `${config.appUrl}/login`,
            adminEmails: (await findActiveAdminEmails(db)).filter((e) => e !== result.user.email),
          }),
        )
        await recordAudit(db, {
          userId: actor.id,
          action: 'user_email_changed',
          target: `user:${result.user.id}`,
          ip: request.ip,
          details: { from: result.previousEmail, to: result.user.email },
          now,
        })
      }
      return toUserListItem(result.user)
    },
  })
}
