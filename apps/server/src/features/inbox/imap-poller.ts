import { sql } from 'drizzle-orm'
import { ImapFlow } from 'imapflow'
import type { AppDeps } from '../../context.ts'
import { type ImportResult, importMail } from './inbox.service.ts'
import { inboxCursors } from './inbox.table.ts'

/** Mails fetched per poll; the rest follow on the next one. */
const BATCH = 50

export interface PollResult {
  fetched: number
  results: ImportResult[]
}

/** `imap://user:pass@host:143/Mailbox` (imaps:// for TLS); the mailbox defaults to INBOX. */
export function imapOptions(imapUrl: string) {
  const url = new URL(imapUrl)
  const secure = url.protocol === 'imaps:'
  return {
    client: {
      host: url.hostname,
      port: Number(url.port) || (secure ? 993 : 143),
      secure,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false as const,
      connectionTimeout: 15_000,
    },
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX',
  }
}

/**
 * One poll of the team mailbox: every mail after the stored UID cursor is imported (or logged as
 * filtered / unmatched), then the cursor moves on. The mailbox itself is never changed, so people
 * may read it with their own mail program. A crash between import and cursor update only re-reads
 * mails whose Message-ID is already known.
 */
export async function pollInbox(deps: AppDeps): Promise<PollResult> {
  if (!deps.config.imapUrl) return { fetched: 0, results: [] }
  const { client: options, mailbox } = imapOptions(deps.config.imapUrl)
  const client = new ImapFlow(options)
  client.on('error', () => {}) // errors surface through the awaited calls below
  await client.connect()
  try {
    const lock = await client.getMailboxLock(mailbox, { readOnly: true })
    try {
      const opened = client.mailbox
      if (!opened) throw new Error(`mailbox ${mailbox} not open`)
      const uidValidity = String(opened.uidValidity)
      const [cursor] = await deps.db
        .select()
        .from(inboxCursors)
        .where(sql`${inboxCursors.mailbox} = ${mailbox}`)
      const lastUid = cursor?.uidValidity === uidValidity ? cursor.lastUid : 0
      if (opened.exists === 0 || opened.uidNext <= lastUid + 1) return { fetched: 0, results: [] }
      const uids = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || [])
        .filter((uid) => uid > lastUid)
        .sort((a, b) => a - b)
        .slice(0, BATCH)
      if (uids.length === 0) return { fetched: 0, results: [] }
      const fetched = await client.fetchAll(uids, { uid: true, source: true }, { uid: true })
      const results: ImportResult[] = []
      for (const message of fetched.sort((a, b) => a.uid - b.uid)) {
        if (message.source) results.push(await importMail(deps, message.source))
        await saveCursor(deps, mailbox, uidValidity, message.uid)
      }
      return { fetched: fetched.length, results }
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
}

/** The cursor only ever moves forward (two instances may poll at once). */
async function saveCursor(deps: AppDeps, mailbox: string, uidValidity: string, uid: number) {
  const now = deps.clock.now()
  await deps.db
    .insert(inboxCursors)
    .values({ mailbox, uidValidity, lastUid: uid, updatedAt: now })
    .onConflictDoUpdate({
      target: inboxCursors.mailbox,
      set: {
        uidValidity,
        lastUid: sql`CASE WHEN ${inboxCursors.uidValidity} = ${uidValidity}
          THEN GREATEST(${inboxCursors.lastUid}, ${uid}) ELSE ${uid} END`,
        updatedAt: now,
      },
    })
}
