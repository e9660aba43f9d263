import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock.ts'
import { installErrorHandler } from './errors.ts'

const app = Fastify({ logger: false })
beforeAll(async () => {
  installErrorHandler(app, { clock: createFakeClock() })
  app.get('/boom', async () => {
    throw new Error('SELECT secret FROM users WHERE password = 1')
  })
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  })
  await app.ready()
})
afterAll(() => app.close())

describe('5xx bodies: generic German text, nothing of the inside', () => {
  it('a crash answers a generic German 500 without stack or SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    })
    expect(response.body).not.toMatch(/SELECT|at |secret/)
  })

  it('a database that is down answers 503 with Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/db-down' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json().message).toMatch(/vorübergehend nicht erreichbar/)
  })
})
