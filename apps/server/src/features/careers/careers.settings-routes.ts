import { careersSettings, dataRouteErrors, updateCareersSettingsBody } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { getCareersSettings, updateCareersSettings } from './careers.settings.ts'

/** Admins set the careers page's privacy text, its optional questions and who may frame it. */
export async function careersSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/api/careers-settings', {
    config: { access: 'admin' },
    schema: {
      operationId: 'getCareersSettings',
      summary: 'Einstellungen der Karriereseite',
      tags: ['settings'],
      response: { 200: careersSettings, ...dataRouteErrors },
    },
    handler: () => getCareersSettings(deps.db),
  })
  r.put('/api/careers-settings', {
    config: { access: 'admin' },
    schema: {
      operationId: 'updateCareersSettings',
      summary: 'Einstellungen der Karriereseite speichern',
      tags: ['settings'],
      body: updateCareersSettingsBody,
      response: { 200: careersSettings, ...dataRouteErrors },
    },
    handler: (request) =>
      updateCareersSettings(deps.db, {
        input: request.body,
        userId: requireUser(request).id,
        now: deps.clock.now(),
      }),
  })
}
