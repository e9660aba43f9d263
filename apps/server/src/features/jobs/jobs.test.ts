import { JOB_MESSAGES } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'

let t: TestContext
let recruiter: Agent
let recruiterName: string
let viewer: Agent
beforeAll(async () => {
  t = await createTestContext()
  const logged = await t.loginAs('recruiter')
  recruiter = logged.agent
  recruiterName = logged.user.name
  viewer = (await t.loginAs('viewer')).agent
})
afterAll(() => t.close())

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pflegefachkraft (m/w/d) – Köln',
  profession_group: 'pflege',
  location: 'Köln',
  employment_type: 'vollzeit',
  start_date: '2027-01-01',
  salary_min: 42_000,
  salary_max: 52_000,
  description: 'Wir suchen **Sie** für unsere Station.',
  requirements: '- Examen\n- Freude am Beruf',
  contact_user_id: null,
  state: 'entwurf',
  ...overrides,
})

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await recruiter.post('/api/jobs', body(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

describe('job postings', () => {
  it('a recruiter creates a draft: a readable, stable slug, rendered texts, one history entry', async () => {
    const created = await create()
    expect(created).toMatchObject({
      slug: 'pflegefachkraft-m-w-d-koeln',
      state: 'entwurf',
      published_at: null,
      salary_min: 42_000,
      description_html: '<p>Wir suchen <strong>Sie</strong> für unsere Station.</p>\n',
    })
    expect(created.requirements_html).toContain('<li>Examen</li>')
    const history = (await viewer.get(`/api/jobs/${created.id}/history`)).json()
    expect(history).toHaveLength(1)
    expect(history[0].user_name).toBe(recruiterName)
    expect(history[0].changes).toContainEqual({
      field: 'title',
      from: null,
      to: 'Pflegefachkraft (m/w/d) – Köln',
    })

    // The title changes, the address stays: links on job boards keep working.
    const renamed = await recruiter.put(`/api/jobs/${created.id}`, body({ title: 'Pflegefachkraft Nacht' }))
    expect(renamed.json()).toMatchObject({ title: 'Pflegefachkraft Nacht', slug: created.slug })
    const after = (await viewer.get(`/api/jobs/${created.id}/history`)).json()
    expect(after).toHaveLength(2)
    expect(after[0].changes).toEqual([
      { field: 'title', from: 'Pflegefachkraft (m/w/d) – Köln', to: 'Pflegefachkraft Nacht' },
    ])
  })

  it('saving without a change writes no history and keeps the time of the last change', async () => {
    const created = await create({ title: 'Lagerhelfer' })
    t.clock.advance(60_000)
    const again = (await recruiter.put(`/api/jobs/${created.id}`, body({ title: 'Lagerhelfer' }))).json()
    expect(again.updated_at).toBe(created.updated_at)
    expect((await viewer.get(`/api/jobs/${created.id}/history`)).json()).toHaveLength(1)
  })

  it('publishing sets the publication time once; closing and publishing again keep it', async () => {
    const created = await create({ title: 'Koch' })
    t.clock.advance(1000)
    const published = (
      await recruiter.put(`/api/jobs/${created.id}`, body({ title: 'Koch', state: 'veroeffentlicht' }))
    ).json()
    expect(published.published_at).toBe(t.clock.now().toISOString())
    t.clock.advance(1000)
    await recruiter.put(`/api/jobs/${created.id}`, body({ title: 'Koch', state: 'geschlossen' }))
    t.clock.advance(1000)
    const reopened = (
      await recruiter.put(`/api/jobs/${created.id}`, body({ title: 'Koch', state: 'veroeffentlicht' }))
    ).json()
    expect(reopened.published_at).toBe(published.published_at)
    const list = (await viewer.get('/api/jobs')).json()
    // Published jobs come first.
    expect(list[0].state).toBe('veroeffentlicht')
  })

  it('the same title twice, also at the same moment, gets distinct addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => recruiter.post('/api/jobs', body({ title: 'Elektriker (m/w/d)' }))),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
    expect(answers.map((a) => a.json().slug).sort()).toEqual([
      'elektriker-m-w-d',
      'elektriker-m-w-d-2',
      'elektriker-m-w-d-3',
      'elektriker-m-w-d-4',
    ])
    expect((await create({ title: '!!!' })).slug).toBe('stelle')
    // The careers page's own addresses are never a job's.
    expect((await create({ title: 'Datenschutz' })).slug).toBe('datenschutz-2')
  })

  it('refuses in German: unknown group, unknown or deactivated contact, salaries the wrong way round', async () => {
    const refuse = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const response = await recruiter.post('/api/jobs', body(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422)
      expect(response.json().errors[field]).toContain(message)
    }
    await refuse({ profession_group: 'astronautik' }, 'profession_group', JOB_MESSAGES.unknownGroup)
    await refuse({ contact_user_id: 999_999 }, 'contact_user_id', JOB_MESSAGES.unknownContact)
    const { user: gone } = await t.createUser({ active: false })
    await refuse({ contact_user_id: gone.id }, 'contact_user_id', JOB_MESSAGES.unknownContact)
    await refuse({ salary_min: 50_000, salary_max: 40_000 }, 'salary_max', JOB_MESSAGES.salaryOrder)
    await refuse({ start_date: '2027-02-30' }, 'start_date', JOB_MESSAGES.invalidDate)
    await refuse({ title: 'Koch\u0000' }, 'title', 'Der Titel enthält ein unzulässiges Steuerzeichen.')
    await refuse({ title: 'x'.repeat(10_000) }, 'title', 'Der Titel darf höchstens 120 Zeichen lang sein.')
    await refuse({ employment_type: 'freelance' }, 'employment_type', 'Bitte eine Anstellungsart wählen.')
    // Nothing of these was stored.
    expect(
      (await viewer.get('/api/jobs')).json().some((j: { title: string }) => j.title === 'x'.repeat(120)),
    ).toBe(false)
  })

  it('a contact person is named; a value the job already has stays valid after it was deactivated', async () => {
    const { user: contact } = await t.createUser({ name: 'Greta Kontakt' })
    const created = await create({ title: 'Bürokraft', contact_user_id: contact.id })
    expect(created.contact_name).toBe('Greta Kontakt')
    await t.db.execute(`UPDATE users SET active = false WHERE id = ${contact.id}`)
    const saved = await recruiter.put(
      `/api/jobs/${created.id}`,
      body({ title: 'Bürokraft (Teilzeit)', contact_user_id: contact.id }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
  })

  it('Markdown becomes safe HTML: no raw HTML, no script links, headings below the page’s own', async () => {
    const created = await create({
      title: 'Sicher',
      description:
        '# Über uns\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n[klick](javascript:alert(1)) [web](https://example.de)',
    })
    const html: string = created.description_html
    expect(html).not.toMatch(/<script|<img|href="javascript/i)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('<h3>Über uns</h3>')
    expect(html).toContain('<a href="https://example.de" rel="noopener noreferrer nofollow">web</a>')
    const preview = await recruiter.post('/api/jobs/preview', { markdown: '**fett** <b>roh</b>' })
    expect(preview.json()).toEqual({ html: '<p><strong>fett</strong> &lt;b&gt;roh&lt;/b&gt;</p>\n' })
    // The text's first level becomes h3, whichever it is, and its steps stay: no level is skipped.
    const steps = await recruiter.post('/api/jobs/preview', { markdown: '## Benefits\n### Urlaub\n## Team' })
    expect(steps.json().html).toBe('<h3>Benefits</h3>\n<h4>Urlaub</h4>\n<h3>Team</h3>\n')
  })

  it('an unknown job is a German 404; a viewer reads but does not write', async () => {
    for (const path of ['/api/jobs/999999', '/api/jobs/999999/history']) {
      const response = await viewer.get(path)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe(JOB_MESSAGES.notFound)
    }
    expect((await recruiter.put('/api/jobs/999999', body())).statusCode).toBe(404)
    expect((await viewer.post('/api/jobs', body())).statusCode).toBe(403)
  })
})

describe('an applicant’s job', () => {
  it('is one of the jobs, by its slug; the catalogue names drafts and closed ones', async () => {
    const open = await create({ title: 'Servicekraft Restaurant', state: 'veroeffentlicht' })
    const closed = await create({ title: 'Servicekraft Bankett', state: 'geschlossen' })
    const answers = (await viewer.get('/api/answers')).json()
    expect(answers.job[open.slug]).toBe('Servicekraft Restaurant')
    expect(answers.job[closed.slug]).toBe('Servicekraft Bankett (geschlossen)')

    const applicant = await createApplicantVia(recruiter, { job: open.slug })
    expect((await viewer.get(`/api/applicants/${applicant.id}`)).json().job).toBe(open.slug)
    const unknown = await recruiter.post('/api/applicants', {
      first_name: 'Ole',
      last_name: 'Unbekannt',
      job: 'gibt-es-nicht',
      confirm_duplicate: true,
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.job?.[0]).toMatch(/Stelle/)

    // The overview filters by it, and a change of job is in the applicant's history as „Stelle“.
    const filters = JSON.stringify({
      job: { operator: 'and', constraints: [{ value: open.slug, matchMode: 'equals' }] },
    })
    const listed = (await viewer.get(`/api/applicants?filters=${encodeURIComponent(filters)}`)).json()
    expect(listed.data.map((a: { id: number }) => a.id)).toEqual([applicant.id])
    const moved = await recruiter.put(`/api/applicants/${applicant.id}`, { job: closed.slug })
    expect(moved.statusCode, moved.body).toBe(200)
    const history = JSON.stringify((await viewer.get(`/api/history/${applicant.id}`)).json())
    expect(history).toContain('Stelle')
  })

  it('filters the overview by job and by channel exactly, the way the table’s select filters ask', async () => {
    const job = await create({ title: 'Kommissionierer Hamm', state: 'veroeffentlicht' })
    const byMail = await createApplicantVia(recruiter, { job: job.slug })
    const typed = await createApplicantVia(recruiter, { job: job.slug })
    await t.db.execute(sql`UPDATE applicants SET channel = 'email' WHERE id = ${byMail.id}`)
    const list = async (filters: unknown) => {
      const response = await viewer.get(
        `/api/applicants?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      )
      return response
    }
    const rule = (value: string, matchMode = 'equals') => ({
      operator: 'and',
      constraints: [{ value, matchMode }],
    })
    const ids = async (filters: unknown) => (await list(filters)).json().data.map((a: { id: number }) => a.id)
    expect(await ids({ job: rule(job.slug), channel: rule('email') })).toEqual([byMail.id])
    expect(await ids({ job: rule(job.slug), channel: rule('manuell') })).toEqual([typed.id])
    expect(await ids({ job: rule(job.slug), channel: rule('email', 'notEquals') })).toEqual([typed.id])
    // Exact: a part of the slug or another case matches nothing.
    expect(await ids({ job: rule(job.slug.slice(0, 5)) })).toEqual([])
    expect(await ids({ channel: rule('EMAIL') })).toEqual([])
    const refused = await list({ channel: rule('mail', 'contains') })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.filters).toEqual(['Dieser Filter passt nicht zu einem Auswahlfeld.'])
    expect((await list({ job: rule('x'.repeat(10_000)) })).statusCode).toBe(422)
    expect((await list({ channel: rule('e\u0000mail') })).statusCode).toBe(422)
  })
})
