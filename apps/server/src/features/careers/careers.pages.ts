import { CAREERS_TEXTS, errorResponse } from '@bb/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '../../context.ts'
import { together } from '../../db/concurrency.ts'
import { fileResponse } from '../../plugins/openapi.ts'
import { findPublishedJob } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import { loadCareersAssets } from './careers.assets.ts'
import type { FormState } from './careers.form-fields.ts'
import { allowFraming } from './careers.headers.ts'
import { renderJobPage, renderMessagePage } from './careers.job-page.ts'
import type { PageContext } from './careers.layout.ts'
import { getCareersSettings } from './careers.settings.ts'
import { issueFormToken } from './form-token.ts'

const SLUG = /^[a-z0-9-]{1,80}$/

/** A query value as browsers send it: once, or repeated (`?ort=a&ort=b`, the first counts). */
export const listFilter = z.union([z.string(), z.array(z.string())]).optional()
/** Every careers page may be shown in a frame (`?embed=1`). */
export const embedQuery = z.object({ embed: listFilter.describe('1: im Rahmen der Firmenseite') })
export const slugParams = z.object({ slug: z.string().describe('Die Adresse der Stelle') })

const html = (description: string) => fileResponse('text/html', description)

/** How a careers address is described in the API's document: a page, or another public format. */
export function publicPage(
  operationId: string,
  summary: string,
  response: { mediaType?: string; description: string; notFound?: boolean },
) {
  return {
    operationId,
    summary,
    tags: ['careers'],
    response: {
      200: fileResponse(response.mediaType ?? 'text/html', response.description),
      ...(response.notFound
        ? { 404: html('Die Stelle gibt es nicht oder sie ist nicht ausgeschrieben.') }
        : {}),
    },
  }
}

/** The application's answers: JSON for the page's script, HTML for a plain form. */
export const applyResponses = {
  201: z.object({ redirect: z.string() }).describe('Angenommen (JSON): wohin die Seite weitergeht'),
  303: z.null().describe('Angenommen (Formular): weiter zur Dankeseite'),
  404: errorResponse,
  413: errorResponse,
  422: errorResponse,
  429: errorResponse,
}

/** One text value of the query (`?ort=a&ort=b` takes the first), at most 200 characters. */
export const queryText = (request: FastifyRequest, name: string): string | undefined => {
  const raw = (request.query as Record<string, unknown>)[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined
}

/** What every careers page needs: the settings, the page context, and how an HTML answer is sent. */
export function careersPages(deps: AppDeps) {
  const { db, clock, config } = deps

  async function load(request: FastifyRequest) {
    const [settings, careers] = await together(db, [() => getSettings(db), () => getCareersSettings(db)])
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

  /** A job's page with its form (empty, or as sent back with its messages). */
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

  return { load, send, publishedJob, jobPage }
}
