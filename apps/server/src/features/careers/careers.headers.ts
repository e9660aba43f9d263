import type { FastifyReply } from 'fastify'
import { securityHeaders } from '../../plugins/security.ts'

/**
 * The careers pages may be framed by the sites the admin named (and by this app itself); every
 * other page of the app stays unframeable. The rest of the policy is the app's own.
 */
export function allowFraming(reply: FastifyReply, production: boolean, origins: string[]) {
  const policy = securityHeaders(production)['Content-Security-Policy'] ?? ''
  const ancestors = ["'self'", ...origins].join(' ')
  reply.header(
    'Content-Security-Policy',
    policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`),
  )
  reply.removeHeader('X-Frame-Options')
}
