import { type NotificationKind, RATING_MAX } from '@bb/shared'
import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicantFollowers } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'
import { notificationMails } from './notification-mails.table.ts'
import { findMentionedUserIds } from './notifications.mentions.ts'
import { resolveNotificationSettings } from './notifications.settings.ts'
import { notifications } from './notifications.table.ts'

/**
 * The one way notifications are created. The writes of ratings, notes, documents and applicants
 * call these inside their own transaction, so an event and its notifications commit together.
 * Nobody is ever notified about their own action; each recipient's settings decide between the
 * in-app list and an e-mail (queued in `notification_mails`, delivered by the job).
 */
export interface NotifyInput {
  applicantId: number
  kind: NotificationKind
  text: string
  /** Who caused it; never notified about their own action. Null: the system (an incoming mail). */
  actorId: number | null
  now: Date
}
type EventInput = Omit<NotifyInput, 'kind' | 'text'>

const recipientColumns = { id: users.id, preferences: users.preferences, verifiedAt: users.emailVerifiedAt }
export type Recipient = { id: number; preferences: Record<string, unknown>; verifiedAt: Date | null }

/** Writes the in-app rows and queues the e-mails; returns how many users were notified in the app. */
async function deliver(db: Db, recipients: Recipient[], input: NotifyInput): Promise<number> {
  const inApp: number[] = []
  const byMail: number[] = []
  const seen = new Set<number>()
  for (const user of recipients) {
    if (user.id === input.actorId || seen.has(user.id)) continue
    seen.add(user.id)
    const choice = resolveNotificationSettings(user.preferences)[input.kind]
    if (choice.in_app) inApp.push(user.id)
    // An unconfirmed address may not be the user's: it gets no mail about applicants.
    if (choice.email && user.verifiedAt) byMail.push(user.id)
  }
  const { applicantId, kind, actorId, text, now } = input
  if (inApp.length > 0)
    await db
      .insert(notifications)
      .values(inApp.map((userId) => ({ userId, kind, applicantId, actorId, text, createdAt: now })))
  // One pending mail per user, applicant and kind: a second event before delivery adds nothing to it.
  if (byMail.length > 0)
    await db
      .insert(notificationMails)
      .values(byMail.map((userId) => ({ userId, applicantId, kind, createdAt: now, nextAttemptAt: now })))
      .onConflictDoNothing()
  return inApp.length
}

const activeUsers = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(recipientColumns)
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.active, true)))

const followersOf = (db: Db, applicantId: number) =>
  db
    .select(recipientColumns)
    .from(applicantFollowers)
    .innerJoin(users, eq(users.id, applicantFollowers.userId))
    .where(and(eq(applicantFollowers.applicantId, applicantId), eq(users.active, true)))

/**
 * The followers of several applicants in one read, by the same rule as one applicant's (active
 * users only): for a caller changing many applicants in one transaction. Applicant id → followers.
 */
export async function followersOfMany(db: Db, applicantIds: number[]): Promise<Map<number, Recipient[]>> {
  const found = new Map<number, Recipient[]>(applicantIds.map((id) => [id, []]))
  if (applicantIds.length === 0) return found
  const read = await db
    .select({ applicantId: applicantFollowers.applicantId, ...recipientColumns })
    .from(applicantFollowers)
    .innerJoin(users, eq(users.id, applicantFollowers.userId))
    .where(and(inArray(applicantFollowers.applicantId, applicantIds), eq(users.active, true)))
  for (const { applicantId, ...recipient } of read) found.get(applicantId)?.push(recipient)
  return found
}

/** The applicant's followers when the caller has read them already in this transaction. */
export type KnownFollowers = { followers?: Recipient[] }

/** Every active user who follows the applicant (status, note, rating, document, reply). */
export async function notifyFollowers(db: Db, input: NotifyInput & KnownFollowers): Promise<number> {
  return deliver(db, input.followers ?? (await followersOf(db, input.applicantId)), input)
}

/** Named colleagues (the share layer). */
export async function notifyUsers(
  db: Db,
  { userIds, ...input }: NotifyInput & { userIds: number[] },
): Promise<number> {
  return deliver(db, await activeUsers(db, userIds), input)
}

/** A new applicant: every active recruiter and admin who asked for it (off by default). */
export async function notifyNewApplicant(db: Db, input: EventInput & { text?: string }) {
  const staff = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.active, true), arrayOverlaps(users.roles, ['admin', 'recruiter'])))
  return deliver(db, staff, { ...input, kind: 'new_applicant', text: input.text ?? '' })
}

/**
 * An application that arrived by itself (careers page, mail): the followers of its job hear of it
 * as „Neue Bewerbung“, every other recruiter and admin who asked for new applicants as usual;
 * nobody twice.
 */
export async function notifyApplicationReceived(
  db: Db,
  input: Omit<EventInput, 'actorId'> & { jobFollowerIds: number[]; text: string },
) {
  const followers = await activeUsers(db, input.jobFollowerIds)
  const event = { applicantId: input.applicantId, actorId: null, now: input.now, text: input.text }
  await deliver(db, followers, { ...event, kind: 'job_application' })
  const following = new Set(followers.map((f) => f.id))
  const staff = await db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.active, true), arrayOverlaps(users.roles, ['admin', 'recruiter'])))
  await deliver(
    db,
    staff.filter((s) => !following.has(s.id)),
    { ...event, kind: 'new_applicant' },
  )
}

/** "Neu → In Prüfung" with the labels of the status catalogue. */
export async function notifyStatusChange(
  db: Db,
  input: EventInput &
    KnownFollowers & { from: string; to: string; labels: Record<string, string> | undefined },
) {
  const label = (slug: string) => input.labels?.[slug] ?? slug
  return notifyFollowers(db, {
    ...input,
    kind: 'status_changed',
    text: `${label(input.from)} → ${label(input.to)}`,
  })
}

/** The first 100 characters of a text, on one line. */
export function excerpt(text: string, length = 100): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= length ? line : `${line.slice(0, length).trimEnd()} …`
}

async function mentionedIn(db: Db, text: string): Promise<number[]> {
  if (!text.includes('@')) return []
  const candidates = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.active, true))
  return findMentionedUserIds(text, candidates)
}

/**
 * A new note: the users it mentions get "Sie wurden erwähnt" (following or not), the other
 * followers "Neue Notiz". A mention replaces the note notification, it never comes twice.
 */
export async function notifyNoteAdded(db: Db, input: EventInput & { note: string }) {
  const text = excerpt(input.note)
  const mentioned = await mentionedIn(db, input.note)
  await deliver(db, await activeUsers(db, mentioned), { ...input, kind: 'mentioned', text })
  const followers = (await followersOf(db, input.applicantId)).filter((f) => !mentioned.includes(f.id))
  await deliver(db, followers, { ...input, kind: 'note_added', text })
}

/** An edited note notifies only the users it newly mentions. */
export async function notifyNoteEdited(db: Db, input: EventInput & { before: string; after: string }) {
  const before = new Set(await mentionedIn(db, input.before))
  const added = (await mentionedIn(db, input.after)).filter((id) => !before.has(id))
  await deliver(db, await activeUsers(db, added), { ...input, kind: 'mentioned', text: excerpt(input.after) })
}

/** "Gesamtbewertung 4 von 5 · <the first 100 characters of the text>". */
export async function notifyRatingAdded(
  db: Db,
  input: EventInput & {
    rating: { Rating?: string | number | undefined; Text?: string | number | undefined }
  },
) {
  const overall = Number(input.rating.Rating ?? 0)
  const parts = [overall > 0 ? `Gesamtbewertung ${overall} von ${RATING_MAX}` : 'Ohne Gesamtbewertung']
  const comment = excerpt(String(input.rating.Text ?? ''))
  if (comment) parts.push(comment)
  return notifyFollowers(db, { ...input, kind: 'rating_added', text: parts.join(' · ') })
}
