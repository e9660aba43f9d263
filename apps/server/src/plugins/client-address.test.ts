import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrustProxy } from '../lib/trust-proxy.ts'
import { createAgent } from '../test/agent.ts'
import { createTestContext, type TestContext } from '../test/context.ts'

/**
 * The probe that found forged addresses: wrong logins, each with a different X-Forwarded-For.
 * Without a configured proxy the header is ignored (the throttle counts the real peer and the audit
 * log keeps it); with one, the right-most address the proxy did not vouch for is the client.
 */
async function auditIps(t: TestContext, email: string): Promise<string[]> {
  const { agent } = await t.loginAs('admin')
  const page = (await agent.get('/api/audit-log?per_page=100')).json() as {
    data: Array<{ action: string; ip: string | null; details: { email?: string } | null }>
  }
  return page.data
    .filter((e) => e.action === 'login_failed' && e.details?.email === email)
    .map((e) => e.ip ?? '')
}

async function wrongLogins(t: TestContext, email: string, forwarded: (i: number) => string, count: number) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await createAgent(t.app).post(
      '/login-user',
      { email, password: 'falsch falsch falsch' },
      { headers: { 'x-forwarded-for': forwarded(i) } },
    )
    statuses.push(response.statusCode)
  }
  return statuses
}

describe('client address without a configured proxy (production)', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext({ config: { production: true } })
  })
  afterAll(() => t.close())

  it('ignores X-Forwarded-For: eight forged addresses still reach 429, the audit log keeps the real peer', async () => {
    const { user } = await t.createUser()
    const statuses = await wrongLogins(t, user.email, (i) => `203.0.113.${i + 1}`, 8)
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    const ips = await auditIps(t, user.email)
    expect(ips.length).toBeGreaterThan(0)
    expect(ips.every((ip) => ip === '127.0.0.1')).toBe(true)
  })
})

const proxies: Array<[string, TrustProxy]> = [
  ['a list of proxy addresses', ['127.0.0.1']],
  ['a hop count', 1],
]
describe.each(proxies)('client address behind a proxy named by %s', (_name, trustProxy) => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext({ config: { production: true, trustProxy } })
  })
  afterAll(() => t.close())

  it('takes the right-most untrusted address, so a forged left part changes nothing', async () => {
    const { user } = await t.createUser()
    // The client forges the left part; the proxy appends the address it really saw.
    const statuses = await wrongLogins(t, user.email, (i) => `10.9.9.${i}, 198.51.100.23`, 6)
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422])
    expect(statuses[5]).toBe(429)
    const ips = await auditIps(t, user.email)
    expect(new Set(ips)).toEqual(new Set(['198.51.100.23']))
  })
})
