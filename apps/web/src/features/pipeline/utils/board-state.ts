import type { PipelineCard, PipelineColumn } from '@bb/shared'

/** A move the server has not confirmed yet: shown at once, taken back on a refusal. */
export interface PendingMove {
  card: PipelineCard
  from: string
  to: string
}

/**
 * One column as shown: its first page and the further pages loaded (each card once), with every
 * pending move applied (a card taken out leaves, a card put in heads the column, the count follows).
 * A move the server already shows is not applied twice.
 */
export function columnView(
  column: PipelineColumn,
  more: readonly PipelineCard[][],
  moves: readonly PendingMove[],
): { cards: PipelineCard[]; total: number } {
  let cards = joinPages(column.cards, more)
  let total = column.total
  for (const move of moves) {
    if (move.from === column.status && move.to !== column.status) {
      const before = cards.length
      cards = cards.filter((c) => c.id !== move.card.id)
      if (cards.length < before) total = Math.max(0, total - 1)
    } else if (move.to === column.status && !cards.some((c) => c.id === move.card.id)) {
      cards = [{ ...move.card, status: move.to, status_since: new Date().toISOString() }, ...cards]
      total += 1
    }
  }
  return { cards, total }
}

/** A column's first page followed by the further pages loaded, each card once. */
export function joinPages(first: readonly PipelineCard[], more: readonly PipelineCard[][]): PipelineCard[] {
  const seen = new Set(first.map((c) => c.id))
  const cards = [...first]
  for (const page of more) {
    for (const card of page) {
      if (seen.has(card.id)) continue
      seen.add(card.id)
      cards.push(card)
    }
  }
  return cards
}

const DAY_MS = 86_400_000

/** The browser's calendar day of an instant, as the UTC midnight of that date (days apart are whole). */
const localDay = (ms: number) => {
  const date = new Date(ms)
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
}

/**
 * Calendar days since the card entered its status, as a person counts them („seit heute“ is today's
 * date): a move at 23:00 is „seit 1 Tag“ at 08:00 the next morning, not 24 hours later.
 */
export const daysSince = (iso: string, now: number) =>
  Math.max(0, Math.round((localDay(now) - localDay(Date.parse(iso))) / DAY_MS))
