import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../context.ts'
import { verificationUrl } from '../features/auth/tokens.service.ts'
import type { UserRow } from '../features/users/users.table.ts'
import type { OutgoingMail } from './mailer.ts'
import { verifyEmailMail } from './templates.ts'

/** Mails leave in the background: the answer must not reveal whether an address exists. */
export function sendInBackground(deps: AppDeps, request: FastifyRequest, mail: OutgoingMail) {
  deps.mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'Mailversand fehlgeschlagen'))
}

export function sendVerificationMail(deps: AppDeps, request: FastifyRequest, user: UserRow) {
  const url = verificationUrl(
    deps.config.appUrl,
    deps.config.sessionSecret,
    user.id,
    user.email,
    deps.clock.now(),
  )
  sendInBackground(deps, request, verifyEmailMail(user.email, user.name, url))
}
