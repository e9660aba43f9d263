import { openPglite } from '../apps/server/src/db/client.ts'

// `node --import tsx e2e/migrate-database.ts DIR`: a PGlite database in DIR with every migration.
const dir = process.argv[2]
if (!dir) throw new Error('usage: migrate-database.ts DIR')
const database = await openPglite(dir)
await database.close()
