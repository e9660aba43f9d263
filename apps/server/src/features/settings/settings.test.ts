import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../test/agent.ts'
import { createApplicantVia } from '../../test/applicants.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { auditLog } from '../audit/index.ts'

let t: TestContext
let admin: Agent
let recruiter: Agent
let recruiterId: number
beforeAll(async () => {
  t = await createTestContext()
  admin = (await t.loginAs('admin')).agent
  const r = await t.loginAs('recruiter')
  recruiter = r.agent
  recruiterId = r.user.id
})
afterAll(() => t.close())

/** The current settings as the body of a PUT. */
async function currentBody() {
  const s = (await admin.get('/api/settings')).json()
  const { polling: _p, version: _v, ...body } = s
  return body
}

describe('application settings (admins)', () => {
  it('relabels, recolours and reorders statuses, edits groups and categories; clients see a new version', async () => {
    const before = (await recruiter.get('/api/counter')).json().settings
    const body = await currentBody()
    body.company_name = 'Muster Personal GmbH'
    body.mail_reply_to = 'bewerbung@muster.example'
    body.statuses = [...body.statuses].reverse()
    body.statuses.find((s: { slug: string }) => s.slug === 'neu').label = 'Eingang'
    body.statuses.find((s: { slug: string }) => s.slug === 'neu').color = '#123456'
    body.profession_groups = [...body.profession_groups, { slug: 'vertrieb', label: 'Vertrieb' }].filter(
      (g: { slug: string }) => g.slug !== 'sonstige',
    )
    const categories = body.document_categories
    body.document_categories = [
      { id: categories[1].id, name: 'Anschreiben & Motivation' },
      { name: 'Führerschein' },
    ]
    body.upload_limit_mb = 10
    const saved = await admin.put('/api/settings', body)
    expect(saved.statusCode).toBe(200)
    const settings = saved.json()
    expect(settings).toMatchObject({ company_name: 'Muster Personal GmbH', upload_limit_mb: 10 })
    expect(settings.statuses[0]).toMatchObject({ slug: 'zurueckgezogen' })
    expect(settings.statuses.at(-1)).toEqual({ slug: 'neu', label: 'Eingang', color: '#123456' })
    expect(settings.document_categories).toEqual([
      { id: categories[1].id, name: 'Anschreiben & Motivation' },
      { id: expect.any(Number), name: 'Führerschein' },
    ])
    expect((await recruiter.get('/api/counter')).json().settings).toBe(before + 1)
    const answers = (await recruiter.get('/api/answers')).json()
    expect(answers.status.neu).toBe('Eingang')
    expect(answers.profession_group.vertrieb).toBe('Vertrieb')
    const sidebar = (await recruiter.get('/api/sidebar-items')).json()
    expect(sidebar.some((i: { label: string }) => i.label === 'Eingang')).toBe(true)
    const audit = await t.db.select().from(auditLog)
    expect(audit.map((a) => a.action)).toContain('settings_updated')
  })

  it('keeps status slugs fixed and groups in use, with German messages', async () => {
    await createApplicantVia(recruiter, { profession_group: 'pflege' })
    const body = await currentBody()
    const renamedSlug = {
      ...body,
      statuses: body.statuses.map((s: { slug: string }, i: number) => (i === 0 ? { ...s, slug: 'neu2' } : s)),
    }
    const slugResponse = await admin.put('/api/settings', renamedSlug)
    expect(slugResponse.statusCode).toBe(422)
    expect(slugResponse.json().errors.statuses[0]).toMatch(/nicht hinzugefügt oder entfernt/)
    const withoutPflege = {
      ...body,
      profession_groups: body.profession_groups.filter((g: { slug: string }) => g.slug !== 'pflege'),
    }
    const inUse = await admin.put('/api/settings', withoutPflege)
    expect(inUse.statusCode).toBe(422)
    expect(inUse.json().errors.profession_groups).toEqual([
      'Eine Berufsgruppe, der noch Bewerber:innen zugeordnet sind, kann nicht entfernt werden.',
    ])
    const badColour = await admin.put('/api/settings', {
      ...body,
      statuses: body.statuses.map((s: object) => ({ ...s, color: 'rot' })),
    })
    expect(badColour.statusCode).toBe(422)
    const duplicates = await admin.put('/api/settings', {
      ...body,
      document_categories: [{ name: 'Zeugnis' }, { name: 'zeugnis' }],
    })
    expect(duplicates.json().errors.document_categories).toEqual([
      'Jede Kategorie darf nur einmal vorkommen.',
    ])
    expect((await admin.get('/api/settings')).json().profession_groups).toEqual(body.profession_groups)
  })

  it('is for admins only', async () => {
    const body = await currentBody()
    expect((await recruiter.put('/api/settings', body)).statusCode).toBe(403)
    expect((await t.agent().put('/api/settings', body)).statusCode).toBe(401)
  })
})

describe('personal settings', () => {
  it('keeps the signature and the default list of a user, and refuses unknown lists', async () => {
    const saved = await recruiter.put(`/api/users/${recruiterId}`, {
      signature: 'Mit freundlichen Grüßen\nRita',
      default_list_path: '/bewerber/uebersicht/gefolgt',
    })
    expect(saved.statusCode).toBe(200)
    const me = (await recruiter.get('/api/user')).json()
    expect(me).toMatchObject({
      signature: 'Mit freundlichen Grüßen\nRita',
      default_list_path: '/bewerber/uebersicht/gefolgt',
    })
    const bad = await recruiter.put(`/api/users/${recruiterId}`, {
      default_list_path: 'https://evil.example',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.default_list_path).toEqual(['Bitte eine Liste wählen.'])
  })
})
