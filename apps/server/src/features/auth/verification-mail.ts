import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../../context.ts'
import { sendInBackground } from '../../mail/send.ts'
import { verifyEmailMail } from '../../mail/templates.ts'
import type { UserRow } from '../users/index.ts'
import { verificationUrl } from './tokens.service.ts'

/** The signed link that confirms an address: after registering, after a change of address, on request. */
export function sendVerificationMail(deps: AppDeps, request: FastifyRequest, user: UserRow) {
  const url = verificationUrl(
    { appUrl: deps.config.appUrl, secret: deps.config.sessionSecret },
    { userId: user.id, email: user.email, now: deps.clock.now() },
  )
  sendInBackground(deps, request, verifyEmailMail(user.email, user.name, url))
}
