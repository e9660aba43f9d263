import { CAREERS_LIMITS, CAREERS_TEXTS } from '@bb/shared'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { AppError, tooManyRequests, ValidationError } from '../../lib/errors.ts'
import { takeThrottle } from '../auth/index.ts'
import type { PublishedJob } from '../jobs/index.ts'
import { sendReceipt } from '../messages/index.ts'
import { users } from '../users/index.ts'
import { renderMessagePage } from './careers.job-page.ts'
import { careersHref } from './careers.layout.ts'
import { type ReceivedForm, readApplicationForm } from './careers.multipart.ts'
import { applyResponses, careersPages, embedQuery, slugParams } from './careers.pages.ts'
import { submitApplication } from './careers.submit.ts'
import { checkFormToken } from './form-token.ts'

const HOUR_MS = 3_600_000
/** Every attempt from one address, valid or not, within an hour: a flood is stopped before its body is read. */
const ATTEMPTS_PER_HOUR = 30

/**
 * `POST /karriere/{slug}/bewerbung`: the application form. The page's script asks for JSON (201 with
 * where to go, or the refusal with its field messages); a plain form gets the thanks page (303) or
 * the form again with the typed values and the messages (422).
 */
export async function careersApplyRoute(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, config } = deps
  const { load, send, publishedJob, jobPage } = careersPages(deps)

  app.post<{ Params: { slug: string } }>('/karriere/:slug/bewerbung', {
    config: { access: 'form' },
    schema: {
      operationId: 'applyForJob',
      summary: 'Bewerbung über die Karriereseite senden',
      description:
        'multipart/form-data mit _token (aus dem Formular der Stelle), first_name, last_name, email, consent, den gefragten Feldern und bis zu fünf Dateien unter files. Mit Accept: application/json antwortet die Route in JSON, sonst mit HTML.',
      tags: ['careers'],
      consumes: ['multipart/form-data'],
      params: slugParams,
      querystring: embedQuery,
      response: applyResponses,
    },
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
