import { SALUTATIONS, spellOutUmlauts } from '@bb/shared'
import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { applicants } from '../applicant-records/index.ts'
import {
  commonWords,
  documentShare,
  leastDocumentShare,
  profileShare,
  startsCommonWord,
} from './applicants.search-common.ts'
import { formBits, signatureTest, sparesVectors } from './applicants.search-signature.ts'
import { likeEscape, spellings, WHOLE_NUMBER_MIN } from './applicants.search-words.ts'

/**
 * How the words of a search match an applicant, from strict to loose; each looser tier includes
 * the stricter ones:
 * - `exact`: whole words of the profile (German stemming), the phone number's digits;
 * - `profile`: also parts of the profile's text (a word start, or anywhere for longer words);
 * - `documents`: also words and word starts of the texts of the applicant's documents;
 * - `typo`: also known profile words a misspelt word may mean.
 * Every condition compares an indexed column with a bound value, so each is answered by an index.
 */
export type Tier = 'exact' | 'profile' | 'documents' | 'typo'
export const TIERS: readonly Tier[] = ['exact', 'profile', 'documents', 'typo']

/** One word of the term: its spellings as the search columns store text, and its typo corrections. */
export interface SearchWord {
  forms: string[]
  /** Known profile words a misspelt form may mean (typo tier). */
  corrections: string[]
  /** How many applicants' profiles hold the corrections, as the vocabulary counts them (with the corrections). */
  correctionHolders?: number
  /** A word German full text ignores ("und", "bei"): it cannot be required of a document. */
  stop: boolean
  /**
   * The word's umlauts written as two letters („jaeger“ for „Jäger“), asked of the documents only
   * (see inDocumentsForms).
   */
  spelledOut?: string
  /** The forms that may stand as a part of some profile's text (see normalizeWords). */
  parts: string[]
  /**
   * At most this many applicants hold the word (any of its forms) in their profile's text, whole
   * or as a part, as the vocabulary counts them (see normalizeWords); undefined where it cannot
   * tell (a form not of letters alone or shorter than four, or one that many words contain).
   */
  partHolders?: number
  /**
   * About how many applicants hold a word of their profile's text that begins with a word of one or
   * two letters, which the profile matches by its word starts (see part): the vocabulary's words of
   * four letters or more that begin so, counted as partHolders are. An estimate, not a bound (words
   * of fewer letters are not counted); undefined for any other word or where many words begin so.
   */
  startHolders?: number
  /**
   * The words of full text each form becomes (German stemming), as the statistics list them: one
   * list per form, every word of which a match holds („köln,berlin“ becomes „koln“ and „berlin“);
   * a form full text drops (a stop word) has the empty word alone.
   */
  stems?: string[][]
  /**
   * For each form asked of the documents (inDocumentsForms), the bits of the documents' signature
   * it needs (see applicants.search-signature.ts); undefined where a form's words are not known.
   */
  documentBits?: number[][]
  /**
   * The forms that German full text keeps as they are (`to_tsvector('german', form)` is the form
   * alone): a profile that holds such a form as a word of full text holds it as a part of its text
   * too (see wholeInPart).
   */
  unstemmed?: string[]
  /**
   * In a term of several words: held by few applicants, as far as the planner's statistics tell
   * (no word of its forms starts one of the most common words of the profiles or the documents,
   * see applicants.search-common.ts).
   */
  rare?: boolean
  /**
   * At least this share of the applicants hold the word (or a word it starts) in their documents,
   * as far as the planner's statistics list it; 0 where they do not.
   */
  documentShare?: number
  /** The share of the applicants whose profile holds the word, as the statistics list it; 0 where they do not. */
  profileShare?: number
  /**
   * About the share of the applicants whose documents hold the word, as far as the statistics tell:
   * a common word's own share, for any other the least they list (fewer hold it).
   */
  shareInDocuments?: number
}

/** A whole number is looked up in the profiles' texts by this many of its last digits (see part). */
const NUMBER_LOOKUP_DIGITS = 7
/** Below this length a word matches only at the start of a word (an infix "an" matches half the table). */
const INFIX_MIN = 3
/** A form of letters and digits alone, which full-text queries take as one word. */
const PLAIN = /^[\p{L}\p{N}]+$/u
/** The longest run of letters or digits in a form ("u.a" 1, "anna.m" 4). */
const longestRun = (form: string) =>
  Math.max(0, ...(form.match(/[\p{L}\p{N}]+/gu) ?? []).map((run) => run.length))
/** The vocabulary holds the words of a profile's text of at least this many letters. */
const VOCABULARY_MIN = 4
/** Typo tolerance for short words finds mostly noise. */
const TYPO_MIN = 4
/** Digits alone: a phone number or a fragment of one, or a postal code. */
export const DIGITS = /^\d+$/
/** A phone number's digits are compared whole from this length on (shorter is a fragment). */
const PHONE_MIN = 6
/**
 * How close a known word must be to count as what was meant (trigram similarity, 0–1): "Muellr"
 * is 0.44 from "Müller", "Gelsenkirchn" 0.69 from "Gelsenkirchen". A short word has few trigrams,
 * and one letter more or less changes a large share of them: „Kein“ is 0.375 from „Klein“, „Sein“
 * from „Stein“, so up to SHORT_TYPO letters the bar is SHORT_TYPO_SIMILARITY.
 */
const TYPO_SIMILARITY = 0.4
const SHORT_TYPO = 5
const SHORT_TYPO_SIMILARITY = 0.35
/**
 * The known words a misspelt word may mean, the closest first; more for a short word, whose
 * nearest words tie on few trigrams: „Kein“ is as near to „Kevin“ as to „Klein“, and „Keiner“ and
 * „Keil“ are nearer.
 */
const TYPO_CORRECTIONS = 3
const SHORT_TYPO_CORRECTIONS = 6

/**
 * The known profile words each form may mean (typo tier), as a JSON array in the order of `forms` (a
 * text[] expression) of the words and how many applicants hold them (`held`, as the vocabulary
 * counts them): the nearest words of the vocabulary by trigram distance, if close
 * enough, among the words similar at all (`%`, pg_trgm's similarity of at least 0.3, a wider net
 * than the 0.4 kept), which its GIN trigram index finds in about 0.2 ms for the 23,000 words of a
 * million applicants (a GiST tree read in distance order took 7–11 ms per word). Only forms of
 * letters alone, long enough, are looked up. In a term of several words (`several`), a word the
 * vocabulary holds itself is taken as typed: the other words narrow the hits already, and "Marius
 * Köln" meaning "Maria Köln" is noise; a single word is also looked up when known, since the name
 * in a profile may be the misspelt one ("Hamburg" finds "Hamburk").
 */
const nearestWords = (
  forms: SQL,
  several: boolean,
) => sql`(SELECT coalesce(json_agg(json_build_object('words', c.words, 'held', c.held) ORDER BY f.ord), '[]'::json)
    FROM unnest(${forms}) WITH ORDINALITY AS f(form, ord)
    CROSS JOIN LATERAL (SELECT coalesce(array_agg(w.word ORDER BY w.distance), '{}') AS words,
      coalesce(sum((SELECT n.applicants FROM search_word_counts n WHERE n.word = w.word)), 0)::int AS held
      FROM (
        SELECT word, word <-> f.form AS distance FROM search_words
        WHERE length(f.form) >= ${TYPO_MIN} AND f.form ~ '^[[:alpha:]]+$' AND word <> f.form
          AND word % f.form
          AND NOT (${several} AND EXISTS (SELECT FROM search_words known WHERE known.word = f.form))
        ORDER BY word <-> f.form
        LIMIT CASE WHEN length(f.form) <= ${SHORT_TYPO} THEN ${SHORT_TYPO_CORRECTIONS}::int ELSE ${TYPO_CORRECTIONS}::int END
      ) AS w WHERE similarity(w.word, f.form) >=
        CASE WHEN length(f.form) <= ${SHORT_TYPO} THEN ${SHORT_TYPO_SIMILARITY}::real ELSE ${TYPO_SIMILARITY}::real END
    ) AS c)`

const parseJson = <T>(raw: unknown): T => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T

/**
 * Up to how many words of the vocabulary containing a form are counted (see normalizeWords): a
 * form more words contain („berg“) is held by too many to collect anyway.
 */
const HOLDING_WORDS_MAX = 100

/** The values as one text[] of the statement. */
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`

/**
 * The words as the search columns store text (lower case, accents removed by PostgreSQL's own
 * unaccent), asked once: the conditions then compare with plain values, which the planner can
 * estimate and which are not re-evaluated for every row. The words have no corrections yet (see
 * correctionsOf). Also the planner's count of the applicants (0 before the table's first
 * analysis), read fresh each time.
 *
 * And which forms may stand as a part of some profile's text (`parts`): a form of four letters or
 * more that no word of the vocabulary contains cannot (a run of letters in a profile's text lies in
 * one of its words, and the vocabulary holds each such word of four letters or more). The trigram
 * index of the applicants cannot tell: for "Gelsenkirchn" it offers the 2,500 people of
 * Gelsenkirchen among a million, each to be read and rejected (9 ms); the vocabulary's index
 * answers in a fraction of a millisecond, and the part-of-text condition is then left out.
 */
export async function normalizeWords(
  db: Db,
  typed: string[],
): Promise<{ words: SearchWord[]; applicantRows: number }> {
  const all = typed.map((word) => spellings(word))
  const flat = all.flat()
  // The vocabulary is asked with patterns bound as values, so its trigram index answers (built from
  // the normal forms inside the statement, the planner read all 23,000 words of a million
  // applicants); the guess is only trusted where the database normalised the word the same way.
  const guesses = flat.map(guessNormal)
  const starts = flat.map(guessStart)
  const counting = (pattern: string | undefined) =>
    pattern === undefined
      ? sql`NULL::int`
      : sql`(SELECT CASE WHEN count(*) <= ${HOLDING_WORDS_MAX} THEN coalesce(sum(held.applicants), 0) END
          FROM (SELECT (SELECT c.applicants FROM search_word_counts c WHERE c.word = w.word) AS applicants
            FROM search_words w WHERE w.word LIKE ${pattern} LIMIT ${HOLDING_WORDS_MAX + 1}) AS held)::int`
  const holders = flat.map((_, i) => {
    const start = starts[i]
    return counting(
      guesses[i] !== undefined ? `%${guesses[i]}%` : start !== undefined ? `${start}%` : undefined,
    )
  })
  const [row] = await rows<{
    normalized: string[]
    lexemes: number[]
    holders: Array<number | null>
    stems: string[]
    total: number
  }>(
    db,
    sql`SELECT n.normalized, ARRAY(SELECT numnode(plainto_tsquery('german', f)) FROM unnest(n.normalized) f) AS lexemes,
        ARRAY[${sql.join(holders, sql`, `)}]::int[] AS holders,
        ARRAY(SELECT array_to_string(tsvector_to_array(to_tsvector('german', f)), ' ') FROM unnest(n.normalized) f) AS stems,
        (SELECT greatest(reltuples, 0)::float8 FROM pg_class WHERE oid = 'applicants'::regclass) AS total
      FROM (SELECT ARRAY[${sql.join(
        flat.map((word) => sql`lower(unaccent(${word}::text))`),
        sql`, `,
      )}]::text[] AS normalized) n`,
  )
  const normalized = row?.normalized ?? []
  const lexemes = row?.lexemes ?? []
  // How many hold each form as the vocabulary counts them, where the guess is the database's form.
  const counted = new Map<string, number>()
  const begun = new Map<string, number>()
  normalized.forEach((form, i) => {
    const count = row?.holders[i]
    if (count === null || count === undefined) return
    if (guesses[i] === form) counted.set(form, Number(count))
    else if (starts[i] === form) begun.set(form, Number(count))
  })
  let at = 0
  const words = all.map((variants, index) => {
    const span = normalized.slice(at, at + variants.length)
    const forms = [...new Set(span.filter((form) => form.length > 0))]
    const stop = lexemes.slice(at, at + variants.length).every((count) => Number(count) === 0)
    const stems = (row?.stems ?? []).slice(at, at + variants.length).map((each) => each.split(' '))
    const unstemmed = forms.filter((form) =>
      span.some((spelt, j) => spelt === form && stems[j]?.join(' ') === form),
    )
    at += variants.length
    // A form of four letters or more that no word of the vocabulary contains (see SearchWord.parts).
    const parts = forms.filter((form) => counted.get(form) !== 0)
    const known = forms.every((form) => counted.has(form))
    const partHolders = known ? forms.reduce((sum, form) => sum + (counted.get(form) ?? 0), 0) : undefined
    const startHolders = forms.every((form) => begun.has(form))
      ? forms.reduce((sum, form) => sum + (begun.get(form) ?? 0), 0)
      : undefined
    const spelledOut = spelledOutForm(typed[index] ?? '', forms)
    const stemsOf = new Map(span.map((form, j) => [form, stems[j]]))
    const documentBits = spelledOut ? undefined : forms.map((form) => formBits(stemsOf.get(form) ?? []))
    return {
      forms,
      stop,
      parts,
      corrections: [],
      stems,
      unstemmed,
      partHolders,
      ...(startHolders === undefined ? {} : { startHolders }),
      ...(spelledOut ? { spelledOut } : {}),
      ...(documentBits ? { documentBits } : {}),
    }
  })
  return { words, applicantRows: Number(row?.total ?? 0) }
}

/**
 * The words of a search (normalizeWords) with what the planner's statistics tell of each: whether
 * it is rare in a term of several words, and the share of the applicants whose documents hold it.
 * The common words are read once in a while beside the normal forms (applicants.search-common.ts),
 * and only for the search itself: a list's full-text filter needs neither. Only a hint: a search
 * never fails for want of it.
 */
export async function weighedWords(
  db: Db,
  typed: string[],
): Promise<{ words: SearchWord[]; applicantRows: number }> {
  const reading = commonWords(db).catch(() => null)
  const { words, applicantRows } = await normalizeWords(db, typed)
  const common = await reading
  if (common === null) return { words, applicantRows }
  return {
    applicantRows,
    words: words.map((word) => {
      const forms = word.stems ?? []
      // A form is rare where one of the words it becomes is: a match holds them all.
      const rare =
        words.length > 1 &&
        word.forms.every((form) => form.length >= VOCABULARY_MIN) &&
        forms.every((stems) => stems.some((stem) => stem !== '' && !startsCommonWord(common.words, stem)))
      const share = shareOfForms(forms, (stem) => documentShare(common, stem))
      return {
        ...word,
        rare,
        profileShare: shareOfForms(forms, (stem) => profileShare(common, stem)),
        documentShare: share,
        shareInDocuments: share > 0 ? share : leastDocumentShare(common),
      }
    }),
  }
}

/**
 * The share of the applicants holding a word, from the shares of the words of full text its forms
 * become (`stems`, see SearchWord): the largest of its forms' (any form matches), each the product
 * of its words' (a match holds every one, taken for independent as the planner takes them), 0 where
 * one is unlisted. „köln,berlin“ is one typed word that full text reads as „koln“ and „berlin“:
 * few hold both, though each is common. With this share the profile's tiers collect its matches
 * (see guessedTogether) where the planner walked every applicant for them (320 ms among 100,000).
 */
export function shareOfForms(forms: string[][], shareOf: (stem: string) => number): number {
  const ofForm = (stems: string[]) =>
    stems.reduce((product, stem) => (stem === '' ? 0 : product * shareOf(stem)), stems.length > 0 ? 1 : 0)
  return Math.max(0, ...forms.map(ofForm))
}

/** Lower case, accents removed, „ß“ as „ss“: as unaccent writes it („Waldstraße“ → „waldstrasse“). */
const asStored = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')

/**
 * The typed word with its umlauts written as two letters, in the normal form of the search columns
 * (asStored), where that differs from its forms.
 */
function spelledOutForm(typed: string, forms: string[]): string | undefined {
  const written = spellOutUmlauts(typed)
  if (written === typed) return undefined
  const normal = asStored(written)
  return forms.includes(normal) ? undefined : normal
}

/**
 * The forms a word is asked of the documents in: its own, and its umlauts written as two letters
 * (`spelledOut`). A CV typed without a German keyboard holds „Jaeger“, and the German stemmer of
 * PostgreSQL before version 16 keeps „jaeg“ apart from the „jag“ of „Jäger“ (PGlite's, newer, takes
 * „ae“ for „ä“). Not asked of the profile: the vocabulary's words found it there as a typo of the
 * form already, and another form beside each umlaut word changed the planner's way for the
 * profile's tiers.
 */
export const inDocumentsForms = (word: SearchWord): string[] =>
  word.spelledOut ? [...word.forms, word.spelledOut] : word.forms

/**
 * The normal form of a word of letters alone, four or more, as the database is expected to write
 * it (lower case, accents removed); undefined for any other word. Only a guess: it is used where it
 * equals the database's own normal form.
 */
function guessNormal(word: string): string | undefined {
  if (word.length < VOCABULARY_MIN || !/^\p{L}+$/u.test(word)) return undefined
  const guess = asStored(word)
  return /^[a-z]+$/.test(guess) ? guess : undefined
}

/**
 * The normal form of a word of one or two letters, which the profile matches by its word starts
 * (see part), as the database is expected to write it; undefined for any other word. Only a guess,
 * as guessNormal's.
 */
function guessStart(word: string): string | undefined {
  if (word.length >= INFIX_MIN || !/^\p{L}+$/u.test(word)) return undefined
  const guess = asStored(word)
  return /^[a-z]+$/.test(guess) && guess.length < INFIX_MIN ? guess : undefined
}

/**
 * The known profile words each form of the words may mean, as an expression (see nearestWords): it
 * is asked with the documents tier, and only where that tier leaves the page short.
 */
export const correctionsOf = (words: SearchWord[]): SQL =>
  nearestWords(textArray(words.flatMap((word) => word.forms)), words.length > 1)

/** The words with their corrections, from the answer of correctionsOf. */
export function withCorrections(words: SearchWord[], answer: unknown): SearchWord[] {
  const near = parseJson<Array<{ words: string[]; held: number }> | null>(answer) ?? []
  let at = 0
  return words.map((word) => {
    const found = near.slice(at, at + word.forms.length)
    at += word.forms.length
    return {
      ...word,
      corrections: [...new Set(found.flatMap((form) => form.words))],
      correctionHolders: found.reduce((sum, form) => sum + Number(form.held), 0),
    }
  })
}

/** The whole word, German stemming ("Pfleger" finds "Pflege"). */
const fullText = (form: string) => sql`${applicants.searchVector} @@ plainto_tsquery('german', ${form})`

/**
 * The part of the e-mail address before its „@“, reversed, as its index holds it: a part that ends
 * with a string is one whose reversal begins with it. The profile's text holds the address as the
 * only word with an „@“ (a name or city with one is no address to look up so), and lower case; an
 * address the form accepts has no accents to fold. The addresses that end so are read first, into
 * an array of ids (see part): the planner knows the reversed part only from statistics of its
 * index, which a database gets at its next analysis. Without them it took such an ending for
 * 5,000 of a million applicants and walked all of them newest first for a page (4 s).
 */
const localPartEnd = sql`reverse(split_part(lower(${applicants.email}), '@', 1))`

/**
 * A part of the text: anywhere for longer words, at a word start for short ones, and for a word
 * whose runs of letters and digits are all short („u.a.“, „z.B.“): the trigram index offers every
 * profile holding a word that ends in „u“ and one that begins with „a“ (67,337 of 100,000 read for
 * one hit, 50 ms), while a word of its own that begins so is rare.
 */
function part(form: string): SQL {
  const escaped = likeEscape(form)
  const local = form.slice(0, form.indexOf('@'))
  // An e-mail address is looked up by the part before its "@", among the addresses whose part
  // before it ends so (its own index, see localPartEnd); the whole address is checked in the rows
  // found. The trigrams of a common domain ("t-online.de") are in a quarter of the profiles each,
  // and those of the part before it in many names („niemand.hier@“: „nie“, „and“): the trigram
  // index took 8–16 ms for it among a million, the addresses' own index a fraction of one.
  if (form.includes('@') && longestRun(local) >= INFIX_MIN) {
    const reversed = [...local].reverse().join('')
    const ending = sql`SELECT ${applicants.id} FROM ${applicants} WHERE ${localPartEnd} LIKE ${`${likeEscape(reversed)}%`}`
    return sql`(${applicants.id} = ANY(ARRAY(${ending})) AND ${checkedOnly(sql`${applicants.searchText} LIKE ${`%${escaped}%`}`)})`
  }
  if (longestRun(form) >= INFIX_MIN) return sql`${applicants.searchText} LIKE ${`%${escaped}%`}`
  // A word start of two letters or digits is looked up in the index of every word as written
  // (its words that begin so) and checked as typed in the rows found: the trigram index took „de“
  // for a word of its own in every address ending in „.de“ and offered all 100,000 profiles, each
  // read and rejected („De, Aaron“: 70 ms, now 12). The words the index holds begin wherever a
  // word of the text does, so it leaves out none that the check keeps. A single letter begins
  // too many words to look them up.
  const starts = sql`(${applicants.searchText} LIKE ${`${escaped}%`} OR ${applicants.searchText} LIKE ${`% ${escaped}%`})`
  if (!PLAIN.test(form) || form.length < 2) return starts
  return sql`(${checkedOnly(starts)} AND ${profileWords} @@ to_tsquery('simple', ${`${form}:*`}))`
}

const wholeNumber = (form: string) => DIGITS.test(form) && form.length >= WHOLE_NUMBER_MIN

/**
 * The forms as parts of the profile's text (see part). A whole number in its ways with the country
 * code („01783550724“, „491783550724“, „00491783550724“) is looked up once by the last digits all
 * its ways share, and each way is checked whole in the rows found: the trigram index intersected
 * nine long entry lists for each of the three ways (8.5 ms among a million), where five for the
 * last seven digits, once, take 1 ms.
 */
function partsOf(forms: string[]): SQL[] {
  const numbers = forms.filter(wholeNumber)
  const last = numbers[0]?.slice(-NUMBER_LOOKUP_DIGITS) ?? ''
  if (numbers.length < 2 || !numbers.every((form) => form.endsWith(last))) return forms.map(part)
  // As typed with its separators („0178-3550724“) it is a part of its own.
  const others = forms.filter((form) => !wholeNumber(form)).map(part)
  const each = numbers.map((form) => sql`${applicants.searchText} LIKE ${`%${form}%`}`)
  return [
    ...others,
    sql`(${applicants.searchText} LIKE ${`%${last}%`} AND ${checkedOnly(sql.join(each, sql` OR `))})`,
  ]
}

/**
 * Whether a word matches only where a word of the profile begins (see part and stopWord): a stop
 * word, and a word whose runs of letters and digits are all short. The search page marks it so.
 */
export const matchesWordStarts = (word: SearchWord): boolean =>
  word.stop || word.forms.every((form) => longestRun(form) < INFIX_MIN)

/** Every word of the profile's text as written, stop words too (an index of its own). */
const profileWords = sql`to_tsvector('simple', ${applicants.searchText})`

/**
 * A stop word, which German full text drops, as a whole word of the profile at the exact tier and
 * as the start of one from the next: inside a word it is an accident ("der" in "Alexander", "und"
 * in "Kunde"), and typed alone it is the start of a name ("Die" for "Dieter"). Asked of the index of
 * every word as written, which lists just the profiles holding it: the trigram index offered every
 * profile with a word that begins and one that ends in "an" (6,630 of 100,000, each read, for
 * „Halle an der Saale“, where 988 live in Halle (Saale) and none holds "an"), and a regular
 * expression checked in the rows the other words find read all of them (3,743 people of Frankfurt
 * for „Frankfurt an der Oder“, twice). The expression before it is the same check at a fraction of
 * the cost for a row that is read anyway (a walk of the newest); it is never looked up.
 */
function stopWord(form: string, tier: Tier): SQL {
  const whole = tier === 'exact'
  const text = checkedOnly(whole ? wholeWord(form) : wordStart(form))
  // A form of several words ("und/oder") asks each as a whole word.
  const words = PLAIN.test(form)
    ? sql`to_tsquery('simple', ${whole ? form : `${form}:*`})`
    : sql`plainto_tsquery('simple', ${form})`
  return sql`(${text} AND ${profileWords} @@ ${words})`
}

/** A form as a query of a document's words (see documentWord). */
function documentQuery(form: string): SQL {
  if (PLAIN.test(form) && form.length >= INFIX_MIN) return sql`to_tsquery('german', ${`${form}:*`})`
  return sql`plainto_tsquery('german', ${form})`
}

/**
 * A word of a document's text (German stemming), or a word start for a plain word: "Gabelstap"
 * finds "Gabelstapler". `vector` is the applicant's `document_vector` or one document's own.
 */
export const documentWord = (form: string, vector: SQL | AnyColumn): SQL =>
  sql`${vector} @@ ${documentQuery(form)}`

/**
 * Any of a word's forms in the documents (documentWord), asked as one query of their alternatives:
 * each check of a vector reads it whole from its out-of-line storage, and a check per form read it
 * once per form. A walk over the newest thousand applicants for the three forms of a phone number
 * („0178 3550724“, „49…“, „0049…“) read 13,000 pages (10 ms among a million) where one read is a
 * third of it. The documents' index answers the alternatives in one scan as well.
 */
export function documentForms(forms: string[], vector: SQL | AnyColumn): SQL {
  if (forms.length === 0) return sql`false`
  if (forms.length === 1) return documentWord(forms[0]!, vector)
  return sql`${vector} @@ (${sql.join(forms.map(documentQuery), sql` || `)})`
}

/**
 * Every word of a term of several as a whole word of the applicant's documents (German stemming),
 * in one full-text query: a part of the documents tier (its forms ask word starts, this whole words,
 * and the profile is not asked). GIN answers the words of one query together, skipping through a
 * common word's long entry list with a rare word's few entries; the tier's own condition, a word in
 * the profile or the documents for each, intersects bitmaps of separate index scans instead, which
 * reads every entry of each word ("DHL" in 60,000 CVs of 100,000: 4.6 ms), and a word matched
 * as a part of the profile's text makes every such row be checked again with its document vector
 * read from the table. Undefined for fewer than two words that documents can hold.
 */
export function allInDocuments(words: SearchWord[]): SQL | undefined {
  const asked = words.filter((word) => !word.stop)
  if (asked.length < 2) return undefined
  const each = asked.map(
    (word) =>
      sql`(${sql.join(
        inDocumentsForms(word).map((form) => sql`plainto_tsquery('german', ${form})`),
        sql` || `,
      )})`,
  )
  return sql`${applicants.documentVector} @@ (${sql.join(each, sql` && `)})`
}

/** Any word of the term in a document's text (the snippet's document); a stop word finds nothing. */
export const anyDocumentWord = (words: SearchWord[], vector: SQL | AnyColumn): SQL =>
  sql`(${sql.join(
    words.filter((word) => !word.stop).map((word) => documentForms(inDocumentsForms(word), vector)),
    sql` OR `,
  )})`

/** A phone number is looked up by its beginning from this many digits on (fewer begin every number). */
const PHONE_START_MIN = 3

/**
 * The smallest string of digits after every string that begins with `digits` ("0179" → "018"),
 * undefined for nines alone: with it, a phone number's beginning is a range of its btree index
 * whatever the collation.
 */
export function afterDigits(digits: string): string | undefined {
  const kept = digits.replace(/9+$/, '')
  if (kept === '') return undefined
  return `${kept.slice(0, -1)}${Number(kept.at(-1)) + 1}`
}

/** The phone number's digits begin with these. */
function phoneStart(form: string): SQL {
  const after = afterDigits(form)
  const below = after === undefined ? sql`` : sql` AND ${applicants.phoneDigits} < ${after}`
  return sql`(${applicants.phoneDigits} >= ${form}${below} AND ${applicants.phoneDigits} LIKE ${`${form}%`})`
}

/**
 * For a term of one word of digits (a phone number typed from its start, maybe with separators),
 * the phone numbers that begin with it; undefined for any other term.
 */
export function phoneStarts(words: SearchWord[]): SQL | undefined {
  if (words.length !== 1) return undefined
  const forms = words[0]!.forms.filter((form) => DIGITS.test(form) && form.length >= PHONE_START_MIN)
  return forms.length > 0 ? sql`(${sql.join(forms.map(phoneStart), sql` OR `)})` : undefined
}

/** An e-mail address is looked up by its beginning where the word has one of its marks. */
const MAIL_MARK = /[@.]/

/**
 * For a term of one word that looks like the start of an e-mail address ("anna.m", "anna.m@gm"),
 * the addresses that begin with it; undefined for any other term.
 */
export function emailStarts(words: SearchWord[]): SQL | undefined {
  if (words.length !== 1) return undefined
  const forms = words[0]!.forms.filter((form) => MAIL_MARK.test(form) && /\p{L}/u.test(form))
  if (forms.length === 0) return undefined
  return sql`(${sql.join(
    forms.map((form) => sql`lower(${applicants.email}) LIKE ${`${likeEscape(form)}%`}`),
    sql` OR `,
  )})`
}

/** The form as a whole word of the profile's text, as written. */
const wholeWord = (form: string) =>
  sql`${applicants.searchText} ~ ${BOUNDARY_BEFORE + literal(form) + BOUNDARY_AFTER}`

/** The form at the start of a word of the profile's text, after any mark ("(saale)") too. */
const wordStart = (form: string) => sql`${applicants.searchText} ~ ${BOUNDARY_BEFORE + literal(form)}`

/**
 * A condition no index answers, checked in the rows the others find: for a short word such as "an"
 * the planner reads a regular expression as rare and asks the trigram index (see stopWord).
 */
const checkedOnly = (condition: SQL) => sql`(${condition}) IS TRUE`

/** The digits of a phone number, whole ("0171 9876543" and "01719876543" both are). */
const phone = (form: string) => sql`${applicants.phoneDigits} = ${form}`

/**
 * The form as a whole word of the profile: of full text unless the part of the text the tier also
 * asks holds every such profile (`asWord` false, see wholeInPart), and as a phone number's digits.
 */
function exactForm(form: string, asWord = true): SQL[] {
  const number = DIGITS.test(form) && form.length >= PHONE_MIN ? [phone(form)] : []
  return asWord ? [fullText(form), ...number] : number
}

/**
 * One word at a tier, in any of its spellings. A stop word cannot be required of a document (full
 * text drops it), so from the documents tier on it asks nothing: "Lagerist bei DHL" finds the CV.
 */
function wordMatches(
  word: SearchWord,
  tier: Tier,
  { inDocuments, alone }: { inDocuments: boolean; alone: boolean },
): SQL | undefined {
  if (word.stop) {
    return inDocuments
      ? undefined
      : sql`(${sql.join(
          word.forms.map((form) => stopWord(form, tier)),
          sql` OR `,
        )})`
  }
  // A word alone at the documents tier: the profile tier before found every profile match (fewer
  // than a page), so only the documents can add any.
  const asParts = tier === 'exact' ? [] : word.forms.filter((form) => word.parts.includes(form))
  const whole = word.forms.flatMap((form) => exactForm(form, !wholeInPart(word, form, asParts)))
  const conditions = alone && tier === 'documents' ? [] : [...whole, ...partsOf(asParts)]
  if (inDocuments)
    conditions.push(guarded(word, documentForms(inDocumentsForms(word), applicants.documentVector)))
  if (tier === 'typo') conditions.push(...word.corrections.map(fullText))
  return sql`(${sql.join(conditions, sql` OR `)})`
}

/** A word in the applicant's documents, read only where the documents' signature allows it. */
function guarded(word: SearchWord, inDocuments: SQL): SQL {
  const test = signatureTest(word.documentBits)
  return test ? sql`(${test} AND ${inDocuments})` : inDocuments
}

/**
 * Whether a form asked as a part of the profile's text (`asParts`) holds every profile that holds
 * it as a word of full text, so that this need not be asked beside it: where full text keeps the
 * form as it is (SearchWord.unstemmed). Full text writes each word of the profile's text in lower
 * case without accents and cuts endings off, so a word it holds begins a word of the text (the
 * profile's text is written so too). Beside the part, the word's own index read all its holders
 * once more: „Düsseldorf Berlin“ among a million intersected 28,800 holders of Düsseldorf and
 * 175,696 of Berlin from both indexes, to find that nobody holds both (114–194 ms), where the
 * trigram index answers both parts in one scan. Not for a form that full text shortens
 * („pfleger“ holds „Pflege“), nor for the parts checked otherwise (see part).
 */
function wholeInPart(word: SearchWord, form: string, asParts: string[]): boolean {
  return (
    asParts.includes(form) &&
    (word.unstemmed?.includes(form) ?? false) &&
    !form.includes('@') &&
    longestRun(form) >= INFIX_MIN
  )
}

/** The salutation a word names („Frau“ → `frau`), if it names one. */
const salutationOf = (word: SearchWord) =>
  Object.entries(SALUTATIONS).find(([, label]) => word.forms.includes(label.toLowerCase()))?.[0]

/**
 * „Frau Müller“, „Herr Schmidt“: a salutation beside a name also means the applicant's salutation,
 * which no search column holds (before, „Frau Müller“ found nobody among 100,000). Checked in the
 * rows the other words find, never looked up: half the applicants share one. So only beside a word
 * that is neither a salutation nor a stop word, which the indexes answer: „Frau Herr“ read every
 * applicant (227 ms among 100,000).
 */
function orSalutation(word: SearchWord, words: SearchWord[], condition: SQL): SQL {
  const salutation = salutationOf(word)
  const led = words.some((other) => !other.stop && salutationOf(other) === undefined)
  if (!salutation || !led) return condition
  return sql`(${condition} OR ${checkedOnly(sql`${applicants.salutation} = ${salutation}`)})`
}

/**
 * The one word of the term with corrections, at the typo tier after the tiers before found less
 * than a page (so the documents tier answered every applicant it matches): an applicant the typo
 * tier adds holds every other word as the documents tier asks it, so this one only through a
 * correction, and is asked so. Its spellings as typed, in the profile and the documents, could
 * only find applicants found already; asked anyway, a walk of the newest read each one's document
 * vector for the misspelt word („Frankfut am Main“ on PGlite: 1,000 vectors read, 42 ms).
 */
function soleCorrected(words: SearchWord[], tier: Tier): SearchWord | undefined {
  if (tier !== 'typo') return undefined
  const corrected = words.filter((word) => word.corrections.length > 0)
  return corrected.length === 1 ? corrected[0] : undefined
}

/** Every word must match somewhere (in any field): AND across the words. */
export function allWordsMatch(
  words: SearchWord[],
  tier: Tier,
  {
    afterStricter,
    checked,
  }: {
    /** The tiers before were asked and found less than a page (the search; not a list's filter). */
    afterStricter: boolean
    /** Words checked in the rows the others find, never looked up (checkedOnly). */
    checked?: ReadonlySet<SearchWord>
  },
): SQL {
  const inDocuments = readsDocuments(words, tier)
  const sole = afterStricter ? soleCorrected(words, tier) : undefined
  // A word whose signature test spares most document vectors first: a walk of the newest checks
  // the words in this order and stops at the first that fails (see walkedOrCollected).
  const ordered = [...words].sort((a, b) => Number(sparesVectors(b)) - Number(sparesVectors(a)))
  const conditions = ordered
    .map((word) => {
      const found =
        word === sole
          ? sql`(${sql.join(word.corrections.map(fullText), sql` OR `)})`
          : wordMatches(word, tier, { inDocuments, alone: afterStricter && words.length === 1 })
      const condition = found && orSalutation(word, words, found)
      return condition && checked?.has(word) ? checkedOnly(condition) : condition
    })
    .filter((c): c is SQL => c !== undefined)
  // Only stop words: the profile tiers still ask for them; documents cannot.
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`false`
}

/** Whether a looser tier can find more than the stricter one before it. */
export const tierAdds = (words: SearchWord[], tier: Tier) =>
  tier !== 'typo' || words.some((word) => word.corrections.length > 0)

/**
 * Whether a tier asks the documents. The typo tier does only for several words (one misspelt, the
 * others may stand in a CV): a single word that no document held at the documents tier is only
 * looked up among the profile words.
 */
export function readsDocuments(words: SearchWord[], tier: Tier) {
  return beyondProfile(tier) && (tier !== 'typo' || words.length > 1)
}

/** The tiers at which a word may have been found outside the profile. */
export function beyondProfile(tier: Tier) {
  return TIERS.indexOf(tier) >= TIERS.indexOf('documents')
}

/** A regular expression matching the text literally (every non-alphanumeric character escaped). */
const literal = (form: string) => form.replace(/[^\p{L}\p{N}]/gu, '\\$&')
const BOUNDARY_BEFORE = '(^|[^[:alnum:]])'
const BOUNDARY_AFTER = '($|[^[:alnum:]])'

/**
 * How well one spelling matches (ranking within a tier, over at most a page of rows): a whole
 * word of the text 4, the same German word stem 3.5, the start of a word 3, a part of the text 2.
 */
function formScore(form: string): SQL {
  return sql`CASE
    WHEN ${wholeWord(form)} THEN 4
    WHEN ${fullText(form)} THEN 3.5
    WHEN ${wordStart(form)} THEN 3
    WHEN ${part(form)} THEN 2
    ELSE 0
  END`
}

/** The sum over all words, each by its best spelling: matching every word exactly ranks first. */
export const searchScore = (words: SearchWord[]): SQL =>
  sql.join(
    words.map(({ forms }) => {
      const scores = forms.map(formScore)
      return scores.length === 1 ? scores[0]! : sql`GREATEST(${sql.join(scores, sql`, `)})`
    }),
    sql` + `,
  )
