import { main } from '../apps/server/src/main.ts'

/**
 * The real server, started as `npm start` does, on a clock the test moves forward: the test process
 * sends `{ advanceMs }` over the IPC channel (startServer with `movableClock`) and gets the new offset
 * back. Only the end-to-end suite starts this file; the app itself always runs on the system clock.
 */
let offsetMs = 0

process.on('message', (message: unknown) => {
  const advanceMs = (message as { advanceMs?: unknown } | null)?.advanceMs
  if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) return
  offsetMs += advanceMs
  process.send?.({ offsetMs })
})

main({ clock: { now: () => new Date(Date.now() + offsetMs) } }).catch((error: unknown) => {
  process.stderr.write(`Start fehlgeschlagen: ${String(error)}\n`)
  process.exit(1)
})
