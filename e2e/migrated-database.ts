import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const migrations = join(root, 'apps/server/drizzle')

/** The migrations' files and PGlite's version: a template of other ones is never used. */
function fingerprint(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else hash.update(name).update(readFileSync(path))
    }
  }
  walk(migrations)
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A PGlite data directory with every migration applied and nothing else, made once per set of
 * migrations and machine. Creating and migrating a database takes a server seconds of CPU, and the
 * e2e suite starts eight servers on two busy cores; each now starts from a copy, as a server
 * restarted after its first run does (the migrator finds nothing to do; the first admin, settings
 * and all data still come from the server's own first start). Built in a folder of its own and
 * renamed into place, so files starting servers at once never see half a template.
 */
export function migratedTemplate(): string {
  const target = join(tmpdir(), `bb-e2e-pglite-${fingerprint()}`)
  if (existsSync(join(target, 'PG_VERSION'))) return target
  const building = mkdtempSync(join(tmpdir(), 'bb-e2e-pglite-building-'))
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'e2e/migrate-database.ts'), building], {
    cwd: root,
    stdio: 'inherit',
  })
  try {
    renameSync(building, target)
  } catch {
    // Another process put its template there first: it is the same.
    rmSync(building, { recursive: true, force: true })
  }
  return target
}

/** Writes a migrated, empty database to `dir` (a server's DATA_DIR/db). */
export function copyMigratedDatabase(dir: string) {
  cpSync(migratedTemplate(), dir, { recursive: true })
}
