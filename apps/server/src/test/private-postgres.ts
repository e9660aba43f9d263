import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port.ts'

const run = promisify(execFile)

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort()
  const latest = versions.at(-1)
  if (!latest)
    throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql (Debian's postgresql)")
  return join('/usr/lib/postgresql', latest, 'bin')
}

/**
 * A PostgreSQL server of its own for the fault tests, which stop and start it under load: Debian's
 * binaries, a throwaway cluster in a temp dir on a free loopback port, run as the `postgres` user
 * (PostgreSQL refuses root). The shared test server is never touched.
 */
export async function startPrivatePostgres() {
  if (process.getuid?.() !== 0)
    throw new Error('the private PostgreSQL of the fault tests is started as root (runuser)')
  const bin = binDir()
  const dir = await mkdtemp(join(tmpdir(), 'bb-pg-'))
  const { uid, gid } = await userIds('postgres')
  await mkdir(join(dir, 'data'))
  await chown(dir, uid, gid)
  await chown(join(dir, 'data'), uid, gid)
  const port = await freePort()
  const asPostgres = (command: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { timeout: 60_000 })
  await asPostgres('initdb', [
    '-D',
    join(dir, 'data'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--no-locale',
  ])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  const start = () =>
    asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  const stop = () => asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async close() {
      await stop().catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}
export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>

async function userIds(name: string) {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', name]),
    run('id', ['-g', name]),
  ])
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
}
