import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock.ts'
import type { UserRow } from '../features/users/index.ts'
import { installErrorHandler } from '../plugins/errors.ts'
import { requireUser } from './request-user.ts'

const app = Fastify({ logger: false })
const someone = { id: 7, name: 'Erika Muster' } as UserRow
beforeAll(async () => {
  installErrorHandler(app, { clock: createFakeClock() })
  // Without the access plugin nobody sets a user, as on a public or session route.
  app.decorateRequest('user', null)
  app.get('/nobody', async (request) => ({ id: requireUser(request).id }))
  app.get('/someone', async (request) => {
    request.user = someone
    return { id: requireUser(request).id }
  })
  await app.ready()
})
afterAll(() => app.close())

describe('requireUser', () => {
  it('answers the access layer’s German 401 when no one is logged in', async () => {
    const response = await app.inject({ method: 'GET', url: '/nobody' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Bitte melden Sie sich an.' })
  })

  it('hands over the logged-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/someone' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: 7 })
  })
})
