import { inject } from 'vitest'

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

/**
 * The server of the worker this file runs in. Vitest numbers the workers of a run 1…maxWorkers
 * (VITEST_POOL_ID) and never gives one number to two files at the same time, so two files running
 * in parallel never share a server. Anything else is a setup error, said loudly.
 */
function ownServer(): E2eServer {
  const servers = inject('e2eServers')
  const poolId = process.env.VITEST_POOL_ID
  const server = poolId && /^\d+$/.test(poolId) ? servers[Number(poolId) - 1] : undefined
  if (!server) {
    throw new Error(
      `no e2e server for this worker (VITEST_POOL_ID=${poolId ?? 'unset'}; global-setup started ${servers.length}, ` +
        'one per maxWorkers of the e2e project)',
    )
  }
  return server
}

export const { baseUrl, dataDir, adminEmail, adminPassword, imapUrl } = ownServer()
