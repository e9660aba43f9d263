import { appSettings, dataRouteErrors, errorResponse, updateSettingsBody } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { getSettings, updateSettings } from './settings.service.ts'

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.put('/api/settings', {
    config: { access: 'admin' },
    schema: {
      operationId: 'updateSettings',
      summary: 'Einstellungen speichern',
      tags: ['settings'],
      body: updateSettingsBody,
      response: { 200: appSettings, ...dataRouteErrors },
    },
    handler: (request) =>
      updateSettings(deps.db, {
        input: request.body,
        userId: requireUser(request).id,
        now: deps.clock.now(),
      }),
  })
  r.get('/api/settings', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getSettings',
      summary: 'Einstellungen der Anwendung',
      tags: ['settings'],
      response: { 200: appSettings, 401: errorResponse, 409: errorResponse },
    },
    handler: () => getSettings(deps.db),
  })
}
