import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from 'helmet'

/**
 * Security headers on every response, errors included, and no caching of anything but the hashed
 * static assets (personal data must never sit in a shared or browser cache).
 *
 * Helmet decides the headers; they do not depend on the request, so they are computed once at
 * start (helmet's middleware parses its whole configuration again on every call, which cost more
 * CPU than a polling request's own work).
 */
export async function installSecurityHeaders(app: FastifyInstance, production: boolean) {
  const headers = securityHeaders(production)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store')
    reply.removeHeader('x-powered-by')
    done(null, payload)
  })
}

/**
 * The same headers for answers that Fastify gives before any route or hook runs (a URL that
 * cannot be decoded): hooks never see those requests, so the headers are applied here directly.
 */
export function applySecurityHeaders(_request: FastifyRequest, reply: FastifyReply, production: boolean) {
  reply.headers(securityHeaders(production))
  reply.header('Cache-Control', 'no-store')
}

const computed = new Map<boolean, Record<string, string>>()

/**
 * A response that is never sent, on a socket that never connects: it keeps the headers helmet sets,
 * spelled as helmet spells them (Node's own header list keeps only lower-case names).
 */
class HeaderRecorder extends ServerResponse {
  readonly recorded: Record<string, string> = {}

  override setHeader(name: string, value: number | string | readonly string[]) {
    this.recorded[name] = String(value)
    return super.setHeader(name, value)
  }

  override removeHeader(name: string) {
    delete this.recorded[name]
    super.removeHeader(name)
  }
}

/** Helmet's headers for this configuration, captured from one run of its middleware. */
export function securityHeaders(production: boolean): Record<string, string> {
  const known = computed.get(production)
  if (known) return known
  const response = new HeaderRecorder(new IncomingMessage(new Socket()))
  helmet(helmetOptions(production))(response.req, response, () => {})
  const headers = response.recorded
  computed.set(production, headers)
  return headers
}

function helmetOptions(production: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' as const },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The legacy header says the same as frame-ancestors 'none' (it said SAMEORIGIN before).
    frameguard: { action: 'deny' as const },
  }
}
