import { GENDER_NOTE, slugify } from '@bb/shared'

/**
 * Two spellings of a text's words, case and accents ignored: German letters spelled out („Küche“ →
 * „kueche“) and reduced to their base letter („kuche“), as people type them without umlauts.
 */
function spellings(text: string): [string, string] {
  const plain = text.replace(GENDER_NOTE, ' ')
  const base = plain.normalize('NFKD').replace(/\p{M}/gu, '')
  return [slugify(plain, 10_000), slugify(base, 10_000)]
}

/**
 * The job a mail applies for, from its subject: the one published job whose title (without its
 * gender note) appears in the subject as whole words. Two or more candidates, or none: null, and a
 * person chooses.
 */
export function guessJob(
  subject: string,
  jobs: ReadonlyArray<{ slug: string; title: string }>,
): string | null {
  const haystacks = spellings(subject).map((words) => `-${words}-`)
  const hits = new Set<string>()
  for (const job of jobs) {
    const titles = spellings(job.title)
    if (titles.some((title, i) => title !== '' && haystacks[i]?.includes(`-${title}-`))) hits.add(job.slug)
  }
  return hits.size === 1 ? ([...hits][0] ?? null) : null
}
