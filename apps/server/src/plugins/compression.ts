import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }
const GZIP = { level: 6 }

/** Below this, compressing costs more than it saves (an unchanged poll is far smaller). */
export const COMPRESS_MIN_BYTES = 1024
/**
 * Up to this size an answer is compressed at once on the event loop (~0.1 ms for the UI state,
 * ~0.14 ms for a page of 20 search hits with snippets, about 22 kB): handing it to the thread pool
 * and back cost twice the CPU of the compression itself and added its wait to the answer. Larger
 * answers (a list page) are compressed off the loop.
 */
export const COMPRESS_INLINE_MAX_BYTES = 24 * 1024
/** Answers up to this size are also remembered compressed: every open tab polls the same navigation again and again. */
export const COMPRESS_REMEMBER_MAX_BYTES = 16 * 1024
/** How many recent small answers are kept compressed (a few MB at most). */
const REMEMBERED_ANSWERS = 500
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

/** An answer compressed at once, on the event loop. */
const compressNow = (encoding: 'br' | 'gzip', body: string | Buffer): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP)

/** The last compressed small answers by encoding and text, least recently used dropped first. */
function compressedMemo() {
  const recent = new Map<string, Buffer>()
  return (encoding: 'br' | 'gzip', text: string): Buffer => {
    const key = `${encoding}\n${text}`
    let body = recent.get(key)
    if (body) recent.delete(key)
    else body = compressNow(encoding, text)
    recent.set(key, body)
    if (recent.size > REMEMBERED_ANSWERS) recent.delete(recent.keys().next().value as string)
    return body
  }
}

/**
 * Compresses JSON and text answers of 1 kB and more (the first list page is ~35 kB, ~5 kB as br).
 * Small answers at once and remembered, middle ones at once, large ones off the event loop.
 * Streams (documents, ZIP exports) and the build's precompressed files pass untouched; request
 * bodies are never decompressed.
 */
export function installCompression(app: FastifyInstance) {
  const compressSmall = compressedMemo()
  // A plain callback: most answers (an unchanged poll, the UI state) pass untouched or are compressed
  // at once, and only a large answer waits for the thread pool.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload)
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304)
      return done(null, payload)
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload)
    const size = Buffer.byteLength(payload)
    if (size < COMPRESS_MIN_BYTES) return done(null, payload)
    addVary(reply)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return done(null, payload)
    const send = (body: Buffer) => {
      reply.header('content-encoding', encoding)
      reply.header('content-length', body.length)
      done(null, body)
    }
    if (size <= COMPRESS_REMEMBER_MAX_BYTES && typeof payload === 'string')
      return send(compressSmall(encoding, payload))
    if (size <= COMPRESS_INLINE_MAX_BYTES) return send(compressNow(encoding, payload))
    ;(encoding === 'br' ? brotli(payload, BROTLI) : gzipAsync(payload, GZIP)).then(send, (error: Error) =>
      done(error),
    )
  })
}
