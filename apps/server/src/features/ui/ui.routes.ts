import {
  counter,
  ERROR_PAGE_NOT_FOUND_MESSAGE,
  errorResponse,
  matchRoute,
  routeCheckQuery,
  routeCheckResponse,
  routeRedirect,
  sidebarItems,
  uiState,
} from '@bb/shared'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { AppError } from '../../lib/errors.ts'
import { requireUser } from '../../lib/request-user.ts'
import { isAdmin, isBackgroundRequest } from '../../plugins/access.ts'
import { findSidebarItems, getCounter, getUiState } from './ui.service.ts'

const errors = { 401: errorResponse, 409: errorResponse }

export async function uiRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps

  r.get('/healthz', {
    config: { access: 'public' },
    schema: {
      operationId: 'getHealth',
      summary: 'Betriebsbereitschaft (Datenbank erreichbar)',
      tags: ['system'],
      response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponse },
    },
    handler: async () => {
      await db.execute(sql`select 1`)
      return { status: 'ok' as const }
    },
  })

  r.get('/api/openapi.json', {
    // The API's map is for developers; in production only admins may read it.
    config: { access: deps.config.production ? 'admin' : 'public' },
    schema: { tags: ['system'], hide: true, response: { 200: z.any() } },
    handler: () => app.swagger(),
  })

  r.get('/api/route-check', {
    config: { access: 'session' },
    schema: {
      operationId: 'checkRoute',
      summary: 'Darf diese Seite der Web-App geöffnet werden?',
      tags: ['ui'],
      querystring: routeCheckQuery,
      response: { 200: routeCheckResponse, 404: errorResponse, 422: errorResponse },
    },
    handler: async (request) => {
      const match = matchRoute(request.query.path)
      if (!match) throw new AppError(404, ERROR_PAGE_NOT_FOUND_MESSAGE)
      const user = request.user
      const redirect = routeRedirect(match.route.access, {
        loggedIn: user !== null,
        verified: Boolean(user?.emailVerifiedAt),
        admin: user !== null && isAdmin(user),
      })
      return redirect === undefined ? { allowed: true } : { allowed: false, redirect }
    },
  })

  r.get('/api/sidebar-items', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getSidebarItems',
      summary: 'Einträge der Seitenleiste',
      tags: ['ui'],
      response: { 200: sidebarItems, ...errors },
    },
    handler: (request) => findSidebarItems(db, requireUser(request).id),
  })

  r.get('/api/counter', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getCounter',
      summary: 'Zähler der Seitenleiste',
      tags: ['ui'],
      response: { 200: counter, ...errors },
    },
    handler: (request) => getCounter(db, requireUser(request).id),
  })

  r.get('/api/ui-state', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getUiState',
      summary: 'Seitenleiste und Zähler in einer Antwort',
      tags: ['ui'],
      response: { 200: uiState, ...errors },
    },
    handler: (request) =>
      getUiState(db, { userId: requireUser(request).id, background: isBackgroundRequest(request) }),
  })
}
