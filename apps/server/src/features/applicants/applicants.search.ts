import type { ApplicantSearchHit, ApplicantSearchResult } from '@bb/shared'
import { and, desc, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { runsConcurrently, together } from '../../db/concurrency.ts'
import { rows } from '../../db/rows.ts'
import { applicants } from '../applicant-records/index.ts'
import { fromSelected, selectApplicants } from './applicants.query.ts'
import {
  allInDocuments,
  allWordsMatch,
  beyondProfile,
  correctionsOf,
  DIGITS,
  emailStarts,
  matchesWordStarts,
  normalizeWords,
  phoneStarts,
  readsDocuments,
  type SearchWord,
  searchScore,
  TIERS,
  type Tier,
  tierAdds,
  weighedWords,
  withCorrections,
} from './applicants.search-match.ts'
import { sparesVectors } from './applicants.search-signature.ts'
import { documentSnippets } from './applicants.search-snippet.ts'
import { searchWords, WHOLE_NUMBER_MIN } from './applicants.search-words.ts'

export const SEARCH_LIMIT = 20

/** Newest first, in the order of the live applicants' index (`updated_at DESC NULLS LAST`). */
const NEWEST_FIRST = sql`${applicants.updatedAt} DESC NULLS LAST`

/**
 * A tier that reads documents estimated to match at most this share of the applicants (up to
 * FENCE_ROWS of them) is answered from its indexes alone (see collectMax).
 */
const FEW_SHARE = 0.01

/** How many of the newest applicants a tier that reads documents looks at one by one (see tierQuery). */
const WALK_MAX = 1_000
/**
 * The walk is chosen only where it is expected to meet this many pages of matches. An estimate
 * that promises just about one page is as likely to fall short, and then both ways are paid; at one
 * and a half, matches spread evenly over the applicants fall short of a page among the newest
 * WALK_MAX about once in forty. Two pages collected „Ann Bettschneider“ on PGlite among 100,000
 * (3,448 expected: every one of 3,566 read and sorted, 25 ms) where the walk meets a page in 570.
 */
const WALK_PAGES = 1.5
/** Up to this many estimated matches, collecting them all from the indexes is cheap enough anyway. */
const FENCE_ROWS = 4_000

/**
 * From how many applicants a tier's part that the documents' index answers in one query is asked
 * first (see tierQuery). In a smaller table collecting the tier's whole condition reads at most a
 * few hundred rows, less than planning and reading the part costs (0.6 ms more for „Alexa Köln“
 * among 2,000).
 */
const PREFERRED_FROM = 10_000

/**
 * Whether a tier may ask its part that the documents' index answers in one query first (see
 * allInDocuments). Not where a rare word leads (drivenOr), which answers alone as a rule: its
 * fallback leaves the part out, which every such statement paid for in planning and starting its
 * plan („Frauendorf Berlin“ among 100,000: 1.3 → 1.8 ms).
 */
const asksPart = (words: SearchWord[], tier: Tier, total: number) =>
  tier === 'documents' && total >= PREFERRED_FROM && !documentsDriver(words, total)

/** The planner's estimate of the live applicants a tier matches (planning only, nothing is read). */
async function estimatedMatches(db: Db, words: SearchWord[], tier: Tier): Promise<number> {
  const query = db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(isNull(applicants.deletedAt), allWordsMatch(words, tier, { afterStricter: true })))
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(db, sql`EXPLAIN (FORMAT JSON) ${query.getSQL()}`)
  const raw = row?.['QUERY PLAN']
  const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>
  return plan?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY
}

/**
 * About how many applicants hold every word of the term in their documents (allInDocuments), from
 * the statistics' shares of its words: multiplied, as the planner would, for words taken for
 * independent; the rarest word's share for words typed with a stop word among them („Halle an der
 * Saale“, „Lagerist bei DHL“), taken for one name or phrase: where a document holds one of them it
 * mostly holds the others too (2,900 expected among 100,000 for „Halle an der Saale“, 17,357 hold
 * both, and collecting the first 4,001 of them to find they are too many cost 5 ms where the walk
 * found a page in 111 rows). Not where that rarest word is one the statistics do not list: its
 * share is only known to be below the least they list, by how much nobody knows, and taken at that
 * bound it made „Max von Müller“ many among a million (12,400 expected, 115 hold both) and walked
 * and then collected every Müller (87 ms); its part is then multiplied as any other, and collected
 * at most to WALK_MAX (see tierQuery). Undefined where a word's share is unknown or fewer than two
 * are asked.
 */
export function inDocumentsEstimate(words: SearchWord[], total: number): number | undefined {
  const asked = words.filter((word) => !word.stop)
  const shares = asked.map((word) => word.shareInDocuments)
  if (shares.length < 2 || shares.some((share) => share === undefined)) return undefined
  const known = shares as number[]
  if (phraseOfListed(words)) return Math.min(...known) * total
  return known.reduce((product, share) => product * share, total)
}

/**
 * Words typed with a stop word among them whose rarest (in the documents) is one the statistics
 * list: taken for one name or phrase (see inDocumentsEstimate).
 */
function phraseOfListed(words: SearchWord[]): boolean {
  if (!words.some((word) => word.stop)) return false
  const asked = words.filter((word) => !word.stop)
  const share = (word: SearchWord) => word.shareInDocuments ?? 0
  const rarest = asked.reduce<SearchWord | undefined>(
    (least, word) => (least === undefined || share(word) < share(least) ? word : least),
    undefined,
  )
  return (rarest?.documentShare ?? 0) > 0
}

/**
 * Whether the applicants holding every word of the term in their documents are expected to be few
 * enough to collect (inDocumentsEstimate): no planning of its own (asking the planner in the tier's
 * estimate cost every search of two words 0.2 ms). Not where a word's share is unknown.
 */
export function fewWithin(words: SearchWord[], total: number): boolean {
  const estimate = inDocumentsEstimate(words, total)
  return estimate !== undefined && fewEnough(estimate, total)
}

/**
 * Whether a tier is estimated to match few enough of the `total` applicants to collect them all
 * (see tierQuery): up to FENCE_ROWS, at most a small share of them or fewer than the newest
 * WALK_MAX would be expected to hold WALK_PAGES pages of (see collectMax for the rest).
 */
export const fewEnough = (estimate: number, total: number): boolean =>
  // Without a row count the planner's estimates mean nothing either: the indexes alone are safe.
  total === 0 || estimate <= collectMax(total)

/**
 * Up to how many matches of the `total` applicants are collected from the indexes (see fewEnough).
 * Also wherever collecting them reads fewer rows than the walk is expected to (a page among
 * `matches` of `total` takes the walk past SEARCH_LIMIT × total ÷ matches rows, so fewer than the
 * square root of SEARCH_LIMIT × total): in a small table the newest 1,000 are a large part of it,
 * and each is checked with its document vector read („Adam Köln“ among 2,000 on PGlite, estimated
 * at 97: the walk read 1,000 in 10 ms and found 13; collecting the 29, 0.3 ms). The small share
 * counts up to FENCE_ROWS only: 1 % of a million is 10,000 matches, each read and checked with its
 * document vector („Ecker DHL“, 9,200 expected: 11,700 collected in 360 ms), where the newest
 * WALK_MAX and WALK_FURTHER after them hold a page of anything beyond about 4,000 (25 ms).
 */
export function collectMax(total: number): number {
  if (total === 0) return ANY_NUMBER
  const walkFallsShort = (WALK_PAGES * SEARCH_LIMIT * total) / WALK_MAX
  const walkReadsMore = Math.sqrt(SEARCH_LIMIT * total)
  const few = Math.min(FENCE_ROWS, Math.max(FEW_SHARE * total, walkFallsShort))
  return Math.floor(Math.max(few, walkReadsMore))
}
const ANY_NUMBER = 2 ** 31 - 1

/** What the planner expects of a tier that reads documents (see tierQuery). */
export interface Expected {
  /** The tier matches few enough to collect all its matches. */
  few: boolean
  /**
   * Its part of every word in the documents (allInDocuments) is expected to match few enough to be
   * collected first where the tier itself would walk the newest applicants (see fewWithin).
   */
  fewWithin: boolean
  /** The tier's estimated matches, where asked. */
  matches?: number
}

async function expectedMatches(db: Db, words: SearchWord[], tier: Tier, total: number): Promise<Expected> {
  if (total === 0) return { few: true, fewWithin: true }
  const whole = await estimatedMatches(db, words, tier)
  // The tier holds at least its part in the documents: words of one name are not few where that is
  // not (the planner multiplies their shares as well, see inDocumentsEstimate).
  const phrase = tier === 'documents' && phraseOfListed(words)
  const part = phrase ? inDocumentsEstimate(words, total) : undefined
  return {
    few: fewEnough(whole, total) && (part === undefined || fewEnough(part, total)),
    fewWithin: asksPart(words, tier, total) && fewWithin(words, total),
    matches: whole,
  }
}

/**
 * From how many estimated matches of the tier its part of every word in the documents is asked
 * first. Fewer are read from the table and checked again in well under a millisecond, less than
 * planning the part's statement with the tier's own (0.4 ms more for „Bryan Köln“ among 100,000,
 * whose part was read in 0.38 ms instead of the tier's 0.64).
 */
const PREFERRED_MATCHES = 500

/**
 * About how many applicants the rarest word offers the documents tier's collection, each to be
 * checked for the other words with its document vector read from the table: the fewest any word
 * is held by in the profiles or the documents, as the statistics tell (a word they do not list
 * counts with the least share they list). The tier's own estimate counts its matches, not these:
 * „Waldstraße 78“ among 100,000, 156 matches expected, offered the 1,806 holders of „78“, each
 * checked for „Waldstraße“ (18 ms), where the documents' index answers both words at once.
 */
export function offered(words: SearchWord[], total: number): number {
  const asked = words.filter((word) => !word.stop)
  if (asked.length < 2) return 0
  const held = asked.map((word) => ((word.profileShare ?? 0) + (word.shareInDocuments ?? 0)) * total)
  return Math.min(...held)
}

/**
 * What the planner expects of the documents tier (a planning round trip; see tierQuery). In a table
 * of fewer than PREFERRED_FROM applicants, what the statistics' shares let expect instead
 * (expectedFromShares): the planner's estimate was a statement of its own for every search of two
 * words that the profile leaves short, and a choice there costs little either way.
 */
export async function estimateDocuments(
  db: Db,
  words: SearchWord[],
  applicantRows: number,
): Promise<Expected | undefined> {
  if (!readsDocuments(words, 'documents')) return undefined
  if (applicantRows > 0 && applicantRows < PREFERRED_FROM) return expectedFromShares(words, applicantRows)
  return expectedMatches(db, words, 'documents', applicantRows)
}

/**
 * The documents tier's matches as the statistics' shares let expect them, without asking the
 * planner: every word in the profile or the documents, each as likely as its shares there added
 * (a word the statistics do not list in the documents as the least share they list, and every
 * word as common as can be where they list none), taken for independent of each other as the
 * planner takes them, but the words of a phrase for standing together. Among 2,000 applicants,
 * alternating runs over a hundred drawn terms took 1–8 % less on the whole and „Adriano Köln“ 2–4
 * ms less; two words each common in the CVs are still walked.
 */
export function expectedFromShares(words: SearchWord[], applicantRows: number): Expected {
  const matches = words
    .filter((word) => !word.stop)
    .reduce(
      (product, word) => product * Math.min(1, (word.profileShare ?? 0) + (word.shareInDocuments ?? 1)),
      applicantRows,
    )
  // Words of one name or phrase stand together (see inDocumentsEstimate): „Halle an der Saale“.
  const together = phraseOfListed(words) ? (inDocumentsEstimate(words, applicantRows) ?? 0) : 0
  const expected = Math.max(matches, together)
  return { few: fewEnough(expected, applicantRows), fewWithin: false, matches: expected }
}

/**
 * The query of one tier: its live applicants not found by a stricter one, newest first, at most
 * what the page still lacks, taken straight from the indexes (nothing ranks all the matches).
 *
 * The profile's columns have statistics the planner estimates well. The words of documents do
 * not: a word the statistics do not list (rare, or held by nobody) gets a default share of the
 * table, and with "newest first, 20 rows" the planner then walks the newest applicants one by one,
 * through the whole table when nobody holds the word (half a second at 100,000). So a tier that
 * reads documents and is estimated to match few applicants collects its matches from the indexes
 * behind a fence the planner cannot see through (`OFFSET 0`) and sorts only those.
 *
 * A tier estimated to match many walks the newest applicants, which finds a page at once, but
 * only so far: words that are each common may still never stand together ("Gabelstapler Hamburg"
 * where nobody in Hamburg drives one), and the estimate cannot know. When the newest `WALK_MAX`
 * applicants hold less than a page, the fenced collection answers instead.
 */
export async function tierQuery(db: Db, options: TierOptions): Promise<SQL> {
  return (await tierPlan(db, { ...options, defer: false })).query
}

interface TierOptions {
  words: SearchWord[]
  tier: Tier
  /** Applicants a stricter tier found (all of them: a stricter tier that found less than a page). */
  found: number[]
  /** The planner's count of the applicants (0: not known yet). */
  applicantRows: number
  /** What the planner expects of the tier, if already asked (see estimateDocuments). */
  expected?: Expected
}

/**
 * A tier's statement and, where it has one, its fallback for words that turn out to be held by
 * many: asked on its own, only where the statement answers DEFERRED alone.
 */
export interface TierPlan {
  query: SQL
  fallback?: SQL
}

/**
 * The id a tier's statement answers alone where its fallback is to be asked next (ids are
 * positive). The fallback of a rare word that leads, or of a single word that the statistics list
 * in no document, is a walk through the newest applicants that such words almost never need; in
 * the statement, it was planned for every search all the same: 1 of the 1.5 ms of planning of
 * „Lonekakaski“'s documents tier among a million.
 */
export const DEFERRED = -1
const deferredRow = sql`SELECT ${sql.raw(String(DEFERRED))}::int AS id`

/** The tier's statement (see tierQuery), its fallback apart where `defer` asks for it (see DEFERRED). */
export async function tierPlan(
  db: Db,
  { words, tier, found, applicantRows, expected, defer }: TierOptions & { defer: boolean },
): Promise<TierPlan> {
  /** The live applicants meeting the condition that a stricter tier did not find. */
  const live = (condition: SQL) =>
    and(
      isNull(applicants.deletedAt),
      condition,
      found.length > 0 ? notInArray(applicants.id, found) : undefined,
    ) as SQL
  const checked = tier === 'documents' ? checkedWords(words, applicantRows, 'documents') : undefined
  const where = live(allWordsMatch(words, tier, { afterStricter: true, checked }))
  const needed = SEARCH_LIMIT - found.length
  if (!readsDocuments(words, tier)) {
    const plain = db
      .select({ id: applicants.id })
      .from(applicants)
      .where(where)
      .orderBy(NEWEST_FIRST)
      .limit(needed)
      .getSQL()
    if (tier !== 'typo' || applicantRows === 0) return { query: plain }
    // The corrections of a misspelt word are known words, most of them rare names the planner takes
    // for a default share: „Bezing“ among a million („benzing“, 1,467 expected, about 900 hold it)
    // walked the 22,000 newest for a page, 112 ms with most of their pages read from disk. Where
    // expected few enough they are collected from the index; a common one (Müller) is walked.
    const held = typoHolders(words)
    const few =
      held !== undefined
        ? fewEnough(held, applicantRows)
        : (expected ?? (await expectedMatches(db, words, tier, applicantRows))).few
    return { query: few ? collected(where, needed) : plain }
  }
  // Every word in the documents is a part of the documents tier that the index answers cheaply
  // (allInDocuments): its matches are collected first (preferredFirst), and where they fill the
  // page they are the page, where the tier's matches are collected and where the tier would walk
  // but they are expected to be few: the walk checks each of the newest applicants with its
  // document vector read from the table, 1,000 of them for "Meyer DHL" (1.2 % of the applicants
  // hold both), where one index scan answers. Where both are expected to be many, the walk alone.
  const { few, fewWithin, matches } = expected ?? (await expectedMatches(db, words, tier, applicantRows))
  const within =
    asksPart(words, tier, applicantRows) &&
    Math.max(matches ?? PREFERRED_MATCHES, offered(words, applicantRows)) >= PREFERRED_MATCHES &&
    (few || fewWithin)
      ? allInDocuments(words)
      : undefined
  const walk = walkedOrCollected(where, needed, applicantRows, signatureSpares(words))
  /** The statement `build` makes around a fallback: DEFERRED in its place, the fallback apart, where deferring. */
  const around = (fallback: SQL, build: (otherwise: SQL) => SQL): TierPlan =>
    defer ? { query: build(deferredRow), fallback } : { query: build(fallback) }
  let plan: SQL
  if (!within) {
    if (few) plan = collected(where, needed)
    else if (!unlistedWord(words, tier)) plan = walk
    else return around(walk, (many) => preferredFirst({ condition: where, most: WALK_MAX }, needed, { many }))
  } else {
    // Words that stand together more often than the planner assumes (a city's "Halle (Saale)") may
    // turn out to be many: beyond what is worth collecting, the newest applicants are walked.
    // Words with a stop word among them, taken for independent (see inDocumentsEstimate): where
    // they do stand together, collecting their part stops at WALK_MAX and the newest are walked.
    const phrase = words.some((word) => word.stop)
    const most = phrase ? Math.min(WALK_MAX, collectMax(applicantRows)) : collectMax(applicantRows)
    const first = { condition: live(within), most }
    plan = few
      ? preferredFirst(first, needed, { short: collected(where, needed), many: walk })
      : preferredFirst(first, needed, { short: walk, many: walk })
  }
  const driver = tier === 'documents' ? documentsDriver(words, applicantRows) : undefined
  if (!driver) return { query: plan }
  return around(plan, (otherwise) => drivenOr({ ...driver, tier }, where, needed, otherwise))
}

/**
 * At most how many applicants the typo tier of a single word matches in the profile, as the
 * vocabulary counts them: those holding its corrections and those holding the word as a part of
 * their text (partHolders). The planner's estimate of it cost a planning round trip of its own (0.5
 * ms) for every search that reached the typo tier. Undefined for several words (the typo tier
 * matches only where all stand together, which counts cannot tell) or where a count is unknown.
 */
export function typoHolders(words: SearchWord[]): number | undefined {
  const asked = words.filter((word) => !word.stop)
  const [word] = asked
  if (asked.length !== 1 || word?.correctionHolders === undefined || word.partHolders === undefined)
    return undefined
  return word.correctionHolders + word.partHolders
}

/**
 * The rare word that leads a term of several words (see drivenOr), if any. Not one that the
 * vocabulary counts as a part of more profiles' words than drivenOr gathers: rare as a whole word
 * („Ecker“), it may stand in thousands of others („Becker“, 19,000 among a million), whose first
 * thousand were read only to learn they are too many before the tier's own plan ran.
 */
const drivingWord = (words: SearchWord[]) =>
  words.length > 1
    ? words.find((word) => word.rare && !word.stop && (word.partHolders ?? 0) <= DRIVEN_MAX)
    : undefined

/** A word that leads a tier (see drivenOr), with at most how many holders it gathers before giving way. */
interface Driver {
  word: SearchWord
  most: number
}

/**
 * The word that leads the documents tier of several words (see drivenOr), if any: a rare one
 * (drivingWord), else a word of the profiles (the statistics list it there) held by the fewest
 * profiles, as the vocabulary counts them, where those are few enough to collect (collectMax) and
 * the statistics list it in no more documents. A name is listed among the profiles' common words
 * from about one in a thousand, and was then left to the planner: „Bjarne Schulabschluss“ among a
 * million (1,488 Bjarnes, every CV with a school certificate) walked 14,000 of the newest for a
 * page (37 ms), where Bjarne's holders, sorted and checked until the page is full, take 4.5 ms. A
 * word of no profile does not lead unless rare: how many documents hold it only the statistics can
 * tell, and a word they do not list may still stand in thousands.
 */
export function documentsDriver(words: SearchWord[], applicantRows: number): Driver | undefined {
  const rare = drivingWord(words)
  if (rare) return { word: rare, most: DRIVEN_MAX }
  if (words.length < 2 || applicantRows === 0) return undefined
  const most = collectMax(applicantRows)
  let fewest: SearchWord | undefined
  for (const word of words) {
    const held = word.partHolders
    if (word.stop || held === undefined || held > most || !(word.profileShare ?? 0)) continue
    if (word.documentShare === undefined || word.documentShare * applicantRows > most) continue
    if (fewest === undefined || held < (fewest.partHolders ?? 0)) fewest = word
  }
  return fewest && { word: fewest, most }
}

/** Up to this many profiles holding a word (as the vocabulary counts them) let it lead the part-of-text tier. */
const PROFILE_LEAD_MAX = 100

/**
 * The word of several held by the fewest profiles, whole or as a part, as the vocabulary counts
 * them (SearchWord.partHolders), where those are at most PROFILE_LEAD_MAX: it leads the
 * part-of-text tier (drivenOr), whose other words are checked in its few rows. The planner cannot
 * know a word no profile holds; „Bahnhofstraße 36“ (a street of CVs, in no profile) was read from
 * the trigram index of „36“ among a million, 9,910 profiles with a word that begins so, each read
 * and rejected (27 ms), where the index of „Bahnhofstraße“ answers at once that nobody holds it.
 * The vocabulary only counts what the text holds as written; a form found through German stemming
 * may be held by more, which drivenOr's fallback to the planner's way covers.
 */
export function fewestInProfiles(words: SearchWord[]): SearchWord | undefined {
  if (words.length < 2) return undefined
  let fewest: SearchWord | undefined
  for (const word of words) {
    const held = word.partHolders
    if (word.stop || held === undefined || held > PROFILE_LEAD_MAX) continue
    if (fewest === undefined || held < (fewest.partHolders ?? 0)) fewest = word
  }
  return fewest
}

/**
 * A word of one or two letters that the profile matches where a word begins, and that begins so
 * many words of the vocabulary that it does not count them (SearchWord.startHolders): nothing
 * weighs it, and the planner takes it for common.
 */
const unweighedStart = (word: SearchWord) =>
  !word.stop && matchesWordStarts(word) && word.startHolders === undefined

/** From this share of the profiles a word's index entries cost more to read than a rarer word's rows. */
const COMMON_PROFILE_SHARE = 0.01

/**
 * The words of several that the part-of-text tier checks in the rows the others find, never looks
 * up: those in many profiles (1 % and more, as the statistics list them, and ten times the share of
 * the rarest word) beside a word in few (at most DRIVEN_MAX at this size), which the index answers.
 * Left to the planner, „Amanda Köln“ among 100,000 read the index entries of all 5,053 people of
 * Köln twice, from the words' index and from the trigram index, to meet Amanda's 237: 0.88 → 0.37
 * ms on PostgreSQL, 1.15 → 0.55 ms on PGlite. For the documents tier (`tier`) a word's share is the
 * larger of the profiles' and the documents': „Max von Müller“ among a million read the entries of
 * all 92,000 Müller from three indexes (49 ms) to meet Max's 1,500.
 */
export function checkedWords(
  words: SearchWord[],
  applicantRows: number,
  tier: Tier = 'profile',
): Set<SearchWord> {
  const asked = words.filter((word) => !word.stop)
  // A word the profile matches by its word starts alone („Le“, „Ed“) the statistics cannot weigh
  // there: as a whole word it is rare or unlisted, as the start of words common („Leipzig“,
  // „Lehmann“). Taken for the rarest, it had „Le Müller“ read the 4,755 profiles with a word that
  // begins so among 100,000, each checked for Müller (16 ms), where both indexes answer together.
  // Its share there is that of the vocabulary's words that begin so (startHolders), where known.
  const startsOnly = (word: SearchWord) => tier === 'profile' && matchesWordStarts(word)
  if (tier === 'profile' && asked.some(unweighedStart)) return new Set()
  const share = (word: SearchWord) => {
    if (startsOnly(word)) return applicantRows > 0 ? (word.startHolders ?? 0) / applicantRows : 0
    return tier === 'documents'
      ? Math.max(word.profileShare ?? 0, word.documentShare ?? 0)
      : (word.profileShare ?? 0)
  }
  const rarest = Math.min(...asked.map(share))
  if (asked.length < 2 || rarest * applicantRows > DRIVEN_MAX) return new Set()
  return new Set(asked.filter((word) => share(word) >= Math.max(COMMON_PROFILE_SHARE, 10 * rarest)))
}

/** At most this many applicants a rare word of several gathers before the others are checked one by one. */
const DRIVEN_MAX = 1_000

/**
 * A tier of several words led by a rare one (`word`): its holders (at most `most`, from its own
 * index entries) are sorted newest first and checked one by one for the other words
 * until the page is full. A word held by most documents ("Köln", "DHL") otherwise costs its whole
 * index entry list, read to be intersected with the rare word's: 378,000 entries and 31 ms at a
 * million applicants for "Silja Köln", where checking Silja's 152 holders takes a few milliseconds.
 * Sorted before they are checked, a page of holders that all hold the other word costs a page of
 * checks, each reading a document vector, not one for every holder. Where the word turns out to
 * have more than `most` holders (the planner's statistics only list the most common words), `plan`
 * answers instead (or DEFERRED, see tierPlan).
 */
function drivenOr({ word, most, tier }: Driver & { tier: Tier }, where: SQL, needed: number, plan: SQL): SQL {
  const holders = allWordsMatch([word], tier, { afterStricter: false })
  return sql`WITH holders AS MATERIALIZED (
      SELECT ${applicants.id} AS id, ${applicants.updatedAt} AS updated_at FROM ${applicants}
      WHERE ${isNull(applicants.deletedAt)} AND ${holders}
      LIMIT ${most + 1})
    SELECT id FROM (
      SELECT m.id FROM (SELECT id, updated_at FROM holders ORDER BY updated_at DESC NULLS LAST) AS h
      CROSS JOIN LATERAL (
        SELECT ${applicants.id} AS id FROM ${applicants} WHERE ${applicants.id} = h.id AND ${where} OFFSET 0) AS m
      ORDER BY h.updated_at DESC NULLS LAST LIMIT ${needed}) AS driven
    WHERE (SELECT count(*) FROM holders) <= ${most}
    UNION ALL
    SELECT id FROM (${plan}) AS planned WHERE (SELECT count(*) FROM holders) > ${most}`
}

/**
 * All the live applicants meeting `where`, collected from the indexes behind a fence the planner
 * cannot see through (`OFFSET 0`), newest first, at most `needed`: the cost grows with the matches.
 */
const collected = (where: SQL, needed: number) =>
  sql`SELECT id FROM (SELECT ${applicants.id} AS id, ${applicants.updatedAt} AS updated_at
    FROM ${applicants} WHERE ${where} OFFSET 0) AS matches ORDER BY updated_at DESC NULLS LAST LIMIT ${needed}`

/**
 * A single word that the statistics list in no document (SearchWord.documentShare), asked of the
 * documents alone: the planner takes each of its forms for a default share of the applicants (5,000
 * among a million), too many to collect, though such a word is mostly held by few or none. Its
 * matches are collected up to WALK_MAX (preferredFirst) before the newest are walked: a whole phone
 * number that no CV holds walked the newest thousand, each with its document vector read from the
 * table (9 ms among a million), where the index answers at once that nobody holds it.
 */
const unlistedWord = (words: SearchWord[], tier: Tier) =>
  tier === 'documents' && words.length === 1 && !words[0]!.stop && (words[0]!.documentShare ?? 0) === 0

/** A part of a tier's condition whose matches are collected first, up to `most` of them. */
interface Preferred {
  condition: SQL
  most: number
}

/**
 * The newest `needed` applicants meeting the preferred condition, all of them collected (at most
 * `most` and one), where they fill the page; `short` where they fall short, and `many` where they
 * are more than `most`. Without `short` the preferred condition is the whole one, and fewer than a
 * page of its matches are the answer too.
 */
function preferredFirst(
  { condition, most }: Preferred,
  needed: number,
  { short, many }: { short?: SQL; many: SQL },
): SQL {
  const count = sql`(SELECT n FROM counted)`
  const from = short === undefined ? 0 : needed
  const otherwise =
    short === undefined
      ? sql`SELECT id FROM (${many}) AS walked WHERE ${count} > ${most}`
      : many === short
        ? sql`SELECT id FROM (${short}) AS every WHERE ${count} NOT BETWEEN ${needed} AND ${most}`
        : sql`SELECT id FROM (${short}) AS every WHERE ${count} < ${needed}
        UNION ALL
        SELECT id FROM (${many}) AS walked WHERE ${count} > ${most}`
  return sql`WITH preferred AS MATERIALIZED (
      SELECT ${applicants.id} AS id, ${applicants.updatedAt} AS updated_at FROM ${applicants} WHERE ${condition}
      LIMIT ${most + 1}),
      counted AS MATERIALIZED (SELECT count(*) AS n FROM preferred)
    SELECT id FROM (SELECT id FROM preferred ORDER BY updated_at DESC NULLS LAST LIMIT ${needed}) AS newest
    WHERE ${count} BETWEEN ${from} AND ${most}
    UNION ALL
    ${otherwise}`
}

/** How many more of the newest applicants a walk that found some but too few goes on through. */
const WALK_FURTHER = 4_000

/**
 * How much cheaper a row of the walk is where a word's signature test spares most rows the reading
 * of their document vectors (see signatureSpares): about 2 µs a row instead of 7 among a million.
 */
const SIGNED_CHEAPER = 4

/**
 * How far the walk goes on where its rows are cheap: a page where the newest 1,000 held a single
 * match. Collecting such matches read a common word's whole index entry list as the planner
 * intersects it („Alessia Kliniken“ among a million: 414,000 entries of „klinik“, then 4,163 rows
 * with their vectors, 200–450 ms), where 20,000 rows walked cost about 45 ms at most.
 */
const WALK_FURTHER_SIGNED = 20_000

/**
 * Whether the walk's rows are cheap: a word asked of the documents whose signature test fails for
 * most rows (sparesVectors), so that their vectors are not read (applicants.search-signature.ts).
 */
export const signatureSpares = (words: SearchWord[]): boolean => words.some(sparesVectors)

/**
 * From how many matches among the newest WALK_MAX a walk goes on through the next WALK_FURTHER
 * (undefined: never). It goes on where those matches promise a page within them (a fifth of a
 * page: five times as many rows again), and where collecting would read at least as many rows as
 * the walk on: matches of about one in a hundred, at a million applicants 10,000 of them, each read
 * and checked in the table ("Adam DHL": 13,000 matches, 160 ms), where walking on for a page costs
 * about 15 ms. A smaller table is cheaper to collect from.
 */
export function walkOnFrom(needed: number, total: number, signed = false): number | undefined {
  if (total <= 0) return undefined
  // Cheap rows (signed): from a single match, as far as WALK_FURTHER_SIGNED, where collecting would
  // read as many rows as a walk of WALK_FURTHER costs.
  const least = signed
    ? Math.max(1, Math.ceil((WALK_FURTHER * WALK_MAX) / (SIGNED_CHEAPER * total)))
    : Math.max(Math.ceil(needed / 5), Math.ceil((WALK_FURTHER * WALK_MAX) / total))
  return least < needed ? least : undefined
}

/**
 * The newest `needed` applicants meeting `where`, looked for among the newest WALK_MAX one by one
 * (a page at once where matches are many), and collected from the indexes when those hold less
 * than `needed`: never a walk through the whole table, whatever the planner estimated. Where the
 * first walk found some but too few in a large table (walkOnFrom, `total` the applicants), it goes
 * on through the next WALK_FURTHER (WALK_FURTHER_SIGNED where its rows are cheap, `signed`, see
 * signatureSpares) before collecting.
 */
export function walkedOrCollected(where: SQL, needed: number, total = 0, signed = false): SQL {
  const walkOn = walkOnFrom(needed, total, signed)
  const further = signed ? WALK_FURTHER_SIGNED : WALK_FURTHER
  // The condition is checked above the slice of rows, under the table's own name: checked in the
  // slice's own columns, it was also checked for every row the offset skips (the walk on re-read
  // the first WALK_MAX rows' document vectors, 7 ms of „Alia Kommissionierung“ among a million).
  // As one expression (`IS TRUE`), its words are checked in the order written, a word whose
  // signature test spares the vectors first (allWordsMatch): as a list of conditions the planner
  // puts the one it deems cheapest first, and „Alessia Kliniken“ read the vector of every row whose
  // signature might hold „klinik“ (two in three) before asking for Alessia.
  const newest = (offset: number, limit: number, hits: SQL | number) => sql`SELECT id FROM (
      SELECT * FROM ${applicants}
      WHERE ${isNull(applicants.deletedAt)} ORDER BY ${NEWEST_FIRST} OFFSET ${offset} LIMIT ${limit}
    ) AS ${applicants} WHERE (${where}) IS TRUE LIMIT ${hits}`
  const walked = sql`(SELECT count(*) FROM walk)`
  if (walkOn === undefined) {
    return sql`WITH walk AS MATERIALIZED (${newest(0, WALK_MAX, needed)})
    SELECT id FROM walk WHERE ${walked} >= ${needed}
    UNION ALL
    SELECT id FROM (${collected(where, needed)}) AS sorted WHERE ${walked} < ${needed}`
  }
  // The walk on is read only where the first fell short with enough matches (a one-time condition),
  // and only for what the page still lacks (it read on for a whole page, 960 rows more for a match
  // in 120); the collection only where both fell short.
  return sql`WITH walk AS MATERIALIZED (${newest(0, WALK_MAX, needed)}),
      further AS MATERIALIZED (SELECT id FROM (
        SELECT id, 0 AS part FROM walk UNION ALL
        SELECT id, 1 FROM (${newest(WALK_MAX, further, sql`${needed} - ${walked}`)}) AS next
      ) AS both_walks WHERE ${walked} BETWEEN ${walkOn} AND ${needed - 1} ORDER BY part LIMIT ${needed})
    SELECT id FROM walk WHERE ${walked} >= ${needed}
    UNION ALL
    SELECT id FROM further WHERE (SELECT count(*) FROM further) >= ${needed}
    UNION ALL
    SELECT id FROM (${collected(where, needed)}) AS sorted
    WHERE ${walked} < ${needed} AND (SELECT count(*) FROM further) < ${needed}`
}

/**
 * About how many applicants hold every one of several words in their profile, were the words
 * independent of each other (the planner's own assumption): the product of their shares as the
 * statistics list them, times the applicants. Also for one typed word that full text reads as
 * several („köln,berlin“, whose share is already such a product, see shareOfForms): the planner
 * expected 948 of 100,000 to hold both cities and walked all of them, newest first, for a page
 * (170 ms per tier). Zero for a single word of one, stop words alone, or where a word is not
 * listed: the planner then expects few and reads them from the indexes.
 */
export function guessedTogether(words: SearchWord[], applicantRows: number): number {
  const asked = words.filter((word) => !word.stop)
  const several = asked.length > 1 || asked.some((word) => word.stems?.some((stems) => stems.length > 1))
  if (!several) return 0
  return asked.reduce((product, word) => product * (word.profileShare ?? 0), applicantRows)
}

/**
 * How the profile's tiers read the words where the planner's own way may walk the newest
 * applicants through the whole table for a page, or undefined where the planner may choose.
 *
 * A part of a word (`LIKE '%bott%'`) the planner estimates from a sample of the profiles' texts: a
 * part the sample lacks it takes for 1 % of them („Bött“: 1,035 expected among 100,000, 56 hold
 * it) and walked 30,000 of the newest for a page (60 ms). The vocabulary counts who holds the words
 * containing it (`partHolders`): held by few enough (fewEnough) in every form, the matches of every
 * word are collected from the indexes, which costs what they are.
 *
 * Several words each common in the profiles the planner takes for independent (guessedTogether):
 * where they never stand together („Hamburg Berlin“: a profile holds one city) its walk went
 * through the whole table, 154 ms among 100,000. Expected few enough they are collected too;
 * expected more, the newest WALK_MAX are walked and then the matches collected (walkedOrCollected).
 */
export function profileWay(words: SearchWord[], applicantRows: number): 'walk' | 'collect' | undefined {
  if (applicantRows === 0) return undefined
  const held = words.filter((word) => !word.stop).map((word) => word.partHolders)
  const fewest = Math.min(...held.map((count) => count ?? Number.POSITIVE_INFINITY))
  if (fewEnough(fewest, applicantRows)) return 'collect'
  if (initialsBeside(words)) return 'walk'
  const guessed = guessedTogether(words, applicantRows)
  if (guessed < SEARCH_LIMIT) return undefined
  return fewEnough(guessed, applicantRows) ? 'collect' : 'walk'
}

/**
 * Two initials or more beside a word the statistics weigh („M. K. Schulz“): the planner took each
 * start for common and the three for independent, expected 1,674 among a million and walked the
 * newest for a page. Few hold all three, and it read 274,000 rows (954 ms); „J. K. Müller“ 64,000
 * (251 ms). The newest WALK_MAX walked and then the matches collected: 28–35 and 94 ms. A single
 * initial („J. Müller“) is common enough beside a name for the planner's walk to find a page soon
 * (16 ms; collected, 67 ms), and initials alone („a b c d“) cost more to collect than to walk.
 */
export const initialsBeside = (words: SearchWord[]): boolean =>
  words.filter(unweighedStart).length >= 2 && words.some((word) => !word.stop && !matchesWordStarts(word))

/** The tiers within the profile, asked in one statement. */
const PROFILE_TIERS = TIERS.filter((tier) => !beyondProfile(tier))

/**
 * The tiers within the profile in one statement: each leaves out what the stricter one before it
 * matches, and each is read only while the ones before found less than a page (the parts of a
 * UNION ALL are read one after the other, and reading stops at a full page).
 *
 * The planner picks the way to the newest matches itself: it estimates whole words well, and a
 * part of a word (`LIKE '%…%'`) well enough from a sample of the column. Not a string of digits:
 * the numbers in a sample say little about a fragment ("0176 09" was taken for 1 % of 100,000
 * applicants, and the planner walked 26,000 of them newest first for a page, 46 ms). Nor stop
 * words alone, whose word starts it takes for independent („am und der“: 144 expected among
 * 100,000, 24,000 walked for a page). With such words the part-of-text tier walks at most WALK_MAX
 * of the newest and then collects its matches (walkedOrCollected); for others that walk would only
 * cost a rare name or address a millisecond.
 */
export function profileTiersQuery(words: SearchWord[], applicantRows = 0): SQL {
  const checked = checkedWords(words, applicantRows)
  const match = (tier: Tier) =>
    allWordsMatch(words, tier, { afterStricter: true, checked: tier === 'profile' ? checked : undefined })
  // A fragment of digits, or stop words alone ("am und der"), which the planner estimates poorly
  // (see below). Not a whole number, whose digits it rightly takes for rare: walking the newest
  // thousand for it, in each of its ways of writing, cost 1.2 ms for nothing.
  const bounded =
    words.some(({ forms }) => forms.some((form) => DIGITS.test(form) && form.length < WHOLE_NUMBER_MIN)) ||
    words.every((word) => word.stop)
  // Words of one name beside a stop word, each in enough profiles to fill a walk (see below).
  const together =
    words.some((word) => word.stop) &&
    words.some((word) => !word.stop) &&
    words.every((word) => word.stop || (word.profileShare ?? 0) * WALK_MAX >= SEARCH_LIMIT)
  const starts = phoneStarts(words) ?? emailStarts(words)
  const driver = drivingWord(words) ?? fewestInProfiles(words)
  const walk = (condition: SQL, total: number, rank: number) =>
    sql`(SELECT id, ${rank}::int AS rank FROM (${walkedOrCollected(condition, SEARCH_LIMIT, total)}) AS walked)`
  const common = profileWay(words, applicantRows)
  const newest = (where: SQL, rank: number) => {
    if (common === 'walk') return walk(where, applicantRows, rank)
    if (common === 'collect')
      return sql`(SELECT id, ${rank}::int AS rank FROM (${collected(where, SEARCH_LIMIT)}) AS every)`
    return sql`(SELECT ${applicants.id} AS id, ${rank}::int AS rank
    FROM ${applicants} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${SEARCH_LIMIT})`
  }
  const parts = PROFILE_TIERS.flatMap((tier, rank) => {
    const stricter = rank > 0 ? sql`(${match(PROFILE_TIERS[rank - 1]!)}) IS NOT TRUE` : undefined
    const where = and(isNull(applicants.deletedAt), match(tier), stricter) as SQL
    if (rank > 0 && driver) {
      // The part-of-text tier led by a rare word, as the documents tier is (drivenOr): "Raul Köln"
      // otherwise intersected Raul's 175 profiles with the 52,000 of Köln, read twice (9 ms).
      const plan = sql`SELECT ${applicants.id} AS id FROM ${applicants} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${SEARCH_LIMIT}`
      return [
        sql`(SELECT id, ${rank}::int AS rank FROM (${drivenOr({ word: driver, most: DRIVEN_MAX, tier }, where, SEARCH_LIMIT, plan)}) AS driven)`,
      ]
    }
    // A stop word among other words ("Frankfurt am Main", "Halle an der Saale"): the words of one
    // name, which stand together where the planner takes each for independent of the others. It
    // expected 214 people in Frankfurt am Main among 100,000 and read all 3,780 to sort them
    // (12 ms); the newest thousand hold a page of them. The exact tier only: it is the one such a
    // name fills. Only where each word is in so many profiles (as the statistics list them) that
    // the newest thousand would hold a page if the words always stood together: with a first name
    // („Amar von Schwarz“) they cannot, and the walk would find none (+1.5 ms).
    if (together && rank === 0) return [walk(where, applicantRows, rank)]
    if (rank === 0 || !(bounded || starts)) return [newest(where, rank)]
    // A fragment of digits beside a word few hold: those few are collected instead. Otherwise it is
    // walked as any walk, on where the newest thousand hold some but too few: „49“ among a million
    // had all its 10,065 matches collected (80 ms over HTTP; walked on, 14 ms).
    const walked = (condition: SQL) =>
      bounded && common !== 'collect' ? walk(condition, applicantRows, rank) : newest(condition, rank)
    if (!starts) return [walked(where)]
    // The phone numbers that begin with the digits first, from the phone's own index (a number
    // that begins with them holds them as a part): "0176 65" is in the digits of thousands of
    // numbers among a million, and the part-of-text index offers each that holds "017", "176",
    // "766" and "665" anywhere, read and rejected one by one. Likewise the e-mail addresses that
    // begin with a word like "anna.m": the part-of-text index offers every Anna.
    const begins = and(isNull(applicants.deletedAt), starts, stricter) as SQL
    return [newest(begins, rank), walked(and(where, sql`(${starts}) IS NOT TRUE`) as SQL)]
  })
  return sql`SELECT id, rank FROM (${sql.join(parts, sql` UNION ALL `)}) AS tiers LIMIT ${SEARCH_LIMIT}`
}

const findProfileTiers = (db: Db, words: SearchWord[], applicantRows: number) =>
  rows<{ id: number; rank: number }>(db, profileTiersQuery(words, applicantRows))

/** One tier beyond the profile as a statement of ids and the tier's rank (see tierPlan). */
async function looseTierPlan(db: Db, options: TierOptions & { defer: boolean }): Promise<TierPlan> {
  const { query, fallback } = await tierPlan(db, options)
  const ranked = (tier: SQL) =>
    sql`SELECT id, ${TIERS.indexOf(options.tier)}::int AS rank FROM (${tier}) AS tier`
  return fallback ? { query: ranked(query), fallback: ranked(fallback) } : { query: ranked(query) }
}

/**
 * The documents tier, after the profile's tiers found less than a page (`found`), with the words'
 * corrections (see correctionsOf) unless told otherwise (`corrections: false`): they are looked up
 * only if the tier leaves the page short, and asked with it a round trip costs less than the
 * lookup itself. An empty row carries them when the tier finds nothing.
 */
export async function documentsTierQuery(
  db: Db,
  words: SearchWord[],
  found: number[],
  applicantRows: number,
  /** What the planner expects of it, if already asked (see estimateDocuments). */
  expected?: Expected,
  { corrections = true }: { corrections?: boolean } = {},
): Promise<SQL> {
  return (await documentsTierPlan(db, words, found, applicantRows, expected, { corrections, defer: false }))
    .query
}

/** The documents tier's statement (see documentsTierQuery), its fallback apart where `defer` asks (see DEFERRED). */
export async function documentsTierPlan(
  db: Db,
  words: SearchWord[],
  found: number[],
  applicantRows: number,
  expected: Expected | undefined,
  { corrections, defer }: { corrections: boolean; defer: boolean },
): Promise<TierPlan> {
  const tier = await looseTierPlan(db, { words, tier: 'documents', found, applicantRows, expected, defer })
  const asked = corrections
    ? sql`CASE WHEN count(hits.id) OVER () < ${SEARCH_LIMIT - found.length} THEN ${correctionsOf(words)} END`
    : sql`NULL::json`
  const query = sql`SELECT hits.id, hits.rank, ${asked} AS corrections
    FROM (SELECT) AS carrier LEFT JOIN (${tier.query}) AS hits ON true`
  return tier.fallback ? { query, fallback: tier.fallback } : { query }
}

/**
 * Whether the documents tier is expected to fill what the page lacks (`needed`) four times over:
 * every word is one the statistics list (a misspelt word is not, and the planner's estimate of a
 * word it does not know is a default share), and the planner's estimate or, for a single word it
 * walks without asking, the statistics' share of the documents holding it says so. Then the words'
 * corrections are not asked with it: even never looked up, they cost planning and starting their
 * part of the statement (0.8 ms on PGlite for „Amanda Köln“ among 100,000, whose documents tier
 * fills the page); where the estimate was wrong they are asked on their own.
 */
export function fillsPage(
  expected: Expected | undefined,
  words: SearchWord[],
  applicantRows: number,
  needed: number,
): boolean {
  const listed = words.every(
    (word) => word.stop || (word.profileShare ?? 0) > 0 || (word.documentShare ?? 0) > 0,
  )
  const single = words.length === 1 ? (words[0]?.documentShare ?? 0) * applicantRows : 0
  return listed && (expected?.matches ?? single) >= 4 * needed
}

/**
 * The typo tier for words with their corrections, after the documents tier: that one found less
 * than a page, so it answered all its matches, and the typo tier leaves them out as ids (`found`)
 * instead of by condition. Undefined when no word has a correction.
 */
export const typoTierQuery = async (
  db: Db,
  corrected: SearchWord[],
  found: number[],
  applicantRows: number,
) =>
  tierAdds(corrected, 'typo')
    ? (await looseTierPlan(db, { words: corrected, tier: 'typo', found, applicantRows, defer: false })).query
    : undefined

/** The words with their corrections, asked in a statement of their own (see correctionsOf). */
async function correctedWords(db: Db, words: SearchWord[]): Promise<SearchWord[]> {
  const [answer] = await rows<{ corrections: unknown }>(
    db,
    sql`SELECT ${correctionsOf(words)} AS corrections`,
  )
  return withCorrections(words, answer?.corrections)
}

/**
 * Whether the typo tier is asked before the documents tier: for a term with a stop word beside
 * words that profiles hold („Greta Kein“ for Greta Klein, „Sein Berlin“ for a Stein of Berlin).
 * The documents tier cannot ask a stop word (full text drops it), so there the term is its other
 * words alone: „Abby Kein“ among 100,000 filled the page with twenty Abbys whose reference letters
 * name them, and Abby Klein, whom the misspelt name meant, was never looked for. Where a word is
 * one no profile holds („Lagerist bei DHL“), the documents are what the term asks for, and they
 * come first as for any other term.
 */
export function typoFirst(words: SearchWord[]): boolean {
  const asked = words.filter((word) => !word.stop)
  return (
    asked.length > 0 &&
    asked.length < words.length &&
    asked.every((word) => (word.profileShare ?? 0) > 0 || (word.partHolders ?? 0) > 0)
  )
}

/** A hit beyond the profile: its tier (`rank`) and its place in the order the tiers were asked. */
type LooseHit = { id: number; rank: number; place: number }

/** The tiers beyond the profile one after the other (see typoFirst for their order). */
async function findLooseTiers(
  db: Db,
  words: SearchWord[],
  found: number[],
  applicantRows: number,
  documentsExpected: Expected | undefined,
): Promise<{ hits: LooseHit[]; corrected: SearchWord[] }> {
  if (typoFirst(words)) return typoThenDocuments(db, words, found, applicantRows, documentsExpected)
  const { hits, corrected } = await documentsThenTypo(db, words, found, applicantRows, documentsExpected)
  return { hits: hits.map((hit) => ({ ...hit, place: hit.rank })), corrected }
}

/**
 * The typo tier with the words' corrections, and only if the page is still short the documents
 * tier after it (see typoFirst).
 */
async function typoThenDocuments(
  db: Db,
  words: SearchWord[],
  found: number[],
  applicantRows: number,
  documentsExpected: Expected | undefined,
): Promise<{ hits: LooseHit[]; corrected: SearchWord[] }> {
  const corrected = await correctedWords(db, words)
  const typo = await typoTierQuery(db, corrected, found, applicantRows)
  const typoHits = typo ? await rows<{ id: number; rank: number }>(db, typo) : []
  // The places of the two tiers beyond the profile, in the order asked here.
  const [first, second] = [PROFILE_TIERS.length, PROFILE_TIERS.length + 1]
  const hits: LooseHit[] = typoHits.map((hit) => ({ ...hit, place: first }))
  const all = [...found, ...hits.map(({ id }) => id)]
  if (all.length >= SEARCH_LIMIT) return { hits, corrected }
  const expected = documentsExpected ?? (await estimateDocuments(db, words, applicantRows))
  const plan = await documentsTierPlan(db, words, all, applicantRows, expected, {
    corrections: false,
    defer: true,
  })
  const { hits: documents } = await documentsHits(db, plan)
  for (const { id, rank } of documents) hits.push({ id, rank, place: second })
  return { hits, corrected }
}

type Hit = { id: number; rank: number }

/**
 * The documents tier's hits and the corrections asked with it, its fallback asked next where the
 * statement answers DEFERRED (then alone: the words' holders were more than it collects).
 */
export async function documentsHits(db: Db, plan: TierPlan): Promise<{ hits: Hit[]; corrections: unknown }> {
  const answer = await rows<{ id: number | null; rank: number | null; corrections: unknown }>(db, plan.query)
  const corrections = answer[0]?.corrections
  const { fallback } = plan
  const hits = fallback && answer.some((hit) => hit.id === DEFERRED) ? await rows<Hit>(db, fallback) : answer
  return { hits: hits.filter((hit): hit is Hit => hit.id !== null && hit.id !== DEFERRED), corrections }
}

/**
 * The documents tier (with the words' corrections where it may leave the page short, see
 * fillsPage), and only if the page is still short the typo tier.
 */
async function documentsThenTypo(
  db: Db,
  words: SearchWord[],
  found: number[],
  applicantRows: number,
  documentsExpected: Expected | undefined,
) {
  const expected = documentsExpected ?? (await estimateDocuments(db, words, applicantRows))
  const asked = !fillsPage(expected, words, applicantRows, SEARCH_LIMIT - found.length)
  const plan = await documentsTierPlan(db, words, found, applicantRows, expected, {
    corrections: asked,
    defer: true,
  })
  const { hits, corrections } = await documentsHits(db, plan)
  if (found.length + hits.length >= SEARCH_LIMIT) return { hits, corrected: words }
  const all = [...found, ...hits.map(({ id }) => id)]
  const corrected = asked ? withCorrections(words, corrections) : await correctedWords(db, words)
  const typo = await typoTierQuery(db, corrected, all, applicantRows)
  return { hits: typo ? [...hits, ...(await rows<Hit>(db, typo))] : hits, corrected }
}

/**
 * The condition of a list's full-text filter: the search's own, every word somewhere in the
 * profile (whole or in part) or the documents, without typo guesses, which would blur a list.
 * Undefined when the term has no word; a condition nothing meets when a word cannot match.
 */
export async function searchCondition(db: Db, term: string): Promise<SQL | undefined> {
  const typed = searchWords(term)
  if (typed.length === 0) return undefined
  const { words } = await normalizeWords(db, typed)
  if (words.some(({ forms }) => forms.length === 0)) return sql`false`
  return allWordsMatch(words, 'documents', { afterStricter: false })
}

/**
 * The one search of the top bar and the search page, over name, e-mail, phone, city, occupation
 * group and the texts of the documents. Every word must match somewhere. Hits come in tiers
 * (whole words of the profile, parts of it, words of the documents, what a misspelt word may
 * mean), each asked only while the page is not full, so an exact match is never pushed off the
 * page by many looser ones. Within a tier the better match comes first (whole word before word
 * start before part), then the most recently changed. A hit through a document says which one,
 * with a snippet.
 */
export async function searchApplicants(
  db: Db,
  { term, viewerId }: { term: string; viewerId: number },
): Promise<ApplicantSearchResult> {
  const typed = searchWords(term)
  if (typed.length === 0) return { data: [], word_starts: [] }
  // A word's corrections are looked up only where the documents tier leaves the page short: the
  // lookup costs 2–3 ms per word on PGlite, and most searches fill their page before.
  const { words, applicantRows } = await weighedWords(db, typed)
  const wordStarts = typed.filter((_, i) => words[i] !== undefined && matchesWordStarts(words[i]))
  // A word whose letters all vanish in normalisation cannot match anything.
  if (words.some(({ forms }) => forms.length === 0)) return { data: [], word_starts: wordStarts }
  return { data: await foundApplicants(db, words, applicantRows, viewerId), word_starts: wordStarts }
}

/** The page of hits of the words (see searchApplicants). */
async function foundApplicants(
  db: Db,
  words: SearchWord[],
  applicantRows: number,
  viewerId: number,
): Promise<ApplicantSearchHit[]> {
  // Where statements run side by side (a pool of connections), the planner is asked about the
  // documents tier while the profile's tiers are read: a round trip less whenever it is needed, an
  // idle one when not. PGlite has one connection; there it is asked when needed.
  //
  // A single word the statistics list as held by the documents of many applicants walks the newest
  // without asking: the estimate could only say the same, and on PGlite it is a statement of its own.
  const share = words.length === 1 ? (words[0]?.documentShare ?? 0) : 0
  const walks = share > 0 && !fewEnough(share * applicantRows, applicantRows)
  const estimating = walks
    ? Promise.resolve({ few: false, fewWithin: false })
    : runsConcurrently(db)
      ? estimateDocuments(db, words, applicantRows)
      : undefined
  estimating?.catch(() => {})
  const tierOf = new Map<number, number>()
  // Each hit's place in the order the tiers were asked (see typoFirst).
  const placeOf = new Map<number, number>()
  for (const { id, rank } of await findProfileTiers(db, words, applicantRows)) {
    tierOf.set(id, rank)
    placeOf.set(id, rank)
  }
  let corrected = words
  if (tierOf.size < SEARCH_LIMIT) {
    const found = [...tierOf.keys()]
    const loose = await findLooseTiers(db, words, found, applicantRows, await estimating)
    for (const { id, rank, place } of loose.hits) {
      tierOf.set(id, rank)
      placeOf.set(id, place)
    }
    corrected = loose.corrected
  }
  if (tierOf.size === 0) return []
  const ids = [...tierOf.keys()]
  // A hit of a looser tier than the profile's lacks a word in the profile: it came from a document,
  // unless (typo tier) the profile holds the word through a correction.
  const tierName = (id: number) => TIERS[tierOf.get(id) ?? 0] ?? 'exact'
  const fromDocuments = ids.filter((id) => readsDocuments(words, tierName(id)))
  const typoHits = new Set(fromDocuments.filter((id) => tierName(id) === 'typo'))
  const [rows, snippets] = await together(db, [
    () =>
      selectApplicants(db, viewerId)
        .where(inArray(applicants.id, ids))
        .orderBy(sql`${searchScore(words)} DESC`, desc(applicants.updatedAt), desc(applicants.id)),
    () => documentSnippets(db, fromDocuments, corrected, typoHits),
  ])
  const ranked = rows.map((row) => {
    const applicant = fromSelected(row)
    return { ...applicant, found_in: snippets.get(applicant.id) ?? null }
  })
  // Stable: within a tier the order of the score stays.
  return ranked.sort((a, b) => (placeOf.get(a.id) ?? 0) - (placeOf.get(b.id) ?? 0))
}
