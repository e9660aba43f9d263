import { type Change, type ChangeFeed, changeFeedOf } from '../../db/change-feed.ts'
import type { Db } from '../../db/client.ts'
import type { LoadedSession } from './sessions.service.ts'

/** Enough for every open tab of a large team; beyond it the oldest entry goes. */
const MAX_ENTRIES = 20_000
/** A second line of defence: even an entry the database never announced a change for is read again. */
const MAX_AGE_MS = 5 * 60_000

interface Entry {
  loaded: LoadedSession
  storedAt: number
}

/**
 * Sessions as the database last showed them, for background polls only: every open tab asks for
 * the UI state and its list every few seconds, and reading the session row was half of the
 * database round trips they cost. Anything that changes or removes a session, its user or the
 * settings that bound its life (logout, password change, deactivation, a touch) is announced by the
 * database (db/change-feed.ts) and drops the entry; while the announcements do not arrive, nothing
 * is served from here. Requests a person makes always read the database.
 */
export class SessionCache {
  private entries = new Map<string, Entry>()

  constructor(private feed: ChangeFeed) {
    feed.subscribe((change) => this.forget(change))
  }

  get(id: string, now: number): LoadedSession | undefined {
    if (!this.feed.live) return undefined
    const entry = this.entries.get(id)
    if (!entry) return undefined
    if (now - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(id)
      return undefined
    }
    return entry.loaded
  }

  /** `epoch` is the feed's epoch from before the read: a change announced meanwhile wins. */
  put(id: string, loaded: LoadedSession, { epoch, now }: { epoch: number; now: number }) {
    if (!this.feed.live || this.feed.epoch !== epoch) return
    this.entries.delete(id)
    this.entries.set(id, { loaded, storedAt: now })
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }

  get epoch() {
    return this.feed.epoch
  }

  private forget(change: Change) {
    if (change.kind === 'session') this.entries.delete(change.id)
    else if (change.kind === 'user') {
      for (const [id, entry] of this.entries) if (entry.loaded.user?.id === change.id) this.entries.delete(id)
    } else if (change.kind === 'settings' || change.kind === 'everything' || change.kind === 'lost')
      this.entries.clear()
  }
}

const caches = new WeakMap<Db, SessionCache>()

/** The cache of a database that announces its changes; none otherwise (then every read is fresh). */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  let cache = caches.get(db)
  if (cache) return cache
  const feed = changeFeedOf(db)
  if (!feed) return undefined
  cache = new SessionCache(feed)
  caches.set(db, cache)
  return cache
}
