import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from 'helmet'

/**
 * Security headers on every response, errors included (SECURITY.md 19), and no caching of
 * anything but the hashed static assets (SECURITY.md 23: personal data is never stored by caches).
 */
export async function installSecurityHeaders(app: FastifyInstance, production: boolean) {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions(production) })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store')
    reply.removeHeader('x-powered-by')
    return payload
  })
}

/**
 * The same headers for answers that Fastify gives before any route or hook runs (a URL that
 * cannot be decoded): hooks never see those requests, so the headers are applied here directly.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, production: boolean) {
  helmet(helmetOptions(production))(request.raw, reply.raw, () => {})
  reply.header('Cache-Control', 'no-store')
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
