import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, compressing costs more than it saves (an unchanged poll is far smaller). */
export const COMPRESS_MIN_BYTES = 1024
const COMPRESSIBLE = /^(application\/json|text\/)/

/** br or gzip when the browser accepts it (q > 0), br first; nothing else is offered. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Compresses JSON and text answers of 1 kB and more (the first list page is ~35 kB, ~5 kB as br),
 * off the event loop. Streams (documents, ZIP exports) and the build's precompressed files pass
 * untouched; request bodies are never decompressed.
 */
export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304)
      return payload
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload
    addVary(reply)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzipAsync(payload, { level: 6 })
    reply.header('content-encoding', encoding)
    reply.header('content-length', body.length)
    return body
  })
}
