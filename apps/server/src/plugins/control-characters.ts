import { findControlCharacter, CONTROL_CHARACTER_MESSAGE as MESSAGE } from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import { ValidationError } from '../lib/errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads nothing of its address (the SPA's pages): the app in the browser reads it and
     * asks the API, which refuses a control character in German on the screen. Refused here, a
     * pasted page address showed the person the raw JSON answer instead of the app.
     */
    addressForTheApp?: boolean
  }
}

/**
 * One rule at the validation boundary for every route: no text we accept holds a control
 * character (NUL, C0 except tab and line breaks, DEL, C1). PostgreSQL refuses NUL in text, so it
 * used to surface as a 500 from deep inside a query; now every field, parameter and filter is
 * answered with a German 422 naming the field before anything runs. It runs after the schemas,
 * so a contract with its own wording for a field ("Der Text enthält …") keeps it.
 */
export function installControlCharacterRule(app: FastifyInstance) {
  // A plain callback, not an async function: every request passes here, and most have nothing to check.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config.addressForTheApp) return done()
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findControlCharacter(value, '')
      if (found === undefined) continue
      const field = found || part
      done(new ValidationError({ [field]: [MESSAGE] }, MESSAGE))
      return
    }
    done()
  })
}
