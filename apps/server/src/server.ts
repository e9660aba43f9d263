import { main } from './main.ts'

main().catch((error: unknown) => {
  process.stderr.write(
    `Start fehlgeschlagen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
