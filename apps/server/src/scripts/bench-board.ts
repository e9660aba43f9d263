import { parseArgs } from 'node:util'
import { measureBoardReads, measureBoardRender, printBoardRender } from './bench-board-measure.ts'
import { seedBoardApplicants } from './bench-board-seed.ts'
import { login } from './bench-http.ts'
import { launch, logIn, startServer } from './bench-web.ts'

/**
 * The pipeline board alone: `npx tsx apps/server/src/scripts/bench-board.ts [--applicants 100000]
 * [--rounds 30] [--web false]` seeds PGlite, asks the board's reads over HTTP and measures the time
 * to visible cards in Chromium (bench-board-measure.ts). `npm run bench` does both as part of its run.
 */
{
  const { values } = parseArgs({
    options: {
      applicants: { type: 'string', default: '100000' },
      rounds: { type: 'string', default: '30' },
      web: { type: 'string', default: 'true' },
    },
  })
  const count = Number(values.applicants)
  const seeding = performance.now()
  const server = await startServer(0)
  await seedBoardApplicants(server.db, count, server.userId)
  const seconds = ((performance.now() - seeding) / 1000).toFixed(0)
  try {
    const cookie = await login(server.baseUrl, server.email, server.password)
    await measureBoardReads(
      server.baseUrl,
      cookie,
      Number(values.rounds),
      `PGlite, ${count.toLocaleString('de-DE')} applicants (seeded in ${seconds} s)`,
    )
    if (values.web !== 'false') {
      const browser = await launch()
      try {
        const page = await browser.newPage()
        await page.setViewport({ width: 1440, height: 900 })
        await logIn(page, server.baseUrl, server.email, server.password)
        printBoardRender(await measureBoardRender(page, `${server.baseUrl}/pipeline`), count)
      } finally {
        await browser.close()
      }
    }
  } finally {
    await server.close()
  }
}
