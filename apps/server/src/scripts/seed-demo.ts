import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openPglite, openPostgres } from '../db/client.ts'
import { seedDemoApplicants } from '../features/applicants/demo-seed.ts'
import { users } from '../features/users/users.table.ts'

/** `npm run seed:demo [-- --applicants N]`: fills the configured database with demo applicants. */
const { values } = parseArgs({ options: { applicants: { type: 'string', default: '300' } } })
const count = Number(values.applicants)
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  process.stderr.write('--applicants erwartet eine ganze Zahl zwischen 1 und 1.000.000\n')
  process.exit(1)
}
const config = loadConfig(process.env)
const database = config.databaseUrl
  ? await openPostgres({ url: config.databaseUrl })
  : await openPglite(resolve(config.dataDir, 'db'))
const [admin] = await database.db
  .select({ id: users.id })
  .from(users)
  .where(sql`'admin' = ANY(${users.roles})`)
  .orderBy(users.id)
  .limit(1)
const started = Date.now()
await seedDemoApplicants(database.db, {
  count,
  now: new Date(),
  createdBy: admin?.id ?? null,
  seed: Date.now() % 100_000,
  onProgress: (done) =>
    process.stdout.write(
      `\r${done.toLocaleString('de-DE')} / ${count.toLocaleString('de-DE')} Bewerber:innen`,
    ),
})
process.stdout.write(`\nFertig in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`)
await database.close()
