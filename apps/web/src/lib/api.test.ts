import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * A 401 of a poll: when the tab's own count says the session has ended, the way out is the one the
 * session watch takes (logout, the login page with the reason, a full page load); otherwise the
 * plain redirect to the login page.
 */
function browserAt(pathname: string) {
  const requests: string[] = []
  const location = { pathname, search: '', replace: vi.fn(), assign: vi.fn() }
  vi.stubGlobal('window', { location })
  vi.stubGlobal('document', { cookie: '' })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input)}`)
    return new Response(null, { status: 204 })
  })
  return { location, requests }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a 401 after the end the tab expected', () => {
  it('before that end: the plain login page, without a reason', async () => {
    const { location, requests } = browserAt('/bewerber/3')
    const { handleStatus } = await import('./api.ts')
    const { sessionTimes } = await import('./session-state.ts')
    sessionTimes.ends = { idle: Date.now() + 60 * 60_000, lifetime: Date.now() + 5 * 3_600_000 }
    handleStatus(401, 'GET', '/api/ui-state')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(location.assign).toHaveBeenCalledWith('/login?redirect=%2Fbewerber%2F3')
    expect(location.replace).not.toHaveBeenCalled()
    expect(requests).toEqual([])
  })

  it('at or after it: logs out on the server, then the login page says why and leads back', async () => {
    const { location, requests } = browserAt('/bewerber/3/notizen')
    const { handleStatus } = await import('./api.ts')
    const { sessionTimes } = await import('./session-state.ts')
    sessionTimes.ends = { idle: Date.now() - 1_000, lifetime: Date.now() + 5 * 3_600_000 }
    handleStatus(401, 'GET', '/api/ui-state')
    handleStatus(401, 'GET', '/api/applicants')
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalled())
    expect(location.replace).toHaveBeenCalledTimes(1)
    expect(location.replace).toHaveBeenCalledWith('/login?reason=idle&redirect=%2Fbewerber%2F3%2Fnotizen')
    expect(requests).toEqual(['GET /sanctum/csrf-cookie', 'POST /logout'])
  })
})
