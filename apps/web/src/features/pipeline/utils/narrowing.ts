/** What narrows the board: `?stelle=` (a job's slug) and `?berufsgruppe=` (a group's slug). */
export interface Narrowing {
  stelle?: string
  berufsgruppe?: string
}

/** The narrowing an address names. */
export function narrowingOf(params: URLSearchParams): Narrowing {
  const stelle = params.get('stelle')
  const berufsgruppe = params.get('berufsgruppe')
  return { ...(stelle ? { stelle } : {}), ...(berufsgruppe ? { berufsgruppe } : {}) }
}

/** The board's query parameters for a narrowing, in the order the API client sends them. */
export const narrowingQuery = (narrowing: Narrowing) => ({
  ...(narrowing.stelle ? { stelle: narrowing.stelle } : {}),
  ...(narrowing.berufsgruppe ? { berufsgruppe: narrowing.berufsgruppe } : {}),
})
