import { afterAll, expect } from 'vitest'

/**
 * pg warns (once per process) when a statement is sent to a connection that still runs another:
 * two statements at once in one transaction, which its version 9 refuses (see db/concurrency.ts).
 * Run before every server test file: the file during which the warning came fails.
 */
const MESSAGE = 'already executing a query'
const key = Symbol.for('bb.busyConnectionWarnings')
const store = globalThis as typeof globalThis & { [key]?: string[] }
if (!store[key]) {
  const seen: string[] = []
  store[key] = seen
  process.on('warning', (warning) => {
    if (warning.message.includes(MESSAGE)) seen.push(warning.stack ?? warning.message)
  })
}
const warnings = store[key]
const before = warnings.length

afterAll(() => {
  expect(warnings.slice(before), 'a statement was sent to a connection busy with another').toEqual([])
})
