import { eq, inArray, sql } from 'drizzle-orm'
import { type ChangeFeed, changeFeedOf } from '../../db/change-feed.ts'
import type { Db } from '../../db/client.ts'
import { preparedPerDb } from '../../db/prepared.ts'
import { notFound } from '../../lib/errors.ts'
import { type ApplicantRow, applicants, changeCounters } from './applicant-records.table.ts'

export const APPLICANTS_COUNTER = 'applicants'

/** Every visible change of any applicant list bumps this counter (the lastModified protocol). */
export async function bumpApplicantsVersion(db: Db) {
  await db
    .insert(changeCounters)
    .values({ key: APPLICANTS_COUNTER, value: 1 })
    .onConflictDoUpdate({ target: changeCounters.key, set: { value: sql`${changeCounters.value} + 1` } })
}

/** Read by every list poll of every tab, so prepared once. */
const applicantsVersion = preparedPerDb((db) =>
  db
    .select({ value: changeCounters.value })
    .from(changeCounters)
    .where(eq(changeCounters.key, APPLICANTS_COUNTER))
    .prepare('applicants_version'),
)

/**
 * The version as the database last announced it (db/change-feed.ts). It only ever grows, so the
 * highest number read or announced is the current one; after a gap in the announcements it is
 * unknown until read again.
 */
class KnownVersion {
  value: number | undefined
  private gaps = 0

  constructor(readonly feed: ChangeFeed) {
    feed.subscribe((change) => {
      if (change.kind === 'lost') {
        this.gaps++
        this.value = undefined
      } else if (change.kind === 'counter' && change.key === APPLICANTS_COUNTER) this.learn(change.value)
    })
  }

  get gapCount() {
    return this.gaps
  }

  /** A number read is kept only if no announcements went missing while it was read. */
  learn(value: number, gapsBefore = this.gaps) {
    if (!this.feed.live || gapsBefore !== this.gaps) return
    this.value = Math.max(this.value ?? value, value)
  }
}

const knownVersions = new WeakMap<Db, KnownVersion>()

function knownVersionOf(db: Db): KnownVersion | undefined {
  let known = knownVersions.get(db)
  if (known) return known
  const feed = changeFeedOf(db)
  if (!feed) return undefined
  known = new KnownVersion(feed)
  knownVersions.set(db, known)
  return known
}

/** The version as last announced, without a read; undefined while the feed is not live or it is unknown. */
export function announcedApplicantsVersion(db: Db): number | undefined {
  const known = knownVersionOf(db)
  return known?.feed.live ? known.value : undefined
}

/**
 * A version read elsewhere (in a statement with other things) while no announcement arrived: the
 * caller checked the feed's epoch around its read, which covers any gap.
 */
export function learnApplicantsVersion(db: Db, value: number) {
  knownVersionOf(db)?.learn(value)
}

/**
 * The applicants version. A background poll (every open tab, every few seconds) takes the
 * announced one without a database round trip; a change then reaches it a few milliseconds after
 * its commit. Whatever a person asks for reads the database, so one's own change is always seen.
 */
export async function getApplicantsVersion(db: Db, { background = false } = {}): Promise<number> {
  const known = knownVersionOf(db)
  if (background && known?.feed.live && known.value !== undefined) return known.value
  const gaps = known?.gapCount
  const [row] = await applicantsVersion(db).execute()
  const value = row?.value ?? 0
  known?.learn(value, gaps)
  return value
}

/**
 * For sub-resources: the applicant must exist and not be in the trash; a trashed applicant's records
 * are reachable again only after a restore.
 */
export async function getLiveApplicantRow(db: Db, id: number): Promise<ApplicantRow> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id))
  if (!row || row.deletedAt) throw notFound('Bewerber:in wurde nicht gefunden.')
  return row
}

/** How many applicants (the trash included) belong to any of these occupation groups. */
export async function countApplicantsInGroups(db: Db, groups: string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applicants)
    .where(inArray(applicants.professionGroup, groups))
  return row?.count ?? 0
}
