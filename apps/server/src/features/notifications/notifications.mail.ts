import { type NotificationKind, routeHref } from '@bb/shared'
import { and, asc, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import type { OutgoingMail } from '../../mail/mailer.ts'
import { nextAttemptAt, OUTBOX_CLAIM_MS } from '../../mail/outbox.ts'
import { escapeHtml } from '../../mail/templates.ts'
import { users } from '../users/index.ts'
import { notificationMails } from './notification-mails.table.ts'
import { resolveNotificationSettings } from './notifications.settings.ts'

/** A notification a day late helps nobody: after that the mail is given up (the app still shows it). */
const GIVE_UP_AFTER_MS = 24 * 3_600_000
/** Delivered and given-up mails are kept this long for support questions. */
const KEEP_MS = 30 * 86_400_000

/**
 * German subjects and first lines; never a name or any other data of the applicant (privacy by
 * default: the mail only links into the app, docs/decisions/0009).
 */
const TEXTS: Record<NotificationKind, { subject: string; lead: string }> = {
  new_applicant: {
    subject: 'Neue Bewerber:in im Bewerber-Backoffice',
    lead: 'Im Bewerber-Backoffice wurde eine neue Bewerber:in angelegt.',
  },
  job_application: {
    subject: 'Neue Bewerbung auf eine Stelle, der Sie folgen',
    lead: 'Auf eine Stelle, der Sie folgen, ist eine neue Bewerbung eingegangen.',
  },
  mentioned: {
    subject: 'Sie wurden in einer Notiz erwähnt',
    lead: 'Sie wurden in einer Notiz zu einer Bewerber:in erwähnt.',
  },
  shared: {
    subject: 'Eine Bewerber:in wurde mit Ihnen geteilt',
    lead: 'Eine Kollegin oder ein Kollege hat eine Bewerber:in mit Ihnen geteilt.',
  },
  status_changed: { subject: 'Neuigkeiten: Status geändert', lead: '' },
  note_added: { subject: 'Neuigkeiten: neue Notiz', lead: '' },
  rating_added: { subject: 'Neuigkeiten: neue Bewertung', lead: '' },
  document_uploaded: { subject: 'Neuigkeiten: neues Dokument', lead: '' },
  reply_received: { subject: 'Neuigkeiten: Antwort einer Bewerber:in', lead: '' },
}
const FOLLOWED_LEAD = 'Es gibt Neuigkeiten zu einer Bewerber:in, der Sie folgen.'

/** The mail for one queued notification: a fixed text and a link into the app, nothing else. */
export function notificationMail(appUrl: string, kind: NotificationKind, applicantId: number) {
  const { subject, lead } = TEXTS[kind] ?? { subject: 'Neuigkeiten im Bewerber-Backoffice', lead: '' }
  const link = `${appUrl}${routeHref('applicant', { userid: applicantId })}`
  const settings = `${appUrl}${routeHref('notificationSettings')}`
  const paragraphs = [
    lead || FOLLOWED_LEAD,
    'Aus Datenschutzgründen steht in dieser E-Mail nicht, um wen es geht: Sie sehen es nach der Anmeldung im Bewerber-Backoffice.',
  ]
  const footer = `Welche Benachrichtigungen Sie per E-Mail erhalten, legen Sie hier fest: ${settings}`
  const text = [...paragraphs, '', `Im Bewerber-Backoffice öffnen: ${link}`, '', footer].join('\n')
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#1f2937">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">Im Bewerber-Backoffice öffnen</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}</p></body></html>`
  return { subject, text, html }
}

/**
 * One delivery attempt. The claim (an UPDATE only one instance wins) makes sure a mail is never
 * handed to the mail server twice at once; a delivered or given-up mail is never claimed again.
 */
export async function attemptNotificationMail(deps: AppDeps, id: number): Promise<boolean> {
  const { db, clock, mailer, config } = deps
  const now = clock.now()
  const [claimed] = await db
    .update(notificationMails)
    .set({ lockedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS) })
    .where(
      and(
        eq(notificationMails.id, id),
        isNull(notificationMails.deliveredAt),
        isNotNull(notificationMails.nextAttemptAt),
        or(isNull(notificationMails.lockedUntil), lte(notificationMails.lockedUntil, now)),
      ),
    )
    .returning()
  if (!claimed) return false
  const [user] = await db.select().from(users).where(eq(users.id, claimed.userId))
  const kind = claimed.kind as NotificationKind
  // Deactivated or switched off meanwhile: the mail is dropped, not sent.
  if (!user?.active || !user.emailVerifiedAt || !resolveNotificationSettings(user.preferences)[kind]?.email) {
    await db
      .update(notificationMails)
      .set({
        nextAttemptAt: null,
        lockedUntil: null,
        lastError: 'Nicht versendet: Empfänger:in nicht mehr aktiv oder E-Mail abbestellt.',
      })
      .where(eq(notificationMails.id, id))
    return false
  }
  try {
    const mail: OutgoingMail = {
      to: user.email,
      ...notificationMail(config.appUrl, kind, claimed.applicantId),
    }
    await mailer.send(mail)
    await db
      .update(notificationMails)
      .set({
        deliveredAt: clock.now(),
        nextAttemptAt: null,
        lockedUntil: null,
        lastError: null,
        attempts: claimed.attempts + 1,
      })
      .where(eq(notificationMails.id, id))
    return true
  } catch (error) {
    const attempts = claimed.attempts + 1
    const next = nextAttemptAt(attempts, now)
    const givenUp = next.getTime() - claimed.createdAt.getTime() > GIVE_UP_AFTER_MS
    const code = (error as { code?: string }).code
    await db
      .update(notificationMails)
      .set({
        attempts,
        lockedUntil: null,
        nextAttemptAt: givenUp ? null : next,
        lastError: `Der Mailserver hat die E-Mail nicht angenommen${code ? ` (${code})` : ''}.${givenUp ? ' Aufgegeben.' : ''}`,
      })
      .where(eq(notificationMails.id, id))
    return false
  }
}

/** The outbox job: every queued notification mail whose next attempt is due; returns how many left. */
export async function processNotificationMails(deps: AppDeps): Promise<number> {
  const due = await deps.db
    .select({ id: notificationMails.id })
    .from(notificationMails)
    .where(and(isNull(notificationMails.deliveredAt), lte(notificationMails.nextAttemptAt, deps.clock.now())))
    .orderBy(asc(notificationMails.nextAttemptAt))
    .limit(50)
  let delivered = 0
  for (const { id } of due) if (await attemptNotificationMail(deps, id)) delivered++
  return delivered
}

/** Forgets finished mails after 30 days. */
export async function trimNotificationMails(db: Db, now: Date) {
  await db
    .delete(notificationMails)
    .where(
      and(
        isNull(notificationMails.nextAttemptAt),
        lt(notificationMails.createdAt, new Date(now.getTime() - KEEP_MS)),
      ),
    )
}

/** What jobs.ts runs every 30 s; idempotent and safe beside other instances (the claim). */
export async function runNotificationMailJob(deps: AppDeps, logger: FastifyBaseLogger) {
  try {
    const delivered = await processNotificationMails(deps)
    if (delivered > 0) logger.info({ delivered }, 'Benachrichtigungs-E-Mails zugestellt')
    await trimNotificationMails(deps.db, deps.clock.now())
  } catch (err) {
    logger.warn({ err }, 'Benachrichtigungs-E-Mails konnten nicht bearbeitet werden')
  }
}
