import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, inject } from 'vitest'

/** What a test file needs of its e2e server (global-setup.ts starts one per worker). */
export interface E2eServer {
  baseUrl: string
  /** The server's DATA_DIR: mails it sends land as .eml files in DATA_DIR/mail. */
  dataDir: string
  adminEmail: string
  /** The admin's start password (the auth suite resets it to RESET_PASSWORD on its server). */
  adminPassword: string
  /** The team mailbox this server polls, its own dovecot. */
  imapUrl: string
}

/** Is the process that wrote a claim still there? */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes a server for this file alone: `mkdir` of its claim folder is atomic, and the folder names
 * the process that holds it. A claim whose process has ended (a killed worker) is taken over.
 */
function tryClaim(server: E2eServer): (() => void) | undefined {
  const claim = join(server.dataDir, 'e2e-claim')
  try {
    mkdirSync(claim)
  } catch {
    let holder: number
    try {
      holder = Number(readFileSync(join(claim, 'pid'), 'utf8'))
    } catch {
      // No pid yet (its holder is between the two steps), or just released: ask again later.
      return undefined
    }
    if (!Number.isInteger(holder) || holder <= 0 || alive(holder)) return undefined
    rmSync(claim, { recursive: true, force: true })
    return tryClaim(server)
  }
  writeFileSync(join(claim, 'pid'), String(process.pid))
  return () => rmSync(claim, { recursive: true, force: true })
}

const CLAIM_WAIT_MS = 10 * 60_000

/**
 * The server of this file. Vitest numbers the workers of a run 1…maxWorkers (VITEST_POOL_ID), and
 * that worker's server is tried first; but two files running at once were seen on one server (its
 * admin logged out by the other's password reset, the other's applicants in its list), so the
 * number is not trusted alone: a file claims its server (tryClaim) and holds it until its last
 * hook, and takes another free one, or waits, when it is held.
 */
async function ownServer(): Promise<E2eServer> {
  const servers = inject('e2eServers')
  if (servers.length === 0) throw new Error('no e2e servers: global-setup.ts started none')
  const poolId = Number(process.env.VITEST_POOL_ID)
  const first = Number.isInteger(poolId) && poolId >= 1 && poolId <= servers.length ? poolId - 1 : 0
  const order = servers.map((_, i) => servers[(first + i) % servers.length]!)
  const started = Date.now()
  const deadline = started + CLAIM_WAIT_MS
  for (;;) {
    for (const [index, server] of order.entries()) {
      const release = tryClaim(server)
      if (!release) continue
      afterAll(release)
      process.once('exit', release)
      if (index > 0 || Date.now() - started > 1000)
        process.stderr.write(
          `e2e: the server of worker ${poolId} was held by another file; this one runs on ${server.baseUrl} (after ${Date.now() - started} ms)\n`,
        )
      return server
    }
    if (Date.now() > deadline)
      throw new Error(
        `no e2e server free within ${CLAIM_WAIT_MS / 60_000} minutes (VITEST_POOL_ID=${poolId})`,
      )
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export const { baseUrl, dataDir, adminEmail, adminPassword, imapUrl } = await ownServer()
