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

/** One thunk per statement (or function of statements) whose results `together` returns in order. */
type Steps<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> }

/**
 * Runs independent reads side by side where the handle runs statements so (the pool), else one
 * after the other. A transaction holds one connection: statements sent to it while another runs
 * wait in the driver's queue, which pg warns of as deprecated and version 9 refuses (a bulk mail
 * composed its text inside the item's transaction, reading settings and answers at once). Steps
 * are thunks because a function such as getSettings(db) starts its statement when called.
 */
export async function together<const T extends readonly unknown[]>(db: Db, steps: Steps<T>): Promise<T> {
  if (runsConcurrently(db)) return (await Promise.all(steps.map((step) => step()))) as unknown as T
  const results: unknown[] = []
  for (const step of steps) results.push(await step())
  return results as unknown as T
}
