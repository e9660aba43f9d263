import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AppDeps } from '../context.ts'
import { pollInbox } from '../features/inbox/index.ts'
import type { Agent } from './agent.ts'
import { createTestContext, type TestContext } from './context.ts'
import { openSecondConnection } from './database.ts'
import { startImapServer, type TestImap } from './imap.ts'
import { composeMail, SAMPLE_PDF } from './mails.ts'

export interface LoggedMail {
  subject: string
  outcome: string
  attachments: number
  applicant_id: number | null
  applicant_name: string | null
}

/**
 * What the tests of applications by mail share: a real dovecot, the app polling it, an admin and a
 * recruiter, a second instance on the same database (its own connection pool on PostgreSQL; PGlite
 * can only be shared in-process), and reads through the API of what a mail became. Registers its
 * hooks in the calling file.
 */
export function mailIntakeContext() {
  const ctx = {} as {
    t: TestContext
    imap: TestImap
    admin: Agent
    recruiter: Agent
    recruiterEmail: string
    secondDeps: AppDeps
    closeSecond: () => Promise<void>
  }
  beforeAll(async () => {
    ctx.imap = await startImapServer()
    ctx.t = await createTestContext({ config: { imapUrl: ctx.imap.url } })
    ctx.admin = (await ctx.t.loginAs('admin')).agent
    const rita = await ctx.t.loginAs('recruiter', { name: 'Rita Recruiter' })
    ctx.recruiter = rita.agent
    ctx.recruiterEmail = rita.user.email
    const connection = await openSecondConnection()
    ctx.secondDeps = { ...ctx.t.deps, db: connection.db }
    ctx.closeSecond = connection.close
  })
  afterAll(async () => {
    await ctx.closeSecond?.()
    await ctx.t?.close()
    await ctx.imap?.close()
  })

  /** Delivers the mails into the team mailbox and polls it once, as the server does every minute. */
  async function deliver(...raws: Buffer[]) {
    for (const raw of raws) await ctx.imap.append(raw)
    return (await pollInbox(ctx.t.deps)).results
  }

  const logged = async (subject: string): Promise<LoggedMail | undefined> =>
    (await ctx.recruiter.get('/api/mail-filter/recent')).json().find((m: LoggedMail) => m.subject === subject)

  /** The applicant a mail with this subject became or was stored with, and what they now have. */
  async function applicantOf(subject: string) {
    const entry = await logged(subject)
    expect(entry?.applicant_id, `no applicant for „${subject}“`).toEqual(expect.any(Number))
    const id = entry?.applicant_id as number
    const get = async (path: string) => (await ctx.recruiter.get(path)).json()
    return {
      id,
      applicant: await get(`/api/applicants/${id}`),
      documents: await get(`/api/documents/${id}`),
      messages: await get(`/api/messages/${id}`),
      history: await get(`/api/history/${id}`),
    }
  }

  /** The live applicants with this address, through the list as the overview asks for it. */
  async function withEmail(email: string): Promise<Array<{ id: number }>> {
    const filters = { email: { operator: 'and', constraints: [{ matchMode: 'equals', value: email }] } }
    const response = await ctx.recruiter.get(
      `/api/applicants?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data
  }

  /** Files in document storage (staged leftovers included): each must belong to a document. */
  async function storedFiles(): Promise<number> {
    const root = join(ctx.t.config.dataDir, 'documents')
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
    return entries.filter((e) => e.isFile()).length
  }

  return { ctx, deliver, logged, applicantOf, withEmail, storedFiles }
}

/** An application as people mail it: a name, a few words, a CV. */
export const application = (overrides: Parameters<typeof composeMail>[0] = {}) =>
  composeMail({
    from: 'Anna Maria Müller <anna.mueller@example.de>',
    subject: 'Bewerbung',
    text: 'Sehr geehrte Damen und Herren,\n\nanbei meine Unterlagen.\n\nAnna Maria Müller',
    attachments: [{ filename: 'Lebenslauf Müller.pdf', content: SAMPLE_PDF }],
    ...overrides,
  })
