import type { FastifyBaseLogger } from 'fastify'
import { type DestinationStream, type LoggerOptions, pino } from 'pino'

/** Secrets never reach the log: cookies, CSRF tokens, passwords, reset tokens in URLs. */
export function sanitizeUrl(url: string): string {
  const [path = ''] = url.split('?')
  return (
    path
      .replace(/^\/password-reset\/[^/]+/, '/password-reset/[redacted]')
      .replace(/^(\/email\/verify\/\d+)\/[^/]+/, '$1/[redacted]')
      // what people search for is personal data (names, addresses)
      .replace(/^(\/api\/applicants\/search)\/.+/, '$1/[redacted]')
  )
}

export const loggerOptions = (level: string, pretty: boolean): LoggerOptions => ({
  level,
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers["x-xsrf-token"]',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.password',
      '*.password_confirmation',
      '*.current_password',
      '*.token',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: sanitizeUrl(req.url),
      ip: req.ip,
    }),
  },
  ...(pretty
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {}),
})

/** The app's pino logger; `destination` lets tests capture every line. */
export function createLogger(
  level: string,
  pretty: boolean,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = loggerOptions(level, pretty && !destination)
  return (destination ? pino(options, destination) : pino(options)) as FastifyBaseLogger
}
