import { defineConfig } from 'vitest/config'

/**
 * One `vitest run` for the whole repository. The server suite runs twice: on PGlite always,
 * and on PostgreSQL when TEST_DATABASE_URL is set (`.ci/run` sets it).
 *
 * Vitest runs projects of one `sequence.groupOrder` in one pool, which needs one worker count, so
 * projects with different counts get their own group, run one group after the other: the units,
 * then the server suites (one worker each: their files share the worker's database), then the
 * end-to-end files on E2E_WORKERS workers, each worker with its own server (e2e/global-setup.ts).
 */
const serverTests = ['apps/server/src/**/*.test.ts']
/** Fails a server file during which a statement was sent to a connection busy with another. */
const serverSetup = 'apps/server/src/test/busy-connection.ts'
const postgresUrl = process.env.TEST_DATABASE_URL
/** Parallel end-to-end files; a 2-core machine is busy with two (each has a browser and a server). */
const E2E_WORKERS = 2

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          setupFiles: [serverSetup],
          isolate: false,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                setupFiles: [serverSetup],
                isolate: false,
                fileParallelism: false,
                sequence: { groupOrder: 1 },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Screens rendered in a DOM (happy-dom) against MSW handlers typed by the shared contracts.
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen re-renders on every keystroke: generous on two busy cores.
          testTimeout: 15_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 2 },
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
})
