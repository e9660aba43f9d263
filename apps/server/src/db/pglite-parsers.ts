import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

/**
 * Drizzle hands PGlite its own type parsers with every query (timestamps, dates, intervals and
 * their arrays as the text PostgreSQL sends, which Drizzle maps itself), and PGlite then copies its
 * whole table of some 300 parsers for that one query: about 0.6 ms, several times what a small
 * query costs itself. Drizzle is the only one querying the client, always with the same parsers,
 * so they go into the client's own table instead (once per query, a few assignments) and the
 * query runs without them. Drizzle gets the client through this view, which has what it calls:
 * `query` and `transaction` (its savepoints are queries too).
 */
export function withOwnParsers(client: PGlite): PGlite {
  const lean = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options
    Object.assign(client.parsers, options.parsers)
    const { parsers: _, ...rest } = options
    return rest
  }
  const view = (tx: Transaction): Transaction => ({
    query: (text, params, options) => tx.query(text, params, lean(options)),
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (text, options) => tx.exec(text, lean(options)),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed
    },
  })
  const lite = {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      client.query(text, params, lean(options)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(view(tx))),
  }
  return lite as unknown as PGlite
}
