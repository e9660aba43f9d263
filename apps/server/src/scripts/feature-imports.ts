import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Measures the imports between the server's features (src/features/<feature>/**): how many import
 * statements cross from one feature into another, which of them bypass the other feature's
 * index.ts, which pairs of features import each other and which features form a cycle.
 * The boundaries test asserts on it; by hand: `npx tsx apps/server/src/scripts/feature-imports.ts`
 * (`--no-tests` leaves *.test.ts files out, `--list` prints every crossing import).
 */
export const featuresDir = resolve(dirname(fileURLToPath(import.meta.url)), '../features')

/** Import clauses are names, braces, commas, `* as`, `type`: nothing that could start another statement. */
const STATIC = /^\s*(?:import|export)\s+(?:type\s+)?[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"]/gm
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

export function specifiers(source: string): string[] {
  const text = stripComments(source)
  return [STATIC, BARE, DYNAMIC].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''))
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return walk(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The feature a path lies in and the path inside it; undefined outside the features folder. */
function place(path: string) {
  const inside = relative(featuresDir, path)
  if (inside.startsWith('..')) return undefined
  const [feature = '', ...rest] = inside.split(sep)
  return { feature, file: rest.join('/') }
}

export interface Crossing {
  from: string
  fromFile: string
  to: string
  toFile: string
}

/** Groups of features that reach each other through imports (Tarjan); empty when there is no cycle. */
function stronglyConnected(edges: Set<string>): string[][] {
  const next = new Map<string, string[]>()
  for (const edge of edges) {
    const [a = '', b = ''] = edge.split(' ')
    next.set(a, [...(next.get(a) ?? []), b])
    if (!next.has(b)) next.set(b, [])
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.size - 1)
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member !== undefined) group.push(member)
    } while (member !== undefined && member !== node)
    if (group.length > 1) groups.push(group.sort())
  }
  for (const node of next.keys()) if (!index.has(node)) visit(node)
  return groups
}

export function measure({ tests = true } = {}) {
  const crossing: Crossing[] = []
  for (const file of walk(featuresDir)) {
    if (!tests && file.endsWith('.test.ts')) continue
    const from = place(file)!
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue
      const to = place(resolve(dirname(file), spec))
      if (!to || to.feature === from.feature) continue
      crossing.push({
        from: from.feature,
        fromFile: relative(featuresDir, file),
        to: to.feature,
        toFile: to.file,
      })
    }
  }
  const edges = new Set(crossing.map((c) => `${c.from} ${c.to}`))
  const mutualPairs = [...edges]
    .map((edge) => edge.split(' '))
    .filter(([a = '', b = '']) => a < b && edges.has(`${b} ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
  return {
    crossFeatureImports: crossing.length,
    throughIndex: crossing.filter((c) => c.toFile === 'index.ts').length,
    pastIndex: crossing.filter((c) => c.toFile !== 'index.ts'),
    featureEdges: edges.size,
    mutualPairs,
    featureCycles: stronglyConnected(edges),
    crossing,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measure({ tests: !process.argv.includes('--no-tests') })
  if (process.argv.includes('--list')) {
    for (const c of result.crossing) console.log(`${c.fromFile} -> ${c.to}/${c.toFile}`)
  }
  const inCycles = result.featureCycles.flat().length
  console.log(`cross-feature import statements: ${result.crossFeatureImports}`)
  console.log(`  through the other feature's index.ts: ${result.throughIndex}`)
  console.log(`  into another feature's internals: ${result.pastIndex.length}`)
  console.log(`feature → feature edges: ${result.featureEdges}`)
  console.log(
    `mutual pairs: ${result.mutualPairs.length}${result.mutualPairs.map((p) => `\n  ${p}`).join('')}`,
  )
  console.log(
    `features in import cycles: ${inCycles}${result.featureCycles.map((g) => `\n  {${g.join(', ')}}`).join('')}`,
  )
}
