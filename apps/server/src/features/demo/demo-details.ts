import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { fakerDE as faker } from '@faker-js/faker'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { DocumentStorage } from '../../storage/storage.ts'
import { acceptStagedFile, insertDocument } from '../documents/index.ts'
import { recordHistory } from '../history/index.ts'
import { messages } from '../messages/index.ts'
import { documentCategories } from '../settings/index.ts'
import type { DemoActivityOptions } from './demo-activity.ts'
import { ADVANCED_STATUSES, type DemoApplicant, daysAfter } from './demo-common.ts'
import { tinyPdf } from './demo-pdf.ts'
import { confirmationMail, coverLetter, type DemoPerson, invitationMail, replyMail } from './demo-texts.ts'

const INVITED = new Set(['vorstellungsgespraech', 'angebot', 'eingestellt'])

type Options = DemoActivityOptions & { groups: Record<string, string> }

const person = (a: DemoApplicant, groups: Record<string, string>): DemoPerson => ({
  salutation: a.salutation,
  firstName: a.firstName,
  lastName: a.lastName,
  group: (a.professionGroup && groups[a.professionGroup]) || 'Ihrer Wahl',
})

/** The applicant's files, checked and stored like uploads (magic bytes, storage interface). */
async function storeFiles(storage: DocumentStorage, a: DemoApplicant, p: DemoPerson) {
  const files: Array<{ name: string; content: Buffer; category: string }> = []
  if (faker.datatype.boolean(0.7))
    files.push({
      name: `Lebenslauf_${a.lastName}.pdf`,
      category: 'Lebenslauf',
      content: tinyPdf([
        'Lebenslauf',
        `${a.firstName} ${a.lastName}`,
        [a.email, a.city].filter(Boolean).join(', '),
        `Berufsfeld: ${p.group}`,
        `Seit ${faker.number.int({ min: 2008, max: 2022 })}: ${faker.person.jobTitle()}`,
      ]),
    })
  if (faker.datatype.boolean(0.4))
    files.push({
      name: `Anschreiben_${a.lastName}.txt`,
      category: 'Anschreiben',
      content: Buffer.from(coverLetter(p, a.city), 'utf8'),
    })
  const stored = []
  for (const file of files) {
    const staged = await storage.stage(Readable.from([file.content]))
    stored.push({
      ...(await acceptStagedFile(storage, { staged, fileName: file.name })),
      category: file.category,
    })
  }
  return stored
}

/** A mail sent and delivered long ago (never picked up by the outbox), or a reply received. */
function mailRow(a: DemoApplicant, mail: { subject: string; content: string }, at: Date, extra: object) {
  return {
    applicantId: a.id,
    subject: mail.subject,
    content: mail.content,
    channels: ['email'],
    sentAt: at,
    deliveredAt: at,
    createdAt: at,
    updatedAt: at,
    ...extra,
  }
}

/** Sent messages and a reply, with the history entries the messages service and the inbox write. */
async function writeMessages(tx: Db, a: DemoApplicant, p: DemoPerson, options: Options): Promise<number> {
  if (!ADVANCED_STATUSES.has(a.status) || !faker.datatype.boolean(0.9)) return 0
  const sent = [{ mail: confirmationMail(p), at: daysAfter(a.createdAt, 1, options.now) }]
  if (INVITED.has(a.status))
    sent.push({ mail: invitationMail(p), at: daysAfter(a.createdAt, 6, options.now) })
  let last: { id: number; subject: string; at: Date } | undefined
  for (const { mail, at } of sent) {
    const messageIdHeader = `<bb-${randomUUID()}@demo.invalid>`
    const [row] = await tx
      .insert(messages)
      .values(mailRow(a, mail, at, { direction: 'out', userId: options.authorId, messageIdHeader }))
      .returning({ id: messages.id })
    await recordHistory(tx, { applicantId: a.id, userId: options.authorId, action: 'message_sent', now: at })
    last = { id: row!.id, subject: mail.subject, at }
  }
  if (!last || !faker.datatype.boolean(0.5)) return sent.length
  const reply = replyMail(p, last.subject)
  const at = daysAfter(last.at, 1, options.now)
  await tx.insert(messages).values(
    mailRow(a, reply, at, {
      direction: 'in',
      replyId: last.id,
      messageIdHeader: `<${randomUUID()}@demo.invalid>`,
    }),
  )
  await recordHistory(tx, {
    applicantId: a.id,
    userId: null,
    action: 'message_received',
    changes: [{ field: 'subject', label: 'Betreff', old: null, new: reply.subject }],
    now: at,
  })
  return sent.length + 1
}

/** Documents and messages for these applicants, one transaction each (files removed if it fails). */
export async function seedDemoDetails(
  deps: { db: Db; storage: DocumentStorage },
  { batch, ...options }: Options & { batch: DemoApplicant[] },
) {
  const { db, storage } = deps
  const categories = await db
    .select({ id: documentCategories.id, name: documentCategories.name })
    .from(documentCategories)
    .where(inArray(documentCategories.name, ['Lebenslauf', 'Anschreiben']))
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? null
  let documents = 0
  let sent = 0
  for (const a of batch) {
    const p = person(a, options.groups)
    const files = await storeFiles(storage, a, p)
    try {
      sent += await db.transaction(async (tx) => {
        for (const file of files)
          await insertDocument(tx, {
            applicantId: a.id,
            name: file.name,
            key: file.key,
            size: file.size,
            categoryId: categoryId(file.category),
            uploadedBy: options.authorId,
            now: daysAfter(a.createdAt, 0, options.now),
          })
        return writeMessages(tx, a, p, options)
      })
    } catch (error) {
      for (const file of files) await storage.remove(file.key)
      throw error
    }
    documents += files.length
  }
  return { documents, messages: sent }
}
