import { CAREERS_LIMITS, CAREERS_TEXTS } from '@bb/shared'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { AppError, tooManyRequests, ValidationError } from '../../lib/errors.ts'
import { takeThrottle } from '../auth/index.ts'
import { findPublishedJob, findPublishedJobs, type PublishedJob, renderMarkdown } from '../jobs/index.ts'
import { sendReceipt } from '../messages/index.ts'
import { getSettings } from '../settings/index.ts'
import { users } from '../users/index.ts'
import { loadCareersAssets } from './careers.assets.ts'
import { atomFeed, jsonFeed, robotsTxt, sitemapXml } from './careers.feeds.ts'
import { emptyForm, type FormState } from './careers.form-fields.ts'
import { allowFraming } from './careers.headers.ts'
import { renderJobPage, renderMessagePage, renderPrivacy, renderThanks } from './careers.job-page.ts'
import { careersHref, type PageContext } from './careers.layout.ts'
import { renderJobList } from './careers.list-page.ts'
import { type ReceivedForm, readApplicationForm } from './careers.multipart.ts'
import { getCareersSettings } from './careers.settings.ts'
import { submitApplication } from './careers.submit.ts'
import { checkFormToken, issueFormToken } from './form-token.ts'

const HOUR_MS = 3_600_000
/** Every attempt from one address, valid or not, within an hour: a flood is stopped before its body is read. */
const ATTEMPTS_PER_HOUR = 30
const SLUG = /^[a-z0-9-]{1,80}$/
/** The careers pages are HTML for people and search engines, not part of the JSON API's description. */
const page = {
  hide: true,
  response: { 200: z.any(), 303: z.any(), 404: z.any(), 413: z.any(), 422: z.any(), 429: z.any() },
}

/** One text value of the query (`?ort=a&ort=b` takes the first), at most 200 characters. */
const queryText = (request: FastifyRequest, name: string): string | undefined => {
  const raw = (request.query as Record<string, unknown>)[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined
}

/** The public careers page: job list, job with its application form, privacy text, feeds. */
export async function careersRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, config } = deps

  async function load(request: FastifyRequest) {
    const [settings, careers] = await Promise.all([getSettings(db), getCareersSettings(db)])
    const ctx: PageContext = {
      company: settings.company_name,
      appUrl: config.appUrl,
      // Read each time: a rebuild of the web app switches its folder while the server runs.
      assets: loadCareersAssets(config.webDir),
      embed: queryText(request, 'embed') === '1',
    }
    return { settings, careers, ctx }
  }

  const send = (reply: FastifyReply, origins: string[], status: number, body: string) => {
    allowFraming(reply, config.production, origins)
    return reply.code(status).type('text/html; charset=utf-8').send(body)
  }

  const publishedJob = (slug: string) =>
    SLUG.test(slug) ? findPublishedJob(db, slug) : Promise.resolve(null)

  app.get('/karriere', {
    config: { access: 'public' },
    schema: page,
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
    schema: page,
    handler: async (request, reply) => {
      const { careers, ctx } = await load(request)
      return send(reply, careers.embed_origins, 200, renderPrivacy(ctx, renderMarkdown(careers.privacy_text)))
    },
  })

  app.get('/karriere/feed.atom', {
    config: { access: 'public' },
    schema: page,
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
    schema: page,
    handler: (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt({ appUrl: config.appUrl })),
  })

  app.get('/karriere/sitemap.xml', {
    config: { access: 'public' },
    schema: page,
    handler: async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml({ appUrl: config.appUrl }, await findPublishedJobs(db))),
  })

  app.get('/karriere/feed.json', {
    config: { access: 'public' },
    schema: page,
    handler: async (_request, reply) => {
      const { company_name } = await getSettings(db)
      const body = jsonFeed({ company: company_name, appUrl: config.appUrl }, await findPublishedJobs(db))
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .type('application/feed+json; charset=utf-8')
        .send(body)
    },
  })

  async function jobPage(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    status: number,
    form: FormState,
  ) {
    const { settings, careers, ctx } = await load(request)
    const job = await publishedJob(slug)
    if (!job)
      return send(
        reply,
        careers.embed_origins,
        404,
        renderMessagePage(ctx, 'Stelle nicht gefunden', CAREERS_TEXTS.notFound),
      )
    const groupLabel = settings.profession_groups.find((g) => g.slug === job.professionGroup)?.label ?? ''
    const token = issueFormToken(config.sessionSecret, job.slug, clock.now())
    const body = renderJobPage(ctx, {
      job,
      groupLabel,
      settings: careers,
      uploadLimitMb: settings.upload_limit_mb,
      token,
      form,
    })
    return send(reply, careers.embed_origins, status, body)
  }

  app.get<{ Params: { slug: string } }>('/karriere/:slug', {
    config: { access: 'public' },
    schema: page,
    handler: (request, reply) => jobPage(request, reply, request.params.slug, 200, emptyForm()),
  })

  app.get<{ Params: { slug: string } }>('/karriere/:slug/danke', {
    config: { access: 'public' },
    schema: page,
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

  app.post<{ Params: { slug: string } }>('/karriere/:slug/bewerbung', {
    config: { access: 'form' },
    schema: page,
    handler: async (request, reply) => {
      const wantsJson = (request.headers.accept ?? '').includes('application/json')
      const { settings, careers, ctx } = await load(request)
      const now = clock.now()
      const thanks = careersHref(ctx, `/karriere/${request.params.slug}/danke`)
      let form: ReceivedForm | undefined

      const refuse = async (error: unknown) => {
        if (wantsJson) throw error
        if (error instanceof ValidationError) {
          const { _token, website, ...values } = form?.fields ?? {}
          const errors = { ...error.errors }
          if (form && form.files.length > 0 && !errors.files) errors.files = [CAREERS_TEXTS.filesAgain]
          return jobPage(request, reply, request.params.slug, 422, { values, errors })
        }
        if (error instanceof AppError && error.statusCode < 500) {
          const retryAfter = error.extra.retryAfter
          if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter))
          return send(
            reply,
            careers.embed_origins,
            error.statusCode,
            renderMessagePage(ctx, 'Bewerbung nicht gesendet', error.message),
          )
        }
        throw error
      }

      try {
        const job = await publishedJob(request.params.slug)
        if (!job) throw new AppError(404, CAREERS_TEXTS.notFound)
        const attempt = await takeThrottle(db, {
          key: `careers:attempt:${request.ip}`,
          max: ATTEMPTS_PER_HOUR,
          windowMs: HOUR_MS,
          now,
        })
        if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds, CAREERS_TEXTS.tooMany)
        form = await readApplicationForm(request, deps.storage, settings.upload_limit_mb)
        const check = checkFormToken(config.sessionSecret, job.slug, form.fields._token ?? '', now)
        // A bot gets the thanks page like a person: it learns nothing to adapt to.
        if ((form.fields.website ?? '') !== '' || check === 'too-fast') {
          await Promise.all(form.files.map((f) => deps.storage.discard(f.staged)))
          request.log.info(
            { reason: check === 'too-fast' ? 'too-fast' : 'honeypot' },
            'Bewerbung als automatisiert verworfen',
          )
          return wantsJson ? reply.code(201).send({ redirect: thanks }) : reply.redirect(thanks, 303)
        }
        if (check !== 'valid') {
          await Promise.all(form.files.map((f) => deps.storage.discard(f.staged)))
          throw new ValidationError({ form: [CAREERS_TEXTS.expired] }, CAREERS_TEXTS.expired)
        }
        const { applicantId } = await submitApplication(deps, {
          job,
          form,
          settings: careers,
          groups: settings.profession_groups.map((g) => g.slug),
          ip: request.ip,
          now,
          takeLimits: async () => {
            const perAddress = await takeThrottle(db, {
              key: `careers:ip:${request.ip}`,
              max: CAREERS_LIMITS.perAddressPerHour,
              windowMs: HOUR_MS,
              now,
            })
            const perJob = await takeThrottle(db, {
              key: `careers:job:${job.slug}`,
              max: CAREERS_LIMITS.perJobPerHour,
              windowMs: HOUR_MS,
              now,
            })
            if (!perAddress.allowed || !perJob.allowed)
              throw tooManyRequests(
                Math.max(perAddress.retryAfterSeconds, perJob.retryAfterSeconds),
                CAREERS_TEXTS.tooMany,
              )
          },
        })
        sendReceiptLater(deps, request, { applicantId, job, company: settings.company_name, now })
        return wantsJson ? reply.code(201).send({ redirect: thanks }) : reply.redirect(thanks, 303)
      } catch (error) {
        return refuse(error)
      }
    },
  })
}

/** After the answer: the applicant exists whatever becomes of the mail (sendReceipt records a failure). */
function sendReceiptLater(
  deps: AppDeps,
  request: FastifyRequest,
  input: { applicantId: number; job: PublishedJob; company: string; now: Date },
) {
  void (async () => {
    const contact = input.job.contactUserId
    const [signer] = contact
      ? await deps.db
          .select({ name: users.name, signature: users.signature })
          .from(users)
          .where(eq(users.id, contact))
      : []
    await sendReceipt(deps, {
      applicantId: input.applicantId,
      signer: signer ?? null,
      company: input.company,
      now: input.now,
    })
  })().catch((error) => request.log.error({ err: error }, 'Eingangsbestätigung fehlgeschlagen'))
}
