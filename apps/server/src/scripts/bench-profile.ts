import { Session } from 'node:inspector/promises'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

export interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
}

/** V8's sampling profiler on this process (the same data as `node --cpu-prof`). */
export async function startProfile() {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  return {
    async stop(): Promise<CpuProfile> {
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      return profile as CpuProfile
    },
  }
}

const root = fileURLToPath(new URL('../../../../', import.meta.url))

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const where = url.startsWith('file://') ? relative(root, fileURLToPath(url)) : url
  const place = where ? ` ${where.replace(/^.*node_modules\//, '')}:${lineNumber + 1}` : ''
  return `${functionName || '(anonymous)'}${place}`
}

/** Self time per function, largest first, as shares of all samples ("(idle)" left out). */
export function topFrames(profile: CpuProfile, count: number) {
  const hits = new Map<string, number>()
  let busy = 0
  for (const node of profile.nodes) {
    const samples = node.hitCount ?? 0
    if (samples === 0 || node.callFrame.functionName === '(idle)') continue
    const name = frameName(node.callFrame)
    hits.set(name, (hits.get(name) ?? 0) + samples)
    busy += samples
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, samples]) => ({ name, share: samples / Math.max(1, busy) }))
}

/** Where the time goes by package (or "app" for this repository's code, "node" for Node itself). */
export function framesByPackage(profile: CpuProfile) {
  const hits = new Map<string, number>()
  let busy = 0
  for (const node of profile.nodes) {
    const samples = node.hitCount ?? 0
    if (samples === 0 || node.callFrame.functionName === '(idle)') continue
    const url = node.callFrame.url
    const pkg = url.includes('node_modules/')
      ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? 'node_modules')
      : url.startsWith('file://')
        ? 'app'
        : url.startsWith('node:')
          ? 'node'
          : `(${node.callFrame.functionName || 'native'})`
    hits.set(pkg, (hits.get(pkg) ?? 0) + samples)
    busy += samples
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .map(([name, samples]) => ({ name, share: samples / Math.max(1, busy) }))
}
