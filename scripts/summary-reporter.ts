import type { Reporter, TestModule } from 'vitest/node'

/** Ends the run with one plain line, "Tests: N passed, N failed", that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : ''
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed${tail}\n`)
  }
}
