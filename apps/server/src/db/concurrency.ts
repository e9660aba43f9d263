import type { Db } from './client.ts'

/** Handles whose statements run side by side (a pool of connections), not one after the other. */
const concurrent = new WeakSet<Db>()

/** Marks a handle as one whose statements run side by side (db/client.ts, for PostgreSQL's pool). */
export const markConcurrent = (db: Db) => void concurrent.add(db)

/**
 * Whether statements sent together on this handle run at the same time: worth sending a statement
 * that may turn out unneeded alongside one that decides, instead of after it.
 */
export const runsConcurrently = (db: Db) => concurrent.has(db)
