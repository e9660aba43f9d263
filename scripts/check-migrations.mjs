// Fails when the Drizzle schema changed without a generated migration: a schema change and its
// migration are committed together (`npm test` runs this before the suites).
import { execFileSync } from 'node:child_process'

const output = execFileSync('npx', ['drizzle-kit', 'generate'], { cwd: 'apps/server', encoding: 'utf8' })
if (!output.includes('No schema changes')) {
  console.error(output)
  console.error(
    'The schema changed without a migration: run "npm run db:generate -w @bb/server" and commit the result.',
  )
  process.exit(1)
}
console.log('Migrations match the schema.')
