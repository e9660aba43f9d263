import { ApiError } from './api-client.ts'

/** The server refused the request itself (a 4xx): the same request meets the same refusal again. */
export const isRefusal = (caught: unknown): caught is ApiError =>
  caught instanceof ApiError && caught.status < 500

/**
 * What a failed save says: the server's own German message when it sent one about the request
 * (a 4xx with `message`), else the screen's named text. Never the client's technical
 * "Anfrage fehlgeschlagen (502)", and never a 5xx's generic text where the screen has its own.
 */
export function failureText(caught: unknown, fallback: string): string {
  if (!isRefusal(caught)) return fallback
  const message = (caught.body as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message.trim() !== '' ? message : fallback
}
