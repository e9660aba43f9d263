import { DEFAULT_PROFESSION_GROUPS } from '@bb/shared'
import { sql } from 'drizzle-orm'
import { analyzeChangedTables } from '../db/analyze.ts'
import type { Db } from '../db/client.ts'
import { DEMO_STATUS_WEIGHTS } from '../features/demo/index.ts'
import { textArray, weightedSlugs } from './bench-search-seed.ts'

/**
 * Applicants as the board meets them, written by set-based SQL (the demo seed, one person at a
 * time, takes many minutes for 100,000 here): the demo's spread over the statuses, nine in ten with
 * an occupation group, a year of creation times (the days in status), a few followed; then the
 * version moves, as any write does, and the app's own maintenance analyses the tables.
 */
export async function seedBoardApplicants(db: Db, count: number, createdBy: number) {
  const statuses = weightedSlugs(DEMO_STATUS_WEIGHTS)
  const groups = DEFAULT_PROFESSION_GROUPS.map((g) => g.slug)
  await db.transaction(async (tx) => {
    // Row triggers (statistics, search words, the status time) would take minutes on PGlite: off
    // for the insert, the statistics rebuilt in one pass after it, as bench-statistics does.
    await tx.execute(sql`SET LOCAL session_replication_role = replica`)
    await tx.execute(sql`SELECT setseed(0.37)`)
    await tx.execute(sql`INSERT INTO applicants (first_name, last_name, email, profession_group, status,
        average_rating, created_by, created_at, updated_at, status_changed_at, search_text)
      SELECT 'Vorname' || i, 'Nachname' || (i % 5000), 'person' || i || '@example.test',
        CASE WHEN r1 < 0.9 THEN (${textArray(groups)})[1 + floor(r2 * ${groups.length})::int] END,
        (${textArray(statuses)})[1 + floor(r3 * ${statuses.length})::int],
        CASE WHEN r4 < 0.5 THEN round((1 + r4 * 8)::numeric, 1)::float8 END, ${createdBy}, at, at, at, ''
      FROM (SELECT i, random() r1, random() r2, random() r3, random() r4,
        now() - random() * interval '1 year' AS at FROM generate_series(1, ${count}) i) s`)
    await tx.execute(sql`INSERT INTO applicant_followers (applicant_id, user_id, created_at)
      SELECT id, ${createdBy}, now() FROM applicants WHERE id % 7 = 0`)
    await tx.execute(sql`SET LOCAL session_replication_role = origin`)
    await tx.execute(sql`SELECT bb_statistics_rebuild()`)
    await tx.execute(sql`UPDATE change_counters SET value = value + 1 WHERE key = 'applicants'`)
  })
  // What the app's housekeeping does after bulk changes (no manual VACUUM the product never runs).
  await analyzeChangedTables(db, undefined, 'bench seed')
}
