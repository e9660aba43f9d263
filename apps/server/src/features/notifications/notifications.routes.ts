import {
  dataRouteErrors,
  idParam,
  notificationList,
  notificationSettings,
  shareApplicantBody,
  updateNotificationSettingsBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { findNotifications, markNotificationsRead, shareApplicant } from './notifications.service.ts'
import { getNotificationSettings, updateNotificationSettings } from './notifications.settings.ts'

const tags = ['notifications']

/** Each user sees and clears only their own notifications. */
export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/notifications', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listNotifications',
      summary: 'Eigene Benachrichtigungen',
      tags,
      response: { 200: notificationList, ...dataRouteErrors },
    },
    handler: (request) => findNotifications(db, { userId: requireUser(request).id }),
  })

  r.post('/api/notifications/:id/read', {
    config: { access: 'verified' },
    schema: {
      operationId: 'markNotificationRead',
      summary: 'Benachrichtigung als gelesen markieren',
      tags,
      params: idParam,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await markNotificationsRead(db, {
        userId: requireUser(request).id,
        now: clock.now(),
        id: request.params.id,
      })
      return reply.code(204).send(null)
    },
  })

  r.post('/api/notifications/read-all', {
    config: { access: 'verified' },
    schema: {
      operationId: 'markAllNotificationsRead',
      summary: 'Alle Benachrichtigungen als gelesen markieren',
      tags,
      response: { 204: z.null(), ...dataRouteErrors },
    },
    handler: async (request, reply) => {
      await markNotificationsRead(db, { userId: requireUser(request).id, now: clock.now() })
      return reply.code(204).send(null)
    },
  })

  r.post('/api/applicants/:id/share', {
    config: { access: 'verified' },
    schema: {
      operationId: 'shareApplicant',
      summary: 'Bewerber:in mit Kolleg:innen teilen',
      tags,
      params: idParam,
      body: shareApplicantBody,
      response: { 200: z.object({ shared_with: z.array(z.string()) }), ...dataRouteErrors },
    },
    handler: (request) =>
      shareApplicant(db, {
        applicantId: request.params.id,
        input: request.body,
        userId: requireUser(request).id,
        now: clock.now(),
      }),
  })

  /** Each user's own choices: per event, in the app and by e-mail. */
  r.get('/api/user/notification-settings', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getNotificationSettings',
      summary: 'Eigene Benachrichtigungseinstellungen',
      tags,
      response: { 200: notificationSettings, ...dataRouteErrors },
    },
    handler: (request) => getNotificationSettings(db, requireUser(request).id),
  })

  r.put('/api/user/notification-settings', {
    config: { access: 'verified' },
    schema: {
      operationId: 'updateNotificationSettings',
      summary: 'Eigene Benachrichtigungseinstellungen speichern',
      tags,
      body: updateNotificationSettingsBody,
      response: { 200: notificationSettings, ...dataRouteErrors },
    },
    handler: (request) =>
      updateNotificationSettings(db, { userId: requireUser(request).id, input: request.body }),
  })
}
