import { existsSync, statSync } from 'node:fs'
import { join, normalize } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

/** No path parameter (an id, a search term) is longer; a longer one is refused with 414. */
export const MAX_PARAM_LENGTH = 500
export const URL_TOO_LONG = 'Die Adresse ist zu lang.'

/**
 * Serves the built SPA: hashed assets with long caching, brotli or gzip files written by the build
 * (apps/web/scripts/precompress.ts) when the browser accepts them, every other GET path gets index.html
 * so every screen of the route table deep-links. Unknown API paths and other methods answer 404 JSON.
 */
export async function installSpa(app: FastifyInstance, webDir: string | undefined) {
  const hasWeb = webDir !== undefined && existsSync(join(webDir, 'index.html'))
  if (hasWeb) await app.register(fastifyStatic, { root: webDir, serve: false, preCompressed: true })

  const isApiPath = (url: string) => /^\/(api|sanctum|email)(\/|$)/.test(url)

  app.route({
    method: 'GET',
    url: '/*',
    config: { access: 'public', addressForTheApp: true },
    schema: { hide: true, response: { 200: z.any(), 404: z.any(), 414: z.any(), 503: z.any() } },
    handler: (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/')
      if (isApiPath(path)) {
        // A parameter over the router's limit falls through to here: it is too long, not unknown.
        const tooLong = path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)
        return tooLong
          ? reply.code(414).send({ message: URL_TOO_LONG })
          : reply.code(404).send({ message: 'Nicht gefunden.' })
      }
      if (!hasWeb || !webDir) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('Die Weboberfläche ist nicht gebaut. Bitte "npm run build" ausführen.')
      }
      const file = normalize(path).replace(/^(\.\.[/\\])+/, '')
      const absolute = join(webDir, file)
      if (
        file !== '/' &&
        absolute.startsWith(webDir) &&
        existsSync(absolute) &&
        statSync(absolute).isFile()
      ) {
        if (file.startsWith('/assets/'))
          return reply.sendFile(file, { maxAge: 31_536_000_000, immutable: true })
        reply.header('Cache-Control', 'no-cache')
        return reply.sendFile(file, { cacheControl: false })
      }
      reply.header('Cache-Control', 'no-cache')
      return reply.type('text/html; charset=utf-8').sendFile('index.html', { cacheControl: false })
    },
  })

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Nicht gefunden.' }))
}
