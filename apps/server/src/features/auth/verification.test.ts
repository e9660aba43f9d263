import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { linkIn } from '../../test/smtp.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())
beforeEach(() => t.smtp.clear())

const DATA_ROUTES = ['/api/users', '/api/settings', '/api/ui-state', '/api/applicants']

async function verificationLink(agent: Awaited<ReturnType<TestContext['loginAs']>>['agent']) {
  const response = await agent.post('/email/verification-notification')
  expect(response.statusCode).toBe(202)
  const [mail] = await t.smtp.waitForMails(1)
  expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse')
  return new URL(linkIn(mail!, '/email/verify/'))
}

describe('email verification: signed links for 60 minutes, 409 on data routes until verified', () => {
  it('an unverified user logs in and reads /api/user, but gets 409 on every data route', async () => {
    const { agent } = await t.loginAs('recruiter', { verified: false })
    const me = await agent.get('/api/user')
    expect(me.statusCode).toBe(200)
    expect(me.json().email_verified_at).toBeNull()
    for (const url of DATA_ROUTES) {
      const response = await agent.get(url)
      expect(response.statusCode, url).toBe(409)
      expect(response.json().message).toBe('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.')
    }
  })

  it('the signed link verifies the address and opens the data routes', async () => {
    const { agent } = await t.loginAs('recruiter', { verified: false })
    const link = await verificationLink(agent)
    const followed = await agent.get(link.pathname + link.search)
    expect(followed.statusCode).toBe(302)
    expect(followed.headers.location).toBe('/?verified=1')
    for (const url of DATA_ROUTES) expect((await agent.get(url)).statusCode, url).toBe(200)
  })

  it('a tampered signature or an expired link (61 min) does not verify', async () => {
    const { agent } = await t.loginAs('recruiter', { verified: false })
    const link = await verificationLink(agent)
    const tampered = `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'0'.repeat(64)}`
    const refused = await agent.get(tampered)
    expect(refused.statusCode).toBe(302)
    expect(refused.headers.location).toMatch(/^\/error\?code=403/)
    const longer = `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${link.searchParams.get('signature')}`
    expect((await agent.get(longer)).headers.location).toMatch(/^\/error\?code=403/)
    t.clock.advance(61 * 60_000)
    const late = await agent.get(link.pathname + link.search)
    expect(late.headers.location).toMatch(/^\/error\?code=403/)
    expect((await agent.get('/api/user')).json().email_verified_at).toBeNull()
  })

  it('resending is throttled to one mail a minute; a verified user is told so', async () => {
    const { agent } = await t.loginAs('recruiter', { verified: false })
    await verificationLink(agent)
    const again = await agent.post('/email/verification-notification')
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    t.clock.advance(61_000)
    expect((await agent.post('/email/verification-notification')).statusCode).toBe(202)
    const { agent: verified } = await t.loginAs('recruiter')
    const answer = await verified.post('/email/verification-notification')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().message).toMatch(/bereits bestätigt/)
  })
})
