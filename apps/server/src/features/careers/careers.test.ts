import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  CAREERS_LIMITS,
  CAREERS_TEXTS,
  CONTROL_CHARACTER_MESSAGE,
  DEFAULT_PRIVACY_TEXT,
  DOCUMENT_UPLOAD_TEXTS,
} from '@bb/shared'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rows } from '../../db/rows.ts'
import type { Agent } from '../../test/agent.ts'
import { PERSON, publishJob, visitor } from '../../test/careers.ts'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { PDF, PNG } from '../../test/multipart.ts'

let t: TestContext
let recruiter: Agent
let admin: Agent
let recruiterId: number
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())
// Applying moves the clock on (a person takes time to fill the form), which ends staff sessions.
beforeEach(async () => {
  await t.db.execute(sql`DELETE FROM throttles`)
  t.smtp.clear()
  const logged = await t.loginAs('recruiter')
  recruiter = logged.agent
  recruiterId = logged.user.id
  admin = (await t.loginAs('admin')).agent
})

const countApplicants = async () =>
  Number((await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM applicants`))[0]?.n)

/** Every stored document file (the staging folder aside). */
const storedFiles = () => {
  const root = join(t.config.dataDir, 'documents')
  try {
    return readdirSync(root)
      .filter((d) => d !== '.tmp')
      .flatMap((d) => readdirSync(join(root, d)))
  } catch {
    return []
  }
}

describe('careers page: reading', () => {
  it('lists only published jobs, filters by group, place and type, and escapes what staff typed', async () => {
    const koeln = await publishJob(recruiter, { title: 'Pflegefachkraft <script>alert(1)</script>' })
    await publishJob(recruiter, {
      title: 'Lagerhelfer',
      profession_group: 'logistik',
      location: 'Hamburg',
      employment_type: 'minijob',
    })
    await publishJob(recruiter, { title: 'Entwurfsstelle', state: 'entwurf' })
    const page = await visitor(t).get('/karriere')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<html lang="de">')
    expect(page.body).toContain('Pflegefachkraft &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).toContain('Lagerhelfer')
    expect(page.body).not.toContain('Entwurfsstelle')
    expect(page.body).toContain('2 Stellen')
    const filtered = await visitor(t).get('/karriere?ort=Hamburg&art=minijob')
    expect(filtered.body).toContain('Lagerhelfer')
    expect(filtered.body).not.toContain(`/karriere/${koeln.slug}"`)
    expect(filtered.body).toContain('1 Stelle')
    const none = await visitor(t).get('/karriere?gruppe=pflege&ort=Hamburg')
    expect(none.body).toContain(CAREERS_TEXTS.noMatch)
  })

  it('shows a job with its JSON-LD JobPosting; drafts, closed and unknown jobs are not found', async () => {
    const job = await publishJob(recruiter, {
      title: 'Koch </script><b>x</b>',
      salary_min: 30_000,
      salary_max: 36_000,
    })
    const page = await visitor(t).get(`/karriere/${job.slug}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('30.000 – 36.000 € brutto im Jahr')
    const ld = page.body.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1]
    expect(ld).toBeDefined()
    const posting = JSON.parse(ld ?? '{}')
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Koch </script><b>x</b>',
      employmentType: ['FULL_TIME'],
      hiringOrganization: { name: 'Muster Pflege GmbH' },
      jobLocation: { address: { addressLocality: 'Köln', addressCountry: 'DE' } },
      baseSalary: { currency: 'EUR', value: { minValue: 30_000, maxValue: 36_000, unitText: 'YEAR' } },
      directApply: true,
    })
    const draft = await publishJob(recruiter, { title: 'Noch geheim', state: 'entwurf' })
    const closed = await publishJob(recruiter, { title: 'Schon zu', state: 'geschlossen' })
    for (const slug of [draft.slug, closed.slug, 'gibt-es-nicht', 'UPPER', 'a'.repeat(300)]) {
      const missing = await visitor(t).get(`/karriere/${slug}`)
      expect(missing.statusCode, slug).toBe(404)
      expect(missing.body).toContain(CAREERS_TEXTS.notFound)
      expect(missing.body).not.toContain('Noch geheim')
    }
  })

  it('offers Atom and JSON feeds and a sitemap of the published jobs only; robots may read only the careers page', async () => {
    const job = await publishJob(recruiter, { title: 'Feed & Co' })
    await publishJob(recruiter, { title: 'Feed-Entwurf', state: 'entwurf' })
    const atom = await visitor(t).get('/karriere/feed.atom')
    expect(atom.headers['content-type']).toContain('application/atom+xml')
    expect(atom.body).toContain('<title>Feed &amp; Co</title>')
    expect(atom.body).toContain(`${t.config.appUrl}/karriere/${job.slug}`)
    expect(atom.body).not.toContain('Feed-Entwurf')
    const json = (await visitor(t).get('/karriere/feed.json')).json()
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(json.items.map((i: { title: string }) => i.title)).toContain('Feed & Co')
    expect(json.items.map((i: { title: string }) => i.title)).not.toContain('Feed-Entwurf')
    const sitemap = await visitor(t).get('/karriere/sitemap.xml')
    expect(sitemap.body).toContain(`<loc>${t.config.appUrl}/karriere/${job.slug}</loc>`)
    expect(sitemap.body).not.toContain('feed-entwurf')
    const robots = await visitor(t).get('/robots.txt')
    expect(robots.headers['content-type']).toContain('text/plain')
    expect(robots.body).toBe(
      `User-agent: *\nAllow: /karriere\nDisallow: /\n\nSitemap: ${t.config.appUrl}/karriere/sitemap.xml\n`,
    )
  })

  it('may be framed only by the origins the admin named; the back office never', async () => {
    const saved = await admin.put('/api/careers-settings', {
      intro: 'Willkommen!',
      privacy_text: 'Unsere Hinweise.',
      asked_fields: ['phone'],
      embed_origins: ['https://www.muster.de'],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const page = await visitor(t).get('/karriere?embed=1')
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.muster.de")
    expect(page.headers['x-frame-options']).toBeUndefined()
    expect(page.body).toContain('class="careers embed"')
    expect(page.body).toContain('Willkommen!')
    const backOffice = await t.app.inject({ method: 'GET', url: '/api/session' })
    expect(backOffice.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    const bad = await admin.put('/api/careers-settings', {
      intro: '',
      privacy_text: 'x',
      asked_fields: [],
      embed_origins: ['javascript:alert(1)'],
    })
    expect(bad.statusCode).toBe(422)
    await admin.put('/api/careers-settings', {
      intro: '',
      privacy_text: DEFAULT_PRIVACY_TEXT,
      asked_fields: ['phone', 'available_from', 'desired_salary', 'message'],
      embed_origins: [],
    })
  })
})

describe('careers page: applying', () => {
  it('one application: applicant, documents, consent and message in the back office, a receipt mail', async () => {
    const job = await publishJob(recruiter, { contact_user_id: recruiterId })
    await t.db.execute(sql`INSERT INTO job_followers (job_id, user_id) VALUES (${job.id}, ${recruiterId})`)
    const response = await visitor(t, '198.51.100.7').apply(job.slug, PERSON, [
      { name: 'Lebenslauf.pdf', content: PDF },
      { name: 'Foto.png', content: PNG },
    ])
    expect(response.statusCode, response.body).toBe(303)
    expect(response.headers.location).toBe(`/karriere/${job.slug}/danke`)
    const thanks = await visitor(t).get(response.headers.location as string)
    expect(thanks.body).toContain(CAREERS_TEXTS.thanksTitle)

    const list = (
      await recruiter.get(
        `/api/applicants?filters=${encodeURIComponent(JSON.stringify({ email: { operator: 'and', constraints: [{ value: PERSON.email, matchMode: 'equals' }] } }))}`,
      )
    ).json()
    expect(list.data).toHaveLength(1)
    const applicant = list.data[0]
    expect(applicant).toMatchObject({
      first_name: 'Jülide',
      last_name: 'Özdemir',
      email: 'juelide@example.de',
      phone: '0171 2345678',
      available_from: '2027-02-01',
      desired_salary: 48_000,
      status: 'neu',
      job: job.slug,
      channel: 'karriereseite',
      duplicate_of: null,
    })
    expect(applicant.privacy_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const detail = (await recruiter.get(`/api/applicant-detail/${applicant.id}`)).json()
    expect(detail.documents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Foto.png',
      'Lebenslauf.pdf',
    ])
    expect(detail.messages.map((m: { Content: string }) => m.Content)).toContain(PERSON.message)
    const [consent] = await rows<{ ip: string; text: string; text_version: string }>(
      t.db,
      sql`SELECT ip, text, text_version FROM applicant_consents WHERE applicant_id = ${applicant.id}`,
    )
    expect(consent).toMatchObject({ ip: '198.51.100.7', text: DEFAULT_PRIVACY_TEXT })
    expect(consent?.text_version).toMatch(/^[0-9a-f]{16}$/)
    const history = (await recruiter.get(`/api/history/${applicant.id}`)).json()
    expect(history.map((h: { action: string }) => h.action)).toContain('received')
    const notes = await rows<{ kind: string; user_id: number }>(
      t.db,
      sql`SELECT kind, user_id FROM notifications WHERE applicant_id = ${applicant.id}`,
    )
    expect(notes).toContainEqual({ kind: 'job_application', user_id: recruiterId })

    const [mail] = await t.smtp.waitForMails(1)
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain('juelide@example.de')
    expect(mail?.subject).toBe('Ihre Bewerbung bei Muster Pflege GmbH')
    expect(mail?.text).not.toContain('{{')
    expect(mail?.text).toContain('Özdemir')
  })

  it('stores a pasted name without its invisible characters, so the search finds it as it reads', async () => {
    const job = await publishJob(recruiter)
    const response = await visitor(t, '198.51.100.23').apply(
      job.slug,
      {
        ...PERSON,
        first_name: 'Ro\u200Bsalind',
        last_name: '\u2060Quappenberg\u00AD',
        email: 'rosalind.quappen\u200Cberg@example.de',
      },
      [],
      { json: true },
    )
    expect(response.statusCode, response.body).toBe(201)
    const found = (
      await recruiter.get(`/api/applicants/search/${encodeURIComponent('Rosalind Quappenberg')}`)
    ).json()
    expect(found.data).toHaveLength(1)
    expect(found.data[0]).toMatchObject({
      first_name: 'Rosalind',
      last_name: 'Quappenberg',
      email: 'rosalind.quappenberg@example.de',
    })
  })

  it('answers the page script in JSON: 201 with where to go, 422 with German messages per field', async () => {
    const job = await publishJob(recruiter)
    const before = await countApplicants()
    const refused = await visitor(t).apply(job.slug, { first_name: '', email: 'kein-at', consent: '' }, [], {
      json: true,
    })
    expect(refused.statusCode).toBe(422)
    const { errors } = refused.json()
    expect(errors.first_name).toEqual(['Bitte geben Sie Ihren Vornamen an.'])
    expect(errors.last_name).toEqual(['Bitte geben Sie Ihren Nachnamen an.'])
    expect(errors.email).toEqual(['Bitte eine gültige E-Mail-Adresse angeben.'])
    expect(errors.consent).toEqual([CAREERS_TEXTS.consentMissing])
    expect(await countApplicants()).toBe(before)
    const ok = await visitor(t).apply(job.slug, { ...PERSON, email: 'json@example.de' }, [], { json: true })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json()).toEqual({ redirect: `/karriere/${job.slug}/danke` })
  })

  it('shows a refused plain form again with the typed values, the messages and a word about the files', async () => {
    const job = await publishJob(recruiter)
    const filesBefore = storedFiles().length
    const response = await visitor(t).apply(job.slug, { ...PERSON, consent: '', first_name: 'Ann"a<b>' }, [
      { name: 'cv.pdf', content: PDF },
    ])
    expect(response.statusCode).toBe(422)
    expect(response.body).toContain('value="Ann&quot;a&lt;b&gt;"')
    expect(response.body).toContain(CAREERS_TEXTS.consentMissing)
    expect(response.body).toContain(CAREERS_TEXTS.filesAgain)
    expect(response.body).toContain('aria-invalid="true"')
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('refuses hostile input clearly, never with a 500, and keeps nothing of it', async () => {
    const job = await publishJob(recruiter)
    const before = await countApplicants()
    const filesBefore = storedFiles().length
    const cases: Array<
      [Record<string, string>, Array<{ name: string; content: Buffer | string }>, string, string]
    > = [
      [{ ...PERSON, last_name: 'Null\u0000Byte' }, [], 'last_name', CONTROL_CHARACTER_MESSAGE],
      [
        { ...PERSON, first_name: 'A'.repeat(10_000) },
        [],
        'first_name',
        '„Vorname“ darf höchstens 100 Zeichen lang sein.',
      ],
      [
        { ...PERSON, message: 'x'.repeat(CAREERS_LIMITS.messageLength + 1) },
        [],
        'message',
        'höchstens 2000 Zeichen',
      ],
      [{ ...PERSON, desired_salary: '-5' }, [], 'desired_salary', 'ganze Zahl'],
      [{ ...PERSON, available_from: '31.02.2027' }, [], 'available_from', 'Format TT.MM.JJJJ'],
      [{ ...PERSON, available_from: '2027-13-01' }, [], 'available_from', 'Format TT.MM.JJJJ'],
      [
        PERSON,
        [{ name: 'virus.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') }],
        'files',
        '„virus.pdf“: Der Inhalt der Datei passt nicht zu ihrer Endung.',
      ],
      [PERSON, [{ name: 'tool.exe', content: 'MZ' }], 'files', 'Dieser Dateityp ist nicht erlaubt'],
      [PERSON, [{ name: 'leer.pdf', content: '' }], 'files', 'Die Datei ist leer.'],
      [
        PERSON,
        Array.from({ length: CAREERS_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `d${i}.pdf`, content: PDF })),
        'files',
        CAREERS_TEXTS.tooManyFiles,
      ],
      [
        PERSON,
        [
          { name: 'ok.pdf', content: PDF },
          { name: 'bad.docx', content: 'plain text' },
        ],
        'files',
        '„bad.docx“',
      ],
    ]
    for (const [fields, files, field, message] of cases) {
      const response = await visitor(t).apply(job.slug, fields, files, { json: true })
      expect(response.statusCode, `${field}: ${response.body.slice(0, 300)}`).toBe(422)
      expect(JSON.stringify(response.json().errors[field]), field).toContain(message)
    }
    expect(await countApplicants()).toBe(before)
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('refuses a file over the upload limit and a body of endless parts', async () => {
    const job = await publishJob(recruiter)
    const filesBefore = storedFiles().length
    const settings = (await admin.get('/api/settings')).json()
    const { document_categories, version, polling, ...rest } = settings
    await admin.put('/api/settings', { ...rest, document_categories, upload_limit_mb: 1 })
    const big = Buffer.concat([PDF, Buffer.alloc(1_100_000)])
    const response = await visitor(t).apply(job.slug, PERSON, [{ name: 'gross.pdf', content: big }], {
      json: true,
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.files[0]).toContain('größer als 1 MB')
    await admin.put('/api/settings', { ...rest, document_categories, upload_limit_mb: 20 })
    const many: Record<string, string> = { ...PERSON }
    for (let i = 0; i < 200; i++) many[`extra${i}`] = 'x'
    const flood = await visitor(t).apply(job.slug, many, [], { json: true })
    expect(flood.statusCode).toBe(413)
    // An upload that breaks off mid-file: a clear answer, no applicant, no file.
    const applicantsBefore = await countApplicants()
    const cv = { name: 'lebenslauf.pdf', content: Buffer.concat([PDF, Buffer.alloc(64 * 1024, 0x20)]) }
    const broken = await visitor(t).apply(job.slug, PERSON, [cv], { json: true, cut: 2_000 })
    expect([broken.statusCode, broken.json()]).toEqual([400, { message: DOCUMENT_UPLOAD_TEXTS.incomplete }])
    expect(await countApplicants()).toBe(applicantsBefore)
    expect(storedFiles().length).toBe(filesBefore)
  })

  it('a honeypot or a form sent faster than a person types: the thanks page, and nothing is created', async () => {
    const job = await publishJob(recruiter)
    const before = await countApplicants()
    const filesBefore = storedFiles().length
    const bot = await visitor(t).apply(job.slug, { ...PERSON, website: 'https://spam.example' }, [
      { name: 'cv.pdf', content: PDF },
    ])
    expect(bot.statusCode).toBe(303)
    expect(bot.headers.location).toBe(`/karriere/${job.slug}/danke`)
    const fast = await visitor(t).apply(job.slug, PERSON, [], { waitMs: 500 })
    expect(fast.statusCode).toBe(303)
    expect(await countApplicants()).toBe(before)
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('needs a token from this job’s form, fresh enough, and a post from this site', async () => {
    const job = await publishJob(recruiter)
    const other = await publishJob(recruiter, { title: 'Andere Stelle' })
    const someone = visitor(t)
    const before = await countApplicants()
    const forged = await someone.apply(job.slug, PERSON, [], { json: true, token: 'abc.def.ghi' })
    expect(forged.statusCode).toBe(422)
    expect(forged.json().message).toBe(CAREERS_TEXTS.expired)
    const otherToken = (await someone.get(`/karriere/${other.slug}`)).body.match(
      /name="_token" value="([^"]+)"/,
    )?.[1]
    const swapped = await someone.apply(job.slug, PERSON, [], { json: true, token: otherToken ?? '' })
    expect(swapped.statusCode).toBe(422)
    const old = await someone.apply(job.slug, PERSON, [], {
      json: true,
      waitMs: (CAREERS_LIMITS.formHours + 1) * 3_600_000,
    })
    expect(old.statusCode).toBe(422)
    const crossSite = await someone.apply(job.slug, PERSON, [], {
      json: true,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.statusCode).toBe(419)
    const foreignOrigin = await someone.apply(job.slug, PERSON, [], {
      json: true,
      headers: { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    })
    expect(foreignOrigin.statusCode).toBe(419)
    expect(await countApplicants()).toBe(before)
  })

  it('takes at most the allowed applications per address and per job within an hour', async () => {
    const job = await publishJob(recruiter)
    const one = visitor(t, '192.0.2.44')
    for (let i = 0; i < CAREERS_LIMITS.perAddressPerHour; i++) {
      const ok = await one.apply(job.slug, { ...PERSON, email: `ip${i}@example.de` }, [], { json: true })
      expect(ok.statusCode, ok.body).toBe(201)
    }
    const refused = await one.apply(job.slug, { ...PERSON, email: 'ip-more@example.de' }, [], { json: true })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(CAREERS_TEXTS.tooMany)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const otherAddress = await visitor(t, '192.0.2.45').apply(
      job.slug,
      { ...PERSON, email: 'ip-other@example.de' },
      [],
      { json: true },
    )
    expect(otherAddress.statusCode).toBe(201)

    const busy = await publishJob(recruiter, { title: 'Sehr beliebt' })
    for (let i = 0; i < CAREERS_LIMITS.perJobPerHour; i++) {
      const ok = await visitor(t, `10.1.${Math.floor(i / 200)}.${i % 200}`).apply(
        busy.slug,
        { ...PERSON, email: `job${i}@example.de` },
        [],
        { json: true },
      )
      expect(ok.statusCode).toBe(201)
    }
    const full = await visitor(t, '10.9.9.9').apply(busy.slug, { ...PERSON, email: 'late@example.de' }, [], {
      json: true,
    })
    expect(full.statusCode).toBe(429)
  })

  it('a second application with a known address is created and marked, with the same answer', async () => {
    const job = await publishJob(recruiter)
    const first = await visitor(t, '198.51.100.20').apply(job.slug, {
      ...PERSON,
      phone: '',
      email: 'twin@example.de',
    })
    const second = await visitor(t, '198.51.100.21').apply(job.slug, {
      ...PERSON,
      phone: '',
      email: 'TWIN@example.de',
      first_name: 'Jülie',
    })
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.headers.location).toBe(first.headers.location)
    expect(second.body).toBe(first.body)
    const found = await rows<{ id: number; duplicate_of: number | null }>(
      t.db,
      sql`SELECT id, duplicate_of FROM applicants WHERE lower(email) = 'twin@example.de' ORDER BY id`,
    )

    expect(found).toHaveLength(2)
    expect(found[0]?.duplicate_of).toBeNull()
    expect(found[1]?.duplicate_of).toBe(found[0]?.id)
  })

  it('two applications with one address at the same moment: both kept, exactly one marked', async () => {
    const job = await publishJob(recruiter)
    const [a, b] = await Promise.all([
      visitor(t, '198.51.100.30').apply(
        job.slug,
        { ...PERSON, phone: '', email: 'parallel@example.de' },
        [],
        {
          json: true,
        },
      ),
      visitor(t, '198.51.100.31').apply(
        job.slug,
        { ...PERSON, phone: '', email: 'parallel@example.de' },
        [],
        {
          json: true,
        },
      ),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    const found = await rows<{ duplicate_of: number | null }>(
      t.db,
      sql`SELECT duplicate_of FROM applicants WHERE email = 'parallel@example.de' ORDER BY id`,
    )
    expect(found.map((f) => f.duplicate_of === null)).toEqual([true, false])
  })

  it('a closed job takes no more applications', async () => {
    const job = await publishJob(recruiter)
    const page = await visitor(t).get(`/karriere/${job.slug}`)
    const token = page.body.match(/name="_token" value="([^"]+)"/)?.[1] ?? ''
    const full = (await recruiter.get(`/api/jobs/${job.id}`)).json()
    await recruiter.put(`/api/jobs/${job.id}`, {
      title: full.title,
      profession_group: full.profession_group,
      location: full.location,
      employment_type: full.employment_type,
      start_date: full.start_date,
      salary_min: full.salary_min,
      salary_max: full.salary_max,
      description: full.description,
      requirements: full.requirements,
      contact_user_id: full.contact_user_id,
      state: 'geschlossen',
    })
    const response = await visitor(t).apply(job.slug, PERSON, [], { token })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain(CAREERS_TEXTS.notFound)
  })

  it('asks only the questions the admin switched on, and ignores values of the others', async () => {
    const job = await publishJob(recruiter)
    await admin.put('/api/careers-settings', {
      intro: '',
      privacy_text: DEFAULT_PRIVACY_TEXT,
      asked_fields: ['message'],
      embed_origins: [],
    })
    const page = await visitor(t).get(`/karriere/${job.slug}`)
    expect(page.body).toContain('name="message"')
    expect(page.body).not.toContain('name="phone"')
    const response = await visitor(t).apply(
      job.slug,
      { ...PERSON, email: 'asked@example.de', phone: 'x' },
      [],
      { json: true },
    )
    expect(response.statusCode, response.body).toBe(201)
    const [row] = await rows<{ phone: string | null }>(
      t.db,
      sql`SELECT phone FROM applicants WHERE email = 'asked@example.de'`,
    )
    expect(row?.phone).toBeNull()
    await admin.put('/api/careers-settings', {
      intro: '',
      privacy_text: DEFAULT_PRIVACY_TEXT,
      asked_fields: ['phone', 'available_from', 'desired_salary', 'message'],
      embed_origins: [],
    })
  })

  it('a receipt that cannot be filled completely is not sent; the history says why', async () => {
    const job = await publishJob(recruiter)
    await t.db.execute(
      sql`UPDATE message_templates SET message = message || ' {{termin}}' WHERE 'eingang' = ANY(message_actions)`,
    )
    const response = await visitor(t).apply(job.slug, { ...PERSON, email: 'gap@example.de' }, [], {
      json: true,
    })
    expect(response.statusCode).toBe(201)
    const [applicant] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM applicants WHERE email = 'gap@example.de'`,
    )
    let history: Array<{ action: string; changes: Array<{ new: string }> }> = []
    for (let i = 0; i < 50 && !history.some((h) => h.action === 'receipt_not_sent'); i++) {
      await new Promise((r) => setTimeout(r, 50))
      history = (await recruiter.get(`/api/history/${applicant?.id}`)).json()
    }
    const entry = history.find((h) => h.action === 'receipt_not_sent')
    expect(entry?.changes[0]?.new).toContain('{{termin}}')
    await new Promise((r) => setTimeout(r, 200))
    const to = t.smtp.received.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))
    expect(to.join()).not.toContain('gap@example.de')
    await t.db.execute(
      sql`UPDATE message_templates SET message = replace(message, ' {{termin}}', '') WHERE 'eingang' = ANY(message_actions)`,
    )
  })

  it('never answers 5xx to generated forms; a refused one stores neither a row nor a file', async () => {
    const job = await publishJob(recruiter)
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        'x'.repeat(20_000),
        '<script>',
        "'; DROP TABLE users;--",
        '31.02.2027',
        '-1',
        '1e308',
      ),
    )
    const fields = fc.record(
      {
        first_name: text,
        last_name: text,
        email: fc.oneof(text, fc.constant('fuzz@example.de')),
        phone: text,
        available_from: text,
        desired_salary: text,
        message: text,
        consent: fc.constantFrom('', '1', 'on', 'nein'),
        website: fc.constantFrom('', '', '', 'http://spam'),
      },
      { requiredKeys: [] },
    )
    const file = fc.record({
      name: fc.oneof(
        fc.constantFrom('cv.pdf', 'foto.png', 'x.exe', '.pdf', 'a\u202Efdp.exe'),
        fc.string({ maxLength: 20 }),
      ),
      content: fc.oneof(
        fc.constant(PDF),
        fc.constant(PNG),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
      ),
    })
    let address = 0
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(fields, fc.array(file, { maxLength: 3 }), async (form, files) => {
        address += 1
        const before = await countApplicants()
        const filesBefore = storedFiles().length
        const response = await visitor(t, `10.77.${Math.floor(address / 250)}.${address % 250}`).apply(
          job.slug,
          form as Record<string, string>,
          files,
          { json: true },
        )
        if (response.statusCode >= 500)
          failures.push(`${JSON.stringify(form).slice(0, 120)} → ${response.statusCode}`)
        if (
          response.statusCode >= 400 &&
          ((await countApplicants()) !== before || storedFiles().length !== filesBefore)
        )
          failures.push(
            `${JSON.stringify(form).slice(0, 120)} → ${response.statusCode} left something behind`,
          )
      }),
      { numRuns: 60, seed: 20261125 },
    )
    expect(failures).toEqual([])
  })
})
