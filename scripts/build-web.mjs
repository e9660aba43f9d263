// Builds the web app into apps/web/dist when it is missing or stale (or always with --force), safely
// while other instances run or start from the same checkout:
// - one build at a time (a lock directory; a lock left by a dead process is taken over),
// - each build goes into its own folder under apps/web/.builds/, and apps/web/dist is a symlink
//   that is switched to it with one rename, so a running server never sees a half-written folder,
// - "stale" means the sources' fingerprint differs from the one stored with the build, so an
//   unchanged checkout starts in a second.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const web = join(root, 'apps/web')
const dist = join(web, 'dist')
const builds = join(web, '.builds')
const lock = join(web, '.build-lock')
const STAMP = '.build-fingerprint'
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
]
const KEEP_BUILDS = 3
const log = (text) => process.stdout.write(`${text}\n`)

function files(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)))
}

function fingerprint() {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    for (const file of files(join(root, source))) {
      // Tests and their helpers (apps/web/src/test) never reach the bundle.
      if (/\.test\.tsx?$/.test(file) || relative(root, file).startsWith('apps/web/src/test/')) continue
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex').slice(0, 16)
}

const current = () => {
  try {
    return readFileSync(join(dist, STAMP), 'utf8').trim()
  } catch {
    return undefined
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function acquireLock() {
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    const owner = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : 0)
    if (owner && !alive(owner)) {
      log(`Bauen: verwaiste Sperre von Prozess ${owner} entfernt`)
      rmSync(lock, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`Bauen: die Sperre ${lock} wird nicht frei`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

function build(wanted) {
  mkdirSync(builds, { recursive: true })
  const target = join(builds, `${wanted}-${process.pid}`)
  // Always a production build, whoever calls (a test runner sets NODE_ENV=test, which would give
  // React's much larger development build).
  const vite = spawnSync('npx', ['vite', 'build', '--outDir', target, '--emptyOutDir'], {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (vite.status !== 0) {
    rmSync(target, { recursive: true, force: true })
    throw new Error('Bauen der Weboberfläche fehlgeschlagen')
  }
  writeFileSync(join(target, STAMP), `${wanted}\n`)
  // Switch in one step: a new symlink renamed over the old name (a folder from before is moved away).
  const link = join(web, `.dist-link-${process.pid}`)
  rmSync(link, { force: true })
  symlinkSync(relative(web, target), link, 'dir')
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    renameSync(dist, join(builds, `old-folder-${process.pid}`))
  }
  renameSync(link, dist)
  // Keep the newest builds: pages already open may still load chunks of the previous one.
  const old = readdirSync(builds)
    .map((name) => join(builds, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(KEEP_BUILDS)
  for (const dir of old) rmSync(dir, { recursive: true, force: true })
}

const force = process.argv.includes('--force')
let wanted = fingerprint()
if (!force && current() === wanted) {
  log('Weboberfläche ist aktuell.')
  process.exit(0)
}
await acquireLock()
try {
  wanted = fingerprint()
  if (!force && current() === wanted) log('Weboberfläche wurde gerade von einem anderen Start gebaut.')
  else build(wanted)
} finally {
  rmSync(lock, { recursive: true, force: true })
}
