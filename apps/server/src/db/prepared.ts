import type { Db } from './client.ts'

/**
 * A query built once per database and then only executed: for the requests every open tab sends
 * every few seconds (session, versions, counters). Building a Drizzle query costs more CPU than
 * running it; a prepared one also spares PostgreSQL the parsing (the statement is named, so each
 * pooled connection parses it once).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>()
  return (db) => {
    let prepared = cache.get(db)
    if (prepared === undefined) {
      prepared = build(db)
      cache.set(db, prepared)
    }
    return prepared
  }
}
