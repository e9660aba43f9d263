import type { SQL } from 'drizzle-orm'
import type { Db } from './client.ts'

/**
 * The rows of a raw SQL query (aggregates, locks, catalogue reads that the query builder cannot
 * express). The caller names the row type; the query's column aliases are what it promises.
 */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows
}
