import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rows } from '../db/rows.ts'

/**
 * Terms drawn from the seeded data as someone who did not write the search would type them: a
 * person's names, city, street, postal code, e-mail, phone (whole, in part, misspelt) and words
 * and phrases of their CV, alone and in pairs. The fixed mix of bench-search.ts names one term of
 * each shape; these are many of each, where the unlucky ones show (two cities that never stand
 * together, a street with its number). Drawn with a fixed seed, so that runs compare.
 */
export interface DrawnTerm {
  shape: string
  term: string
}

interface Person {
  first_name: string
  last_name: string
  email: string | null
  phone: string | null
  city: string | null
  street: string | null
  postal_code: string | null
  text: string | null
}

/** A small deterministic random source (a linear congruential generator). */
export function randomSource(seed: number) {
  let state = (seed * 2_654_435_761) % 2_147_483_648
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  return { next, pick: <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)] }
}

/** The words of a text of four letters or more, as a person would pick one to search for. */
const wordsOf = (text: string | null) =>
  (text ?? '').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4)

/** A word with one letter dropped, two swapped or one replaced, never the first. */
function misspelt(word: string, next: () => number): string {
  if (word.length < 4) return word
  const at = 1 + Math.floor(next() * (word.length - 2))
  const kind = Math.floor(next() * 3)
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1)
  if (kind === 1) return word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2)
  return `${word.slice(0, at)}e${word.slice(at + 1)}`
}

type Shape = [string, (person: Person, random: ReturnType<typeof randomSource>) => string]

const SHAPES: Shape[] = [
  ['last name', (p) => p.last_name],
  ['first name', (p) => p.first_name],
  ['first + last name', (p) => `${p.first_name} ${p.last_name}`],
  ['last, first name', (p) => `${p.last_name}, ${p.first_name}`],
  ['lower-case full name', (p) => `${p.first_name} ${p.last_name}`.toLowerCase()],
  ['first name + city', (p) => `${p.first_name} ${p.city ?? ''}`],
  ['last name + city', (p) => `${p.last_name} ${p.city ?? ''}`],
  ['city', (p) => p.city ?? ''],
  ['name prefix', (p, r) => p.last_name.slice(0, 3 + Math.floor(r.next() * 3))],
  ['misspelt last name', (p, r) => misspelt(p.last_name, r.next)],
  ['first + misspelt last', (p, r) => `${p.first_name} ${misspelt(p.last_name, r.next)}`],
  ['misspelt city', (p, r) => misspelt(p.city ?? '', r.next)],
  ['e-mail', (p) => p.email ?? ''],
  ['e-mail before @', (p) => (p.email ?? '').split('@')[0] ?? ''],
  ['phone', (p) => p.phone ?? ''],
  ['phone fragment', (p, r) => (p.phone ?? '').slice(0, 6 + Math.floor(r.next() * 4))],
  ['street + number', (p) => p.street ?? ''],
  ['postal code', (p) => p.postal_code ?? ''],
  ['CV word', (p, r) => r.pick(wordsOf(p.text)) ?? ''],
  ['two CV words', (p, r) => `${r.pick(wordsOf(p.text)) ?? ''} ${r.pick(wordsOf(p.text)) ?? ''}`],
  [
    'CV phrase',
    (p, r) => {
      const words = (p.text ?? '').split(/\s+/)
      const at = Math.floor(r.next() * Math.max(1, words.length - 3))
      return words.slice(at, at + 3).join(' ')
    },
  ],
  ['first name + CV word', (p, r) => `${p.first_name} ${r.pick(wordsOf(p.text)) ?? ''}`],
  ['last name + CV word', (p, r) => `${p.last_name} ${r.pick(wordsOf(p.text)) ?? ''}`],
  ['city + CV word', (p, r) => `${p.city ?? ''} ${r.pick(wordsOf(p.text)) ?? ''}`],
]

/** `count` terms drawn from random live applicants and one of their documents, shapes in turn at random. */
export async function drawTerms(db: Db, count: number, seed = 1): Promise<DrawnTerm[]> {
  const random = randomSource(seed)
  const [range] = await rows<{ first: number | null; last: number }>(
    db,
    sql`SELECT min(id)::int AS first, max(id)::int AS last FROM applicants`,
  )
  const terms: DrawnTerm[] = []
  if (!range || range.first === null) return terms
  const { first, last } = range
  for (let tries = 0; terms.length < count && tries < count * 10; tries++) {
    const id = first + Math.floor(random.next() * (last - first + 1))
    const [person] = await rows<Person & Record<string, unknown>>(
      db,
      sql`SELECT a.first_name, a.last_name, a.email, a.phone, a.city, a.street, a.postal_code,
          (SELECT t.text FROM document_texts t WHERE t.applicant_id = a.id AND t.state = 'read'
            ORDER BY t.document_id OFFSET ${Math.floor(random.next() * 3)} LIMIT 1) AS text
        FROM applicants a WHERE a.id >= ${id} AND a.deleted_at IS NULL ORDER BY a.id LIMIT 1`,
    )
    const shape = random.pick(SHAPES)
    if (!person || !shape) continue
    const term = shape[1](person, random).trim()
    if (term.length > 0) terms.push({ shape: shape[0], term })
  }
  return terms
}

/** What the drawn terms cost against the cheapest request: how many above the target, and the worst. */
export function summariseDrawn(
  measured: Array<DrawnTerm & { median: number }>,
  cheapest: number,
  target: number,
  worst = 10,
): string[] {
  const ratios = measured.map((m) => m.median / cheapest).sort((a, b) => a - b)
  const at = (p: number) => ratios[Math.min(ratios.length - 1, Math.floor(ratios.length * p))] ?? 0
  const above = ratios.filter((ratio) => ratio > target).length
  const lines = [
    `${measured.length} drawn terms: median ${at(0.5).toFixed(1)}×, p90 ${at(0.9).toFixed(1)}×, worst ${at(1).toFixed(1)}×; ${above} above ${target}× (cheapest ${cheapest.toFixed(2)} ms)`,
  ]
  for (const m of [...measured].sort((a, b) => b.median - a.median).slice(0, worst)) {
    const term = m.term.length > 36 ? `${m.term.slice(0, 35)}…` : m.term
    lines.push(
      `  ${`${(m.median / cheapest).toFixed(1)}×`.padStart(6)} ${m.median.toFixed(2).padStart(8)} ms  ${m.shape.padEnd(22)} ${term}`,
    )
  }
  return lines
}
