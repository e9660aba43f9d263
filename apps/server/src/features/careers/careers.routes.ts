import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { findPublishedJobs, renderMarkdown } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import { careersApplyRoute } from './careers.apply-route.ts'
import { atomFeed, jsonFeed, robotsTxt, sitemapXml } from './careers.feeds.ts'
import { emptyForm } from './careers.form-fields.ts'
import { renderPrivacy, renderThanks } from './careers.job-page.ts'
import { renderJobList } from './careers.list-page.ts'
import { careersPages, htmlRoute, queryText } from './careers.pages.ts'

/** The public careers page: job list, job with its application form, privacy text, feeds. */
export async function careersRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps
  const { load, send, publishedJob, jobPage } = careersPages(deps)

  app.get('/karriere', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: async (request, reply) => {
      const { settings, careers, ctx } = await load(request)
      const jobs = await findPublishedJobs(db)
      const groups = Object.fromEntries(settings.profession_groups.map((g) => [g.slug, g.label]))
      const filters = {
        gruppe: queryText(request, 'gruppe'),
        ort: queryText(request, 'ort'),
        art: queryText(request, 'art'),
      }
      const introHtml = renderMarkdown(careers.intro)
      return send(reply, careers.embed_origins, 200, renderJobList(ctx, { jobs, filters, groups, introHtml }))
    },
  })

  app.get('/karriere/datenschutz', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: async (request, reply) => {
      const { careers, ctx } = await load(request)
      return send(reply, careers.embed_origins, 200, renderPrivacy(ctx, renderMarkdown(careers.privacy_text)))
    },
  })

  app.get('/karriere/feed.atom', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: async (_request, reply) => {
      const { company_name } = await getSettings(db)
      const body = atomFeed({ company: company_name, appUrl: config.appUrl }, await findPublishedJobs(db))
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/atom+xml; charset=utf-8')
        .send(body)
    },
  })

  app.get('/robots.txt', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt({ appUrl: config.appUrl })),
  })

  app.get('/karriere/sitemap.xml', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml({ appUrl: config.appUrl }, await findPublishedJobs(db))),
  })

  app.get('/karriere/feed.json', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: async (_request, reply) => {
      const { company_name } = await getSettings(db)
      const body = jsonFeed({ company: company_name, appUrl: config.appUrl }, await findPublishedJobs(db))
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/feed+json; charset=utf-8')
        .send(body)
    },
  })

  app.get<{ Params: { slug: string } }>('/karriere/:slug', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: (request, reply) => jobPage(request, reply, request.params.slug, 200, emptyForm()),
  })

  app.get<{ Params: { slug: string } }>('/karriere/:slug/danke', {
    config: { access: 'public' },
    schema: htmlRoute,
    handler: async (request, reply) => {
      const { careers, ctx } = await load(request)
      return send(
        reply,
        careers.embed_origins,
        200,
        renderThanks(ctx, await publishedJob(request.params.slug)),
      )
    },
  })
  await careersApplyRoute(app, deps)
}
