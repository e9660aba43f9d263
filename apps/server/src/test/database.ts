import { sql } from 'drizzle-orm'
import { type Database, openPglite, openPostgres } from '../db/client.ts'
import { forgetCommonWords } from '../features/applicants/index.ts'
import { seedDefaultMailFilter } from '../features/mail-filter/index.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { seedStarterTemplates } from '../features/templates/index.ts'

/**
 * One database per test worker, migrated once (PGlite takes seconds to start), emptied
 * between test files. TEST_DB picks the engine; the suite runs once for each.
 */
let database: Promise<Database> | undefined
/** The worker's own PostgreSQL database (unset on PGlite). */
let postgresUrl: string | undefined

async function open(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    // A database of its own per worker: migrations name the public schema, so schemas cannot isolate.
    // Named after the base database too, so two runs pointed at different bases never meet.
    const base = new URL(url).pathname.slice(1) || 'postgres'
    const name = `bb_${base.replace(/\W/g, '_')}_w${process.env.VITEST_POOL_ID ?? '1'}`
    const admin = await openPostgresAdmin(url)
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const own = new URL(url)
    own.pathname = `/${name}`
    postgresUrl = own.toString()
    return openPostgres({ url: postgresUrl, max: 8 })
  }
  return openPglite()
}

async function openPostgresAdmin(url: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/**
 * A second, independent connection pool to the worker's database, as a second server instance has
 * (PostgreSQL); PGlite lives in this process, so a second instance can only share it.
 */
export async function openSecondConnection(
  /** Settings its connections ask for when they open, as an operator may (PostgreSQL only). */
  settings: Record<string, string> = {},
): Promise<Database> {
  const first = await getTestDatabase()
  if (first.kind === 'pglite' || !postgresUrl) return { ...first, close: async () => {} }
  const url = new URL(postgresUrl)
  const options = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)
  if (options.length > 0) url.searchParams.set('options', options.join(' '))
  return openPostgres({ url: url.toString(), max: 4 })
}

export function getTestDatabase(): Promise<Database> {
  database ??= open()
  return database
}

/** Empties every table (but the change counters) and seeds the default settings again. */
export async function resetDatabase(db: Database['db']) {
  await db.execute(sql`
    DO $$ DECLARE t text; BEGIN
      SELECT string_agg(format('%I', tablename), ', ') INTO t FROM pg_tables
        WHERE schemaname = current_schema() AND tablename NOT LIKE '__drizzle%' AND tablename <> 'change_counters';
      IF t IS NOT NULL THEN EXECUTE 'TRUNCATE ' || t || ' RESTART IDENTITY CASCADE'; END IF;
    END $$`)
  // Versions only ever grow, so caches keyed by them never see an old number with new data.
  await db.execute(sql`UPDATE change_counters SET value = value + 1`)
  // The search's list of common words belongs to the data before.
  forgetCommonWords(db)
  // A test database is a set-up install: company name and sender are there (fresh installs: setup step).
  await seedDefaultSettings(db, {
    mailFrom: 'Muster Pflege GmbH Recruiting <jobs@muster-pflege.example>',
    companyName: 'Muster Pflege GmbH',
  })
  await seedDefaultMailFilter(db, new Date())
  await seedStarterTemplates(db)
}
