import { DOCUMENT_UPLOAD_TEXTS } from '@bb/shared'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { AppDeps } from '../context.ts'
import { AppError, type FieldErrors } from '../lib/errors.ts'

const GENERIC_500 = 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.'
const UNAVAILABLE_503 =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.'

/** Codes of node-postgres / PostgreSQL that mean "the database is gone for a moment". */
const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
])

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && DB_UNAVAILABLE.has(code)) return true
    const message = (current as { message?: unknown }).message
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(message)
    ) {
      return true
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function fieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body')
    errors[field] ??= []
    errors[field].push(issue.message ?? 'Ungültiger Wert.')
  }
  return errors
}

const SECURITY_STATUSES = new Set([401, 403, 419, 429])

/**
 * What an unexpected error may leave in the log: its kind, database code and constraint, and where
 * it happened. Never its message or fields as they are: a failed query's message carries the SQL
 * parameters (the person's own text) and PostgreSQL's detail names the values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain: Array<Record<string, unknown>> = []
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as { name?: unknown; code?: unknown; constraint?: unknown; stack?: unknown }
    const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : []
    chain.push({
      type: typeof e.name === 'string' ? e.name : 'Error',
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
      stack: frames.slice(0, 8).join('\n'),
    })
    current = (current as { cause?: unknown }).cause
  }
  return { error: chain[0], causes: chain.slice(1) }
}

/**
 * An upload whose body ended before its file or form did: the multipart reader's own words for it,
 * or the request stream's when the connection dropped. The sender's doing, not the server's.
 */
const isBrokenUpload = (error: { message?: string; code?: string }) =>
  /unexpected end of multipart data/i.test(error.message ?? '') ||
  (error.code === 'ECONNRESET' && error.message === 'aborted')

/** Every error becomes `{message, errors?}` in German; 5xx never carries details. */
export function installErrorHandler(app: FastifyInstance, deps: Pick<AppDeps, 'clock'>) {
  const logRejected = (request: FastifyRequest, statusCode: number) => {
    if (!SECURITY_STATUSES.has(statusCode)) return
    request.log.warn(
      { statusCode, userId: request.user?.id ?? null, ip: request.ip, at: deps.clock.now().toISOString() },
      'Zugriff abgewiesen',
    )
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      logRejected(request, error.statusCode)
      const { retryAfter, ...extra } = error.extra
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter))
      return reply.code(error.statusCode).send({ message: error.message, ...extra })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error)
      const first = Object.values(errors)[0]?.[0] ?? 'Die Eingaben sind ungültig.'
      return reply.code(422).send({ message: first, errors })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send({ message: 'Die Anfrage ist zu groß.' })
    }
    if (error.statusCode === 415) {
      return reply.code(415).send({ message: 'Dieses Datenformat wird nicht unterstützt.' })
    }
    if (error.statusCode === 429) {
      logRejected(request, 429)
      return reply.code(429).send({ message: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' })
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(400).send({ message: 'Die Anfrage ist ungültig.' })
    }
    if (String(request.headers['content-type'] ?? '').startsWith('multipart/') && isBrokenUpload(error)) {
      request.log.info({ reason: error.message }, 'Upload abgebrochen')
      return reply.code(400).send({ message: DOCUMENT_UPLOAD_TEXTS.incomplete })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error(loggableError(error), 'Datenbank nicht erreichbar')
      return reply.code(503).header('Retry-After', '5').send({ message: UNAVAILABLE_503 })
    }
    request.log.error(loggableError(error), 'Unerwarteter Fehler')
    return reply.code(500).send({ message: GENERIC_500 })
  })
}
