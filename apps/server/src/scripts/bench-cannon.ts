import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { type CpuProfile, startProfile } from './bench-profile.ts'

export interface CannonCase {
  name: string
  path: string
}

export interface CannonOptions {
  connections: number
  seconds: number
  /** Headers every request carries: the session cookie and what a browser sends along. */
  headers: Record<string, string>
  /** Name of the case to profile (sampling profiler in this process, where the server runs). */
  profile?: string
}

interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}

const cannonBin = createRequire(import.meta.url).resolve('autocannon')

/** autocannon in its own process, so its work is not counted as the server's CPU. */
function cannon(url: string, options: CannonOptions): Promise<CannonResult> {
  const args = [cannonBin, '-c', String(options.connections), '-d', String(options.seconds), '-j']
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`))
      else resolve(JSON.parse(out) as CannonResult)
    })
  })
}

export interface CannonRow {
  name: string
  perSecond: number
  p50: number
  p99: number
  failed: number
  /** Server CPU per answered request, in ms. */
  cpuMs: number
  profile?: CpuProfile
}

/**
 * Throughput under `connections` parallel clients for each case, as autocannon reports it, plus the
 * server's own CPU time per request (this process runs the server; PostgreSQL's is not included).
 */
export async function runCannon(base: string, cases: CannonCase[], options: CannonOptions) {
  const rows: CannonRow[] = []
  for (const { name, path } of cases) {
    const profiler = options.profile === name ? await startProfile() : undefined
    const cpu = process.cpuUsage()
    const result = await cannon(`${base}${path}`, options)
    const used = process.cpuUsage(cpu)
    const profile = await profiler?.stop()
    const answered = Math.max(1, result.requests.total)
    rows.push({
      name,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors,
      cpuMs: (used.user + used.system) / 1000 / answered,
      ...(profile ? { profile } : {}),
    })
  }
  return rows
}

export function printCannon(rows: CannonRow[], options: CannonOptions) {
  const out = (line: string) => process.stdout.write(`${line}\n`)
  out(
    `\nautocannon, ${options.connections} connections, ${options.seconds} s each, over HTTP as a browser asks`,
  )
  out(
    `${'request'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)} ${'CPU ms/req'.padStart(11)}`,
  )
  for (const r of rows) {
    out(
      `${r.name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)} ${String(r.failed).padStart(7)} ${r.cpuMs.toFixed(2).padStart(11)}`,
    )
  }
}
