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

/**
 * A readable address part from a name: German letters spelled out, other accents dropped,
 * everything else a hyphen, at most `max` characters ("Pflegefachkraft (m/w/d) – Köln" →
 * "pflegefachkraft-m-w-d-koeln"). Empty when nothing readable is left; the caller decides then.
 */
export function slugify(text: string, max: number): string {
  const spelled = text.replace(/[äöüßÄÖÜẞ]/g, (c) => GERMAN[c] ?? c)
  const plain = spelled.normalize('NFKD').replace(/\p{M}/gu, '')
  return plain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}
