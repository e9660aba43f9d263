/**
 * `@Name` in a note: the display name of an active user, written out in full (spaces, hyphens and
 * umlauts as in the name, any case, any run of spaces between the parts). The `@` must not follow a
 * letter or digit (so e-mail addresses never mention anyone) and the name must not run on into
 * another letter or digit. Where names overlap ("@Rita" and "@Rita Recruiter"), the longest wins;
 * two users with the same name are both mentioned (docs/decisions/0009-notifications.md).
 */
export function findMentionedUserIds(text: string, users: Array<{ id: number; name: string }>): number[] {
  if (!text.includes('@')) return []
  const byName = new Map<string, number[]>()
  for (const user of users) {
    const name = nameKey(user.name)
    if (name) byName.set(name, [...(byName.get(name) ?? []), user.id])
  }
  if (byName.size === 0) return []
  const alternatives = [...byName.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.split(' ').map(escapeRegExp).join('\\s+'))
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])@(${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'giu')
  const ids = new Set<number>()
  for (const match of text.normalize('NFC').matchAll(pattern))
    for (const id of byName.get(nameKey(match[1] ?? '')) ?? []) ids.add(id)
  return [...ids]
}

const nameKey = (name: string) =>
  name.normalize('NFC').toLocaleLowerCase('de-DE').replace(/\s+/gu, ' ').trim()

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
