// The checks `npm test` runs before the tests: lint, the type checks of each workspace, the
// migrations' consistency and the web build. They do not depend on each other, so two run at a
// time (a 2-core machine is busy with two); each one's output is printed whole when it ends, and
// the script fails if any check failed, after all have ended.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const npx = (...args) => ['npx', '--no-install', ...args]

/** Longest first, so the pool does not end on a long check started last. */
const CHECKS = [
  ['typecheck apps/web', npx('tsc', '-p', 'apps/web', '--noEmit')],
  ['typecheck apps/server', npx('tsc', '-p', 'apps/server', '--noEmit')],
  ['typecheck e2e', npx('tsc', '-p', 'e2e', '--noEmit')],
  ['build', ['node', 'scripts/build-web.mjs', '--force']],
  ['lint', npx('biome', 'check', '.')],
  ['typecheck packages/shared', npx('tsc', '-p', 'packages/shared', '--noEmit')],
  ['migrations', ['node', 'scripts/check-migrations.mjs']],
]
const PARALLEL = Math.max(1, Math.min(2, availableParallelism()))

function run([name, [command, ...args]]) {
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', (error) => {
      output += String(error)
    })
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const ok = code === 0
      process.stdout.write(`\n== ${name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n`)
      if (!ok || output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
      done(ok)
    })
  })
}

const queue = [...CHECKS]
const results = []
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check))
  }),
)
const failed = results.filter((ok) => !ok).length
if (failed > 0) {
  process.stdout.write(`\n${failed} check(s) failed\n`)
  process.exit(1)
}
