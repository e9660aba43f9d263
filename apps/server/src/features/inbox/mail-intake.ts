import { applicantBody, MAIL_INTAKE_NOTIFICATION_TEXT } from '@bb/shared'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import { insertReceivedApplicant } from '../applicants/index.ts'
import { findPublishedJobs, jobFollowerIds } from '../jobs/index.ts'
import { messages } from '../messages/index.ts'
import {
  messageText,
  recordAttachments,
  removeStored,
  type StoredAttachments,
  storeAttachments,
} from './attachments.ts'
import { AlreadyImported, claimMail, type InboundLogEntry } from './inbound-log.ts'
import type { InboundMessage } from './inbound-mail.ts'
import { inboundMails } from './inbox.table.ts'
import { guessJob } from './job-guess.ts'
import { nameFromSender } from './sender-name.ts'

type Profile = Record<string, string>

/**
 * Addresses nobody reads (job boards relay applications from them): kept as an applicant's address,
 * every later relayed application of someone else would be filed with the first as a reply.
 */
const NO_REPLY = /^(no-?reply|do-?not-?reply|donotreply|notifications?|bounces?)([+._-][^@]*)?@/i

/** What the mail tells of the applicant; a value the profile check would refuse is left out. */
function profileOf(mail: InboundMessage, job: string | null): Profile {
  const name = nameFromSender(mail.from_name, mail.from_address)
  const profile: Profile = { first_name: name.first_name, last_name: name.last_name }
  if (!NO_REPLY.test(mail.from_address)) profile.email = mail.from_address
  if (name.title) profile.title = name.title
  if (job) profile.job = job
  return withoutRefused(profile, applicantBody.partial().safeParse(profile).error?.issues ?? [])
}

/** Drops the refused fields; a refused name becomes the placeholder of a name still to check. */
function withoutRefused(profile: Profile, issues: ReadonlyArray<{ path: PropertyKey[] }>): Profile {
  const refused = new Set(issues.map((issue) => String(issue.path[0])))
  const kept = Object.fromEntries(Object.entries(profile).filter(([key]) => !refused.has(key)))
  const fallback = nameFromSender('', '')
  return { first_name: fallback.first_name, last_name: fallback.last_name, ...kept }
}

/**
 * A mail of no one with an application in it becomes a new applicant (channel e-mail, „Bitte
 * prüfen“), its text the first incoming message and its attachments documents, all in one
 * transaction that first claims the mail: once per Message-ID, however many instances poll.
 */
export async function importApplication(
  deps: AppDeps,
  { mail, log }: { mail: InboundMessage; log: InboundLogEntry },
): Promise<'applied' | 'duplicate'> {
  const jobs = await findPublishedJobs(deps.db)
  const job = guessJob(mail.subject, jobs)
  const followers = job ? await jobFollowerIds(deps.db, job) : []
  const jobTitle = jobs.find((j) => j.slug === job)?.title
  const notificationText = jobTitle || mail.subject || MAIL_INTAKE_NOTIFICATION_TEXT
  const files = await storeAttachments(deps, mail)
  // Checked here against the profile rules, so the applicant's own check cannot refuse it: the only
  // value it checks beyond them, the job, comes from the jobs its catalogue lists.
  const profile = profileOf(mail, job)
  try {
    return await createApplicant(deps, { mail, log, files, profile, followers, notificationText })
  } catch (error) {
    await removeStored(deps, files.stored)
    if (error instanceof AlreadyImported) return 'duplicate'
    throw error
  }
}

async function createApplicant(
  deps: AppDeps,
  input: {
    mail: InboundMessage
    log: InboundLogEntry
    files: StoredAttachments
    profile: Profile
    followers: number[]
    notificationText: string
  },
): Promise<'applied'> {
  const { mail, log, files } = input
  const now = log.receivedAt
  return deps.db.transaction(async (tx) => {
    const claimed = await claimMail(tx, { ...log, outcome: 'applied' })
    const applicant = await insertReceivedApplicant(tx, {
      channel: 'email',
      profile: input.profile,
      needsReview: true,
      jobFollowerIds: input.followers,
      notificationText: input.notificationText,
      now,
    })
    const [message] = await tx
      .insert(messages)
      .values({
        applicantId: applicant.id,
        direction: 'in',
        subject: mail.subject,
        content: messageText(mail, files.refused),
        channels: ['email'],
        replyId: null,
        messageIdHeader: mail.messageIdHeader,
        sentAt: now,
        deliveredAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: messages.id })
    if (!message) throw new Error('insert returned no row')
    await tx
      .update(inboundMails)
      .set({ applicantId: applicant.id, messageId: message.id })
      .where(eq(inboundMails.id, claimed))
    await recordAttachments(tx, { applicantId: applicant.id, files, now })
    return 'applied' as const
  })
}
