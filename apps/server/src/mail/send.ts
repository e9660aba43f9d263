import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../context.ts'
import type { OutgoingMail } from './mailer.ts'

/** Mails leave in the background: the answer must not reveal whether an address exists. */
export function sendInBackground(deps: AppDeps, request: FastifyRequest, mail: OutgoingMail) {
  deps.mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'Mailversand fehlgeschlagen'))
}
