import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest test files the summary names. */
const SLOWEST = 12

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Ends the run with plain lines CI logs can be read by: the time each project's files took
 * (summed over its workers) and the slowest files, then "Tests: N passed, N failed".
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    const byProject = new Map<string, number>()
    const files: Array<{ name: string; ms: number }> = []
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      const { duration, collectDuration } = module.diagnostic()
      const ms = duration + collectDuration
      const project = module.project.name || 'default'
      byProject.set(project, (byProject.get(project) ?? 0) + ms)
      files.push({ name: `${project}: ${module.relativeModuleId}`, ms })
    }
    const lines = ['', 'Time per project (files summed): ']
    lines[1] += [...byProject].map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')
    lines.push('Slowest files:')
    for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
      lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.name}`)
    const tail = skipped > 0 ? `, ${skipped} skipped` : ''
    lines.push('', `Tests: ${passed} passed, ${failed} failed${tail}`, '')
    process.stdout.write(lines.join('\n'))
  }
}
