import { appSettings, errorResponse } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { getSettings } from './settings.service.ts'

export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/settings', {
    config: { access: 'verified' },
    schema: { tags: ['settings'], response: { 200: appSettings, 401: errorResponse, 409: errorResponse } },
    handler: () => getSettings(deps.db),
  })
}
