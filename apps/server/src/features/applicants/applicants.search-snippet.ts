import type { SearchFoundIn } from '@bb/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import {
  anyDocumentWord,
  documentForms,
  inDocumentsForms,
  type SearchWord,
} from './applicants.search-match.ts'

/** How much of a document's text a snippet shows around the first found word. */
const BEFORE = 60
const LENGTH = 220
/** The piece of text fetched around the first found word, wide enough to cut a snippet from. */
const WINDOW_BEFORE = 200
const WINDOW = 600
/** A probe shorter than this marks too much noise in a snippet. */
const PROBE_MIN = 2

/** The accented forms of each base letter a word may carry in a document. */
const ACCENTED: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ď',
  e: 'èéêëēėęě',
  i: 'ìíîïīį',
  l: 'ł',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'ŕř',
  s: 'śšş',
  t: 'ť',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'źżž',
}
const BASE = new Map(
  Object.entries(ACCENTED).flatMap(([base, forms]) => [...forms].map((form) => [form, base])),
)
const ACCENTED_LETTER = new RegExp(`[${Object.values(ACCENTED).join('')}]`, 'gu')

/**
 * Accented letters folded to their base letter one by one, so positions in the folded text are
 * positions in the original (unlike unaccent, which writes "ß" as "ss").
 */
const fold = (text: string): string => text.toLowerCase().replace(ACCENTED_LETTER, (ch) => BASE.get(ch) ?? ch)

/**
 * A regular expression (PostgreSQL's) finding any probe at the start of a word in a text as
 * written: any case, each base letter also with its accents, "ss" also as "ß". The database finds
 * the first place with it and sends only a window of the text around it; inside a word a probe is
 * an accident ("halle" in "Turnhallen"), as the documents' own index only knows word starts.
 */
export function probePattern(probes: string[]): string {
  const one = (probe: string) =>
    probe.replace(/ss|[\s\S]/gu, (part) => {
      if (part === 'ss') return '(?:ss|ß)'
      const forms = ACCENTED[part]
      if (forms) return `[${part}${forms}]`
      return /[\p{L}\p{N}]/u.test(part) ? part : `\\${part}`
    })
  return `(?i)\\m(?:${probes.map(one).join('|')})`
}

/**
 * What is looked for in a text: each form, and for longer words the stem people's endings vary on.
 * Not stop words, which the documents' index does not hold either: "an" and "der" of „Halle an der
 * Saale“ stand in every CV, and a snippet around them shows nothing of why the person was found.
 */
export function snippetProbes(words: SearchWord[]): string[] {
  const probes = words
    .filter((word) => !word.stop)
    .flatMap((word) =>
      inDocumentsForms(word).flatMap((form) =>
        form.length >= 6 ? [form, form.slice(0, Math.max(4, form.length - 2))] : [form],
      ),
    )
  return [...new Set(probes.map(fold).filter((probe) => probe.length >= PROBE_MIN))]
}

/**
 * The words a snippet may be cut around, each with its probes, in the order they are tried: the
 * rarest in the documents first, as the statistics tell (a word they do not list counts as
 * rarest). Of „Gabelstapler Bremen“ that is „Gabelstapler“: „Bremen“ stands in many CVs, often in
 * the address at the top, far from the passage that made the person a hit. Only words the
 * profile lacks are tried for a hit (see documentSnippets): the others did not make it one.
 */
export function anchorWords(
  words: SearchWord[],
): Array<{ forms: string[]; held: string[]; probes: string[] }> {
  const share = (word: SearchWord) => word.documentShare ?? 0
  return (
    words
      .filter((word) => !word.stop)
      .sort((a, b) => share(a) - share(b))
      // The profile holds a word also through a correction of it (a hit of the typo tier).
      .map((word) => ({
        forms: inDocumentsForms(word),
        held: [...word.forms, ...word.corrections],
        probes: snippetProbes([word]),
      }))
      .filter((word) => word.probes.length > 0)
  )
}

/** Whether a profile's search text (normalised as the forms are) holds none of the forms. */
export const lacks = (searchText: string, forms: string[]) =>
  forms.every((form) => !searchText.includes(form))

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch)

/**
 * Every word of `text` that starts with a probe, as [start, end) of the whole word: the word runs
 * from a start not preceded by a letter or digit over the letters and digits that follow. One
 * pass of one expression over the text (a snippet is cut for each of a page of hits).
 */
export function findWords(text: string, probes: string[]): Array<[number, number]> {
  const folded = fold(text)
  // "ss" of a probe also finds "ß" (folding keeps the text's length, so "ß" stays).
  const alternatives = probes
    .map((probe) => probe.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replaceAll('ss', '(?:ss|ß)'))
    .join('|')
  const starts = new RegExp(`(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])(?:${alternatives})`, 'gu')
  const rest = /[\p{L}\p{N}]*/uy
  const found: Array<[number, number]> = []
  for (let match = starts.exec(folded); match; match = starts.exec(folded)) {
    rest.lastIndex = match.index
    rest.test(folded)
    found.push([match.index, rest.lastIndex])
    starts.lastIndex = rest.lastIndex
  }
  return found
}

/**
 * A snippet of a text around the first word found of the first of `anchors` found (else of any
 * probe): whitespace
 * collapsed, cut at word boundaries, "…" where cut, the words of every probe marked. Undefined
 * when no probe is found in the text.
 */
export function cutSnippet(
  raw: string,
  probes: string[],
  anchors: string[][] = [],
): Pick<SearchFoundIn, 'text' | 'marks'> | undefined {
  const text = raw.replace(/\s+/gu, ' ').trim()
  const first = [...anchors, probes].map((each) => findWords(text, each)[0]).find(Boolean)
  if (!first) return undefined
  let start = Math.max(0, first[0] - BEFORE)
  while (start > 0 && isWordChar(text[start - 1])) start--
  let end = Math.min(text.length, start + LENGTH)
  while (end < text.length && isWordChar(text[end])) end++
  const prefix = start > 0 ? '… ' : ''
  const body = text.slice(start, end).trim()
  const suffix = end < text.length ? ' …' : ''
  const marks = findWords(body, probes).map(([start, end]) => ({
    start: start + prefix.length,
    end: end + prefix.length,
  }))
  return { text: `${prefix}${body}${suffix}`, marks }
}

/**
 * The anchors in SQL (see documentSnippets): the order of an applicant's documents, most anchors
 * held that the profile lacks first (`t`), and the first place in a chosen text (`c`) of the first
 * anchor the profile lacks and the text holds, else of any probe. For one word (not `several`)
 * every document holds it and its place is the only one to find.
 */
function anchorPlaces(anchors: ReturnType<typeof anchorWords>, probes: string[], several: boolean) {
  const anyProbe = sql`nullif(regexp_instr(c.text, ${probePattern(probes)}), 0)`
  if (!several) return { order: sql``, first: anyProbe }
  // The same test as `lacks`, on the same normal forms.
  const lacking = (forms: string[], searchText: SQL) =>
    sql`NOT (${sql.join(
      forms.map((form) => sql`strpos(${searchText}, ${form}) > 0`),
      sql` OR `,
    )})`
  const held = sql.join(
    anchors.map(
      ({ forms, held }) =>
        sql`(${lacking(held, sql`t.search_text`)} AND ${documentForms(forms, sql`t.vector`)})::int`,
    ),
    sql` + `,
  )
  const first = sql`coalesce(${sql.join(
    [
      ...anchors.map(
        ({ held, probes }) =>
          sql`CASE WHEN ${lacking(held, sql`c.search_text`)} THEN nullif(regexp_instr(c.text, ${probePattern(probes)}), 0) END`,
      ),
      anyProbe,
    ],
    sql`, `,
  )})`
  return { order: sql`${held} DESC, `, first }
}

/**
 * For applicants found through their documents: the document that holds most of the words their
 * profile lacks (the newest of those), with a snippet around the first of them, the rarest tried
 * first (see anchorWords). The text travels only as a window around that word, found in the
 * database (one document per applicant is searched for it); a document whose words match by stem
 * only gets its beginning. A hit of the typo tier (`typoHits`, its words with their corrections)
 * gets none where its profile holds every word through them: „Muellr Köln“ finds Jan Müller of
 * Köln by his profile, and a CV that happens to mention Köln says nothing of why.
 */
export async function documentSnippets(
  db: Db,
  applicantIds: number[],
  words: SearchWord[],
  typoHits: ReadonlySet<number> = new Set(),
): Promise<Map<number, SearchFoundIn>> {
  const found = new Map<number, SearchFoundIn>()
  const probes = snippetProbes(words)
  if (applicantIds.length === 0 || probes.length === 0) return found
  const anchors = anchorWords(words)
  // Several words, or hits the profile may explain through corrections: the profile is read.
  const several = anchors.length > 1 || typoHits.size > 0
  const { order, first } = anchorPlaces(anchors, probes, several)
  const hits = await rows<{
    applicant_id: number
    document_id: number
    name: string
    category: string | null
    window: string
    cut: boolean
    search_text: string
  }>(
    db,
    sql`WITH chosen AS (
        SELECT DISTINCT ON (t.applicant_id) t.applicant_id, t.document_id, t.text, t.search_text
        FROM (SELECT t.applicant_id, t.document_id, t.text, t.vector,
            ${several ? sql`(SELECT a.search_text FROM applicants a WHERE a.id = t.applicant_id)` : sql`''`} AS search_text
          FROM document_texts t
          WHERE t.applicant_id IN (${sql.join(
            applicantIds.map((id) => sql`${id}`),
            sql`, `,
          )}) AND t.state = 'read' AND ${anyDocumentWord(words, sql`t.vector`)} OFFSET 0) AS t
        ORDER BY t.applicant_id, ${order}t.document_id DESC
      )
      SELECT c.applicant_id, d.id AS document_id, d.name, k.name AS category, c.search_text,
        substring(c.text FROM greatest(coalesce(p.at, 1) - ${WINDOW_BEFORE}, 1) FOR ${WINDOW}) AS window,
        coalesce(p.at, 1) > ${WINDOW_BEFORE + 1} AS cut
      FROM chosen c
      JOIN documents d ON d.id = c.document_id
      LEFT JOIN document_categories k ON k.id = d.category_id
      CROSS JOIN LATERAL (SELECT ${first} AS at) AS p`,
  )
  for (const hit of hits) {
    const tried = anchors.filter(({ held }) => lacks(hit.search_text, held)).map((anchor) => anchor.probes)
    // The profile holds every word, through a correction: the hit came from no document.
    if (tried.length === 0 && typoHits.has(hit.applicant_id)) continue
    const snippet = cutSnippet(hit.window, probes, tried) ?? {
      text: `${hit.window.replace(/\s+/gu, ' ').trim().slice(0, LENGTH)} …`,
      marks: [],
    }
    // The window itself began inside the text: say so once.
    const cutBefore = hit.cut && !snippet.text.startsWith('…')
    found.set(hit.applicant_id, {
      document_id: hit.document_id,
      name: hit.name,
      category: hit.category,
      text: cutBefore ? `… ${snippet.text}` : snippet.text,
      marks: cutBefore
        ? snippet.marks.map(({ start, end }) => ({ start: start + 2, end: end + 2 }))
        : snippet.marks,
    })
  }
  return found
}
