import { XSRF_COOKIE, XSRF_HEADER } from '@bb/shared'

/**
 * A logged-in API session without a browser, as the SPA's client does it (CSRF cookie first, then
 * its value as header): for setting up what a flow needs, never for what the flow itself tests.
 */
export async function apiSession(baseUrl: string, email: string, password: string) {
  const jar = new Map<string, string>()
  const call = async (method: string, path: string, body?: unknown) => {
    if (method !== 'GET') await call('GET', '/sanctum/csrf-cookie')
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const xsrf = jar.get(XSRF_COOKIE)
    if (xsrf && method !== 'GET') headers[XSRF_HEADER] = decodeURIComponent(xsrf)
    if (jar.size > 0) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  const login = await call('POST', '/login-user', { email, password })
  if (!login.ok) throw new Error(`login of ${email} answered ${login.status}`)
  return {
    async json<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await call(method, path, body)
      if (!response.ok)
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as T
    },
  }
}

/** The company of the e2e server: set up once at start, as the first admin's setup step saves it. */
export const E2E_COMPANY = {
  company_name: 'Muster Pflege GmbH',
  mail_from: 'Muster Pflege GmbH Recruiting <jobs@muster-pflege.example>',
}

/** Saves company name and sender into the application settings (the rest stays as it is). */
export async function setUpCompany(baseUrl: string, email: string, password: string) {
  const admin = await apiSession(baseUrl, email, password)
  const {
    polling: _p,
    version: _v,
    ...current
  } = await admin.json<Record<string, unknown>>('GET', '/api/settings')
  await admin.json('PUT', '/api/settings', { ...current, ...E2E_COMPANY })
}
