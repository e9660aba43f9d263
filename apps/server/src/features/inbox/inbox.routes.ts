import { dataRouteErrors, inboundMailList } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { findRecentInboundMails } from './inbound-log.ts'

const tags = ['mail-filter']

/** What the mail filter's editor previews its rules on: the inbox's log of the last incoming mails. */
export async function inboxRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps

  r.get('/api/mail-filter/recent', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'listRecentInboundMails',
      summary: 'Zuletzt eingegangene E-Mails',
      tags,
      response: { 200: inboundMailList, ...dataRouteErrors },
    },
    handler: () => findRecentInboundMails(db, deps.config),
  })
}
