import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

/**
 * What Node's HTTP parser refuses before the app sees a request (headers or an address over its
 * 16 KB, a request line that is no HTTP, a client too slow to send its headers), answered in German
 * as every other refusal: Fastify's own answer is English. The connection is closed afterwards, as
 * Node does: what follows on it cannot be trusted to start a request.
 */
export const REQUEST_TOO_LARGE =
  'Die Anfrage ist zu groß: Adresse und Kopfzeilen dürfen zusammen höchstens 16 KB lang sein.'
export const REQUEST_INVALID = 'Die Anfrage ist ungültig.'
export const REQUEST_TIMEOUT = 'Die Anfrage kam nicht rechtzeitig vollständig an.'

export function germanClientError(error: Error & { code?: string }, socket: Socket) {
  // A connection reset leaves nothing to answer on.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, REQUEST_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT]
        : [400, REQUEST_INVALID]
  const body = JSON.stringify({ message })
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        `Connection: close\r\n\r\n${body}`,
    )
  socket.destroy(error)
}
