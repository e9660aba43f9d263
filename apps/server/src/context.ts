import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Mailer } from './mail/mailer.ts'
import type { DocumentStorage } from './storage/storage.ts'

/** What the app needs from the outside world; tests pass fakes for clock and a test database. */
export interface AppConfig extends Config {
  /** Resolved secret (generated and stored in DATA_DIR when SESSION_SECRET is unset). */
  sessionSecret: string
  /** scrypt N; lower in tests only. */
  scryptCost: number
  /** The built SPA; undefined serves the API alone. */
  webDir: string | undefined
}

export interface AppDeps {
  db: Db
  mailer: Mailer
  storage: DocumentStorage
  clock: Clock
  config: AppConfig
}
