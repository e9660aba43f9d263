import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { findPublishedJobs, renderMarkdown } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import { careersApplyRoute } from './careers.apply-route.ts'
import { atomFeed, jsonFeed, robotsTxt, sitemapXml } from './careers.feeds.ts'
import { emptyForm } from './careers.form-fields.ts'
import { renderPrivacy, renderThanks } from './careers.job-page.ts'
import { renderJobList } from './careers.list-page.ts'
import { careersPages, embedQuery, listFilter, publicPage, queryText, slugParams } from './careers.pages.ts'

/** The public careers page: job list, job with its application form, privacy text, feeds. */
export async function careersRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps
  const { load, send, publishedJob, jobPage } = careersPages(deps)

  app.get('/karriere', {
    config: { access: 'public' },
    schema: {
      ...publicPage('careersJobs', 'Karriereseite: die veröffentlichten Stellen', {
        description: 'Die Seite mit den Stellen, gefiltert nach Berufsgruppe, Ort und Anstellungsart',
      }),
      querystring: embedQuery.extend({
        gruppe: listFilter.describe('Berufsgruppe (Kürzel)'),
        ort: listFilter.describe('Ort'),
        art: listFilter.describe('Anstellungsart'),
      }),
    },
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
    schema: {
      ...publicPage('careersPrivacy', 'Karriereseite: Datenschutzhinweise', { description: 'Die Seite' }),
      querystring: embedQuery,
    },
    handler: async (request, reply) => {
      const { careers, ctx } = await load(request)
      return send(reply, careers.embed_origins, 200, renderPrivacy(ctx, renderMarkdown(careers.privacy_text)))
    },
  })

  app.get('/karriere/feed.atom', {
    config: { access: 'public' },
    schema: publicPage('careersAtomFeed', 'Atom-Feed der veröffentlichten Stellen', {
      mediaType: 'application/atom+xml',
      description: 'Der Feed',
    }),
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
    schema: publicPage('robotsTxt', 'Was Suchmaschinen lesen dürfen (nur die Karriereseite)', {
      mediaType: 'text/plain',
      description: 'robots.txt',
    }),
    handler: (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt({ appUrl: config.appUrl })),
  })

  app.get('/karriere/sitemap.xml', {
    config: { access: 'public' },
    schema: publicPage('careersSitemap', 'Sitemap der Karriereseite', {
      mediaType: 'application/xml',
      description: 'Die Sitemap',
    }),
    handler: async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml({ appUrl: config.appUrl }, await findPublishedJobs(db))),
  })

  app.get('/karriere/feed.json', {
    config: { access: 'public' },
    schema: publicPage('careersJsonFeed', 'JSON Feed der veröffentlichten Stellen', {
      mediaType: 'application/feed+json',
      description: 'Der Feed (JSON Feed 1.1)',
    }),
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
    schema: {
      ...publicPage('careersJob', 'Karriereseite: eine Stelle mit Bewerbungsformular', {
        description: 'Die Seite mit JSON-LD (schema.org JobPosting) und dem Formular',
        notFound: true,
      }),
      params: slugParams,
      querystring: embedQuery,
    },
    handler: (request, reply) => jobPage(request, reply, request.params.slug, 200, emptyForm()),
  })

  app.get<{ Params: { slug: string } }>('/karriere/:slug/danke', {
    config: { access: 'public' },
    schema: {
      ...publicPage('careersThanks', 'Karriereseite: Dank nach der Bewerbung', { description: 'Die Seite' }),
      params: slugParams,
      querystring: embedQuery,
    },
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
