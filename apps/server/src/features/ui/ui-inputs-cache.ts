import type { AppSettings } from '@bb/shared'
import { type ChangeFeed, changeFeedOf } from '../../db/change-feed.ts'
import type { Db } from '../../db/client.ts'

/** Beyond this many people the oldest entry goes. */
const MAX_PEOPLE = 20_000

export interface CachedUiInputs {
  settings: AppSettings
  applicantsVersion: number
  followed: number
  notifications: number
}

interface Person {
  followed: number
  notifications: number
  /** The followed count leaves out deleted applicants, so it holds for this version only. */
  applicantsVersion: number
}

/**
 * The inputs of the UI state as the database last showed them, for background polls: the settings
 * with their document categories (shared), and per person the followed applicants and unread
 * notifications. The database announces every change of these (db/change-feed.ts); an entry holds
 * only while no announcement touched it and the applicants version is still the one it was read at.
 */
export class UiInputsCache {
  private settings: AppSettings | undefined
  private people = new Map<number, Person>()

  constructor(private feed: ChangeFeed) {
    feed.subscribe((change) => {
      if (change.kind === 'follows' || change.kind === 'notifications') this.people.delete(change.userId)
      else if (change.kind === 'settings') this.settings = undefined
      else if (change.kind === 'everything' || change.kind === 'lost') {
        this.settings = undefined
        this.people.clear()
      }
    })
  }

  get epoch() {
    return this.feed.epoch
  }

  get(userId: number, applicantsVersion: number | undefined): CachedUiInputs | undefined {
    if (!this.feed.live || applicantsVersion === undefined || !this.settings) return undefined
    const person = this.people.get(userId)
    if (!person || person.applicantsVersion !== applicantsVersion) return undefined
    return { settings: this.settings, ...person }
  }

  /**
   * `epoch` is the feed's epoch from before the read: a change announced meanwhile wins. True when
   * kept, i.e. what was read is still the latest the database announced.
   */
  put(userId: number, inputs: CachedUiInputs, epoch: number): boolean {
    if (!this.feed.live || this.feed.epoch !== epoch) return false
    const { settings, ...person } = inputs
    this.settings = settings
    this.people.delete(userId)
    this.people.set(userId, person)
    if (this.people.size > MAX_PEOPLE) {
      const oldest = this.people.keys().next().value
      if (oldest !== undefined) this.people.delete(oldest)
    }
    return true
  }
}

const caches = new WeakMap<Db, UiInputsCache>()

export function uiInputsCacheOf(db: Db): UiInputsCache | undefined {
  let cache = caches.get(db)
  if (cache) return cache
  const feed = changeFeedOf(db)
  if (!feed) return undefined
  cache = new UiInputsCache(feed)
  caches.set(db, cache)
  return cache
}
