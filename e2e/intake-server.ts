import { eq } from 'drizzle-orm'
import { applicants, bumpApplicantsVersion } from '../apps/server/src/features/applicant-records/index.ts'
import { main } from '../apps/server/src/main.ts'

/**
 * The real server, started as `npm start` does, that also takes one message from the test process
 * over the IPC channel (startServer with `intake`): `{ markDuplicate: { id, of } }` marks the
 * applicant `id` as a suspected twin of `of` that arrived by itself and no person has opened, as
 * the careers page and the mail intake will mark one, through the server's own database. Only the
 * end-to-end suite starts this file.
 */
const started = main()

process.on('message', (message: unknown) => {
  const mark = (message as { markDuplicate?: { id?: unknown; of?: unknown } } | null)?.markDuplicate
  const { id, of } = mark ?? {}
  if (typeof id !== 'number' || typeof of !== 'number') return
  void started.then(async ({ deps }) => {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(applicants)
        .set({ duplicateOf: of, needsReview: true, channel: 'karriereseite' })
        .where(eq(applicants.id, id))
      await bumpApplicantsVersion(tx)
    })
    process.send?.({ marked: id })
  })
})

started.catch((error: unknown) => {
  process.stderr.write(`Start fehlgeschlagen: ${String(error)}\n`)
  process.exit(1)
})
