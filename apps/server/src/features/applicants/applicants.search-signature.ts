import { type SQL, sql } from 'drizzle-orm'
import { applicants } from '../applicant-records/index.ts'
import type { SearchWord } from './applicants.search-match.ts'

/**
 * A cheap test before a document vector is read. Checking a word in an applicant's documents reads
 * the whole vector from its out-of-line storage, about 5 µs among a million (four buffers), and a
 * walk over the newest applicants does that for every row: „Alia Kommissionierung“ checked 2,300
 * rows for a page. Each applicant also keeps a Bloom filter of the word starts its vector holds
 * (`document_signature`, 1,024 bits, kept by a trigger): every word of four letters or more sets two
 * bits from its first four letters. A typed word whose bits are not all set cannot be in the
 * documents, and its vector is not read. Only a word start of four letters or more can be tested
 * so; a shorter one is read as before. The same arithmetic is `bb_document_signature` in the
 * migration that made the column; the two must never differ (the search tests compare them).
 */
const START = 4

/** The two bits a word start of four letters sets (by their code points, as `ascii()` reads them). */
export function startBits(word: string): [number, number] {
  const [a = 0, b = 0, c = 0, d = 0] = [...word].slice(0, START).map((letter) => letter.codePointAt(0) ?? 0)
  return [(a * 29791 + b * 961 + c * 31 + d) % 1021, (a * 2248091 + b * 17161 + c * 131 + d) % 1019]
}

/**
 * The bits a vector's signature has set wherever it may match a form, given the words of full text
 * the form becomes (German stemming; a prefix query matches words that begin with them). Empty
 * where no word is long enough to be tested.
 */
export function formBits(stems: string[]): number[] {
  const bits = stems.filter((stem) => [...stem].length >= START).flatMap(startBits)
  return [...new Set(bits)].sort((x, y) => x - y)
}

/** Whether every form of a word can be tested: a form without bits may match any vector. */
export const testable = (bitsOfForms: number[][] | undefined): bitsOfForms is number[][] =>
  bitsOfForms !== undefined && bitsOfForms.length > 0 && bitsOfForms.every((bits) => bits.length > 0)

/**
 * The test of the signature for a word asked in any of its forms (each form's bits all set), or
 * undefined where a form cannot be tested.
 */
export function signatureTest(bitsOfForms: number[][] | undefined): SQL | undefined {
  if (!testable(bitsOfForms)) return undefined
  // `<> 0`: the planner takes each test for nearly always true (no statistics describe it), so the
  // estimates and ways of the tiers stay as they were; a test of `= 1` would be taken for rare.
  const each = bitsOfForms.map(
    (bits) =>
      sql`(${sql.join(
        bits.map((bit) => sql`get_bit(${applicants.documentSignature}, ${sql.raw(String(bit))}) <> 0`),
        sql` AND `,
      )})`,
  )
  return each.length === 1 ? each[0] : sql`(${sql.join(each, sql` OR `)})`
}

/** Where a word's signature test passes at most this share of the applicants, it spares most rows. */
const SPARING_SHARE_MAX = 0.05

/**
 * Whether a word's signature test fails for most applicants, so that their document vectors are
 * not read: a word of four letters or more that the statistics do not list as held by many
 * documents (the test passes the holders and about one in fifteen of the others).
 */
export const sparesVectors = (word: SearchWord): boolean =>
  !word.stop && testable(word.documentBits) && (word.documentShare ?? 0) <= SPARING_SHARE_MAX
