import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db } from './client.ts'

/** The channel the database's triggers announce on (migration 0014_change_feed). */
export const CHANGE_CHANNEL = 'bb_changes'

/**
 * One announced change: a session row or a user row changed or went, a person's followed
 * applicants or notifications changed, the application settings (or document categories) changed,
 * a change counter moved on, or `everything` (a table was emptied) — and `lost` when this instance
 * may have missed announcements (its listening connection broke).
 */
export type Change =
  | { kind: 'session'; id: string }
  | { kind: 'user'; id: number }
  | { kind: 'follows'; userId: number }
  | { kind: 'notifications'; userId: number }
  | { kind: 'settings' }
  | { kind: 'counter'; key: string; value: number }
  | { kind: 'everything' }
  | { kind: 'lost' }

export function parseChange(payload: string): Change {
  if (payload.startsWith('s:')) return { kind: 'session', id: payload.slice(2) }
  if (payload.startsWith('u:')) return { kind: 'user', id: Number(payload.slice(2)) }
  if (payload.startsWith('f:')) return { kind: 'follows', userId: Number(payload.slice(2)) }
  if (payload.startsWith('n:')) return { kind: 'notifications', userId: Number(payload.slice(2)) }
  if (payload === 'settings') return { kind: 'settings' }
  if (payload.startsWith('c:')) {
    const [value = '', ...key] = payload.slice(2).split(':')
    return { kind: 'counter', key: key.join(':'), value: Number(value) }
  }
  return { kind: 'everything' }
}

/**
 * What the database says has changed, for caches of what every open tab polls. A cache may serve
 * from memory only while the feed is `live`, and may keep what it read only when `epoch` did not
 * move during the read: any announcement, and any loss, moves it. Announcements come after the
 * writing transaction commits, so a cached copy can outlive a change by the few milliseconds they
 * take to arrive; caches use it only where that cannot matter (background polls).
 */
export interface ChangeFeed {
  readonly live: boolean
  readonly epoch: number
  subscribe(listener: (change: Change) => void): () => void
  close(): Promise<void>
}

const feeds = new WeakMap<Db, ChangeFeed>()

/** The feed of a database opened by db/client.ts; none for a transaction's handle. */
export const changeFeedOf = (db: Db): ChangeFeed | undefined => feeds.get(db)

export function attachChangeFeed(db: Db, feed: ChangeFeed) {
  feeds.set(db, feed)
}

class Feed implements ChangeFeed {
  live = false
  epoch = 0
  private listeners = new Set<(change: Change) => void>()

  subscribe(listener: (change: Change) => void) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  announce(change: Change) {
    this.epoch++
    for (const listener of this.listeners) listener(change)
  }

  /** Listening (again): nothing from before may be trusted, so caches start empty. */
  started() {
    this.announce({ kind: 'lost' })
    this.live = true
  }

  stopped() {
    if (!this.live) return
    this.live = false
    this.announce({ kind: 'lost' })
  }

  close = async () => {}
}

/** PGlite: one connection in this process, which also hears its own announcements. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = new Feed()
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => feed.announce(parseChange(payload)))
  feed.started()
  feed.close = async () => {
    feed.stopped()
    await unlisten().catch(() => {})
  }
  return feed
}

const RETRY_MIN_MS = 500
const RETRY_MAX_MS = 30_000

/**
 * PostgreSQL: a connection of its own outside the pool, listening for as long as the app runs. When
 * it breaks the feed is not live (caches read the database) until a new connection listens again,
 * tried with a growing pause. Behind a pooler in transaction mode LISTEN is not possible; the feed
 * then simply never becomes live.
 */
export function postgresChangeFeed(url: string): ChangeFeed {
  const feed = new Feed()
  let closed = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let pause = RETRY_MIN_MS

  const again = () => {
    feed.stopped()
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, pause)
    retry.unref()
    pause = Math.min(pause * 2, RETRY_MAX_MS)
  }

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    client = next
    next.on('error', () => {
      void next.end().catch(() => {})
      if (client === next) again()
    })
    next.on('end', () => {
      if (client === next) again()
    })
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) feed.announce(parseChange(message.payload ?? ''))
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGE_CHANNEL}`)
      if (closed || client !== next) return void next.end().catch(() => {})
      pause = RETRY_MIN_MS
      feed.started()
    } catch {
      void next.end().catch(() => {})
      if (client === next) again()
    }
  }

  feed.close = async () => {
    closed = true
    if (retry) clearTimeout(retry)
    feed.stopped()
    const last = client
    client = undefined
    await last?.end().catch(() => {})
  }
  void connect()
  return feed
}
