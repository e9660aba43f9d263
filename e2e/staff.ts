import type { Page } from 'playwright-core'
import { logInAdmin, RESET_PASSWORD } from './browser.ts'
import { adminEmail, adminPassword, baseUrl } from './own-server.ts'

/**
 * Shared steps of the shell suites: the e2e admin logs in, and applicants are created or deleted
 * through the API with the page's own session (as a colleague in another browser would).
 */
export { baseUrl }

export const logIn = (page: Page) => logInAdmin(page, baseUrl, adminEmail, [adminPassword, RESET_PASSWORD])

/** Any API call as the SPA sends it (CSRF cookie first, its value echoed); it must succeed. */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  await page.request.get(`${baseUrl}/sanctum/csrf-cookie`)
  const cookies = await page.context().cookies(baseUrl)
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const response = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    data: body,
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
  })
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`)
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/** A new applicant with a name no other suite uses; returns its id. */
export async function newApplicant(page: Page, firstName: string, lastName: string): Promise<number> {
  const created = await api<{ id: number }>(page, 'POST', '/api/applicants', {
    first_name: firstName,
    last_name: lastName,
    confirm_duplicate: true,
  })
  return created.id
}

/** A unique suffix of letters for names, so reruns against one server never collide. */
export const unique = () =>
  Date.now()
    .toString(36)
    .slice(-6)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')
