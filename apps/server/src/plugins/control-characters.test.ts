import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../test/agent.ts'
import { createAgent } from '../test/agent.ts'
import { createApplicantVia } from '../test/applicants.ts'
import { createTestContext, type TestContext } from '../test/context.ts'

/**
 * The probe that found 500s: a NUL byte (and its relatives) in every kind of text input. Each is
 * refused with a German 422 before anything is written, and the log never holds the text.
 */
const MARK = 'Geheimtext-4711'
let t: TestContext
let admin: Agent
let adminId: number
let applicant: number
let note: number
beforeAll(async () => {
  t = await createTestContext()
  const login = await t.loginAs('admin')
  admin = login.agent
  adminId = login.user.id
  applicant = (await createApplicantVia(admin)).id
  note = (await admin.post('/api/notes', { applicant_id: applicant, note: 'Erste Notiz' })).json().id
})
afterAll(() => t.close())

const hostile = [`${MARK}\u0000`, `${MARK}\u0007`, `${MARK}\u001b[31m`, `${MARK}\u007f`, `${MARK}\u0085`]

describe('control characters in text input', () => {
  it.each(hostile.map((h) => [JSON.stringify(h), h]))(
    '%s is refused everywhere with a German 422',
    async (_n, bad) => {
      const probes: Array<[string, () => Promise<{ statusCode: number; json: () => unknown }>]> = [
        ['note', () => admin.post('/api/notes', { applicant_id: applicant, note: bad })],
        ['note update', () => admin.put(`/api/notes/${note}`, { note: bad })],
        [
          'applicant',
          () => admin.post('/api/applicants', { first_name: bad, last_name: 'X', confirm_duplicate: true }),
        ],
        ['applicant update', () => admin.put(`/api/applicants/${applicant}`, { city: bad })],
        ['rating', () => admin.post('/api/ratings', { applicant_id: applicant, Rating: 3, Text: bad })],
        ['message', () => admin.post('/api/messages', { applicant_id: applicant, content: bad, draft: 1 })],
        [
          'template',
          () => admin.post('/api/message-templates', { name: bad, subject: 'Betreff', message: 'Text' }),
        ],
        ['user', () => admin.put(`/api/users/${adminId}`, { name: bad })],
        ['search', () => admin.get(`/api/applicants/search/${encodeURIComponent(bad)}`)],
        ['list filter (raw)', () => admin.get(`/api/applicants?status=${encodeURIComponent(bad)}`)],
        [
          'list filter (JSON escape)',
          () =>
            admin.get(
              `/api/applicants?filters=${encodeURIComponent(JSON.stringify({ last_name: { operator: 'and', constraints: [{ value: bad, matchMode: 'contains' }] } }))}`,
            ),
        ],
        [
          'login e-mail',
          () => createAgent(t.app).post('/login-user', { email: `a${bad}@example.de`, password: 'x' }),
        ],
      ]
      const answers = await Promise.all(
        probes.map(async ([name, probe]) => {
          const response = await probe()
          const body = response.json() as { message?: string }
          return `${name}: ${response.statusCode} ${/Steuerzeichen/.test(body.message ?? '') ? 'deutsch' : body.message}`
        }),
      )
      expect(answers).toEqual(probes.map(([name]) => `${name}: 422 deutsch`))
    },
  )

  it('nothing was written and the log holds neither the text nor SQL', async () => {
    const notes = (await admin.get(`/api/notes/${applicant}`)).json() as Array<{ note: string }>
    expect(notes.map((n) => n.note)).toEqual(['Erste Notiz'])
    const all = t.logs.join('\n')
    expect(all).not.toContain(MARK)
    expect(all).not.toMatch(/Failed query|insert into|select /i)
  })

  it('tabs and line breaks stay allowed', async () => {
    const ok = await admin.post('/api/notes', { applicant_id: applicant, note: 'Zeile 1\n\tZeile 2\r\n' })
    expect(ok.statusCode).toBe(201)
  })
})
