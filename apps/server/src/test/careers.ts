import type { LightMyRequestResponse } from 'fastify'
import type { Agent } from './agent.ts'
import type { TestContext } from './context.ts'
import { multipartFiles, type UploadFile } from './multipart.ts'

/** What a recruiter fills in to publish a job (the server tests' and the e2e flows'). */
export const publishedJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pflegefachkraft (m/w/d)',
  profession_group: 'pflege',
  location: 'Köln',
  employment_type: 'vollzeit',
  start_date: null,
  salary_min: 42_000,
  salary_max: 52_000,
  description: 'Wir suchen **Sie**.',
  requirements: '- Examen',
  contact_user_id: null,
  state: 'veroeffentlicht',
  ...overrides,
})

/** A job as a recruiter publishes it. */
export async function publishJob(recruiter: Agent, overrides: Record<string, unknown> = {}) {
  const response = await recruiter.post('/api/jobs', publishedJob(overrides))
  if (response.statusCode !== 201) throw new Error(`job not created: ${response.body}`)
  return response.json() as { id: number; slug: string; title: string }
}

/** The `_token` of the application form on a job's page. */
export const formToken = (html: string) => html.match(/name="_token" value="([^"]+)"/)?.[1] ?? ''

/**
 * An anonymous visitor from one address: loads the job's page, waits like a person (the fake
 * clock), then sends the form. `json` asks like the page's script does, else like a plain form.
 */
export function visitor(t: TestContext, ip = '203.0.113.10') {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip, headers })
  async function apply(
    slug: string,
    fields: Record<string, string>,
    files: UploadFile[] = [],
    options: {
      json?: boolean
      headers?: Record<string, string>
      token?: string
      waitMs?: number
      /** Bytes cut off the end of the body, as an upload that breaks off. */
      cut?: number
    } = {},
  ): Promise<LightMyRequestResponse> {
    const token = options.token ?? formToken((await get(`/karriere/${slug}`)).body)
    t.clock.advance(options.waitMs ?? 30_000)
    const { payload, headers } = await multipartFiles({ _token: token, ...fields }, files, 'files')
    return t.app.inject({
      method: 'POST',
      url: `/karriere/${slug}/bewerbung`,
      remoteAddress: ip,
      payload: options.cut ? payload.subarray(0, payload.length - options.cut) : payload,
      headers: {
        ...headers,
        origin: new URL(t.config.appUrl).origin,
        'sec-fetch-site': 'same-origin',
        ...(options.json ? { accept: 'application/json' } : { accept: 'text/html' }),
        ...options.headers,
      },
    })
  }
  return { get, apply }
}

export const PERSON = {
  first_name: 'Jülide',
  last_name: 'Özdemir',
  email: 'juelide@example.de',
  phone: '0171 2345678',
  available_from: '1.2.27',
  desired_salary: '48000',
  message: 'Ich freue mich auf Ihre Antwort.',
  consent: '1',
}
