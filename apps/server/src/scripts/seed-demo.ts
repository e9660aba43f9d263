import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { openPglite, openPostgres } from '../db/client.ts'
import { findFirstAdmin, seedDemo } from '../features/demo/index.ts'
import { seedDefaultSettings } from '../features/settings/index.ts'
import { createLocalStorage } from '../storage/storage.ts'

/**
 * `npm run seed:demo [-- --applicants N]`: fills the configured database with demo applicants and
 * their ratings, notes, documents and messages (documents and messages for the first few hundred).
 */
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
// Before the first start: the settings (occupation groups, document categories) the demo data uses.
await seedDefaultSettings(database.db, { mailFrom: config.mailFrom })
const storage = createLocalStorage(resolve(config.dataDir, 'documents'))
const started = Date.now()
const seeded = await seedDemo(
  { db: database.db, storage },
  {
    count,
    now: new Date(),
    authorId: await findFirstAdmin(database.db),
    seed: Date.now() % 100_000,
    onProgress: (done) =>
      process.stdout.write(
        `\r${done.toLocaleString('de-DE')} / ${count.toLocaleString('de-DE')} Bewerber:innen`,
      ),
  },
)
const n = (value: number) => value.toLocaleString('de-DE')
process.stdout.write(
  `\n${n(seeded.ratings)} Bewertungen, ${n(seeded.notes)} Notizen, ${n(seeded.documents)} Dokumente, ${n(seeded.messages)} Nachrichten.\n` +
    `Fertig in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
)
await database.close()
