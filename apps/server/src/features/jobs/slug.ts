const GERMAN: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ẞ: 'ss',
}
const MAX = 80

/**
 * A readable address part from a title: German letters spelled out, other accents dropped,
 * everything else a hyphen ("Pflegefachkraft (m/w/d) – Köln" → "pflegefachkraft-m-w-d-koeln").
 * A title with nothing readable gives "stelle".
 */
export function slugify(title: string): string {
  const spelled = title.replace(/[äöüßÄÖÜẞ]/g, (c) => GERMAN[c] ?? c)
  const plain = spelled.normalize('NFKD').replace(/\p{M}/gu, '')
  const slug = plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '')
  return slug || 'stelle'
}
