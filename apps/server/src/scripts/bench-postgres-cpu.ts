import { readFile } from 'node:fs/promises'

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10

/** CPU time in ms of the given processes (0 for one that has ended or where /proc cannot tell). */
async function cpuMs(pids: number[]): Promise<Map<number, number>> {
  const times = new Map<number, number>()
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    // After the name in parentheses: state is field 3 of the line, utime field 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    times.set(pid, stat ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0)
  }
  return times
}

/**
 * The CPU that the PostgreSQL backends serving this database spend from now on, so the bench can
 * report the database's share next to the Node server's (PostgreSQL on this machine only).
 * `backends` lists their process ids (pg_stat_activity). The pool closes idle connections and opens
 * new ones, so the backends are sampled every second: one that ends keeps its last sample (it was
 * idle before it ended), one that starts counts from zero.
 */
export async function postgresCpu(backends: () => Promise<number[]>) {
  const first = await cpuMs(await backends())
  const last = new Map(first)
  const sample = async () => {
    for (const [pid, ms] of await cpuMs(await backends())) if (ms > 0) last.set(pid, ms)
  }
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(sample)
  }, 1000)
  return {
    since: async () => {
      clearInterval(timer)
      await sampling
      await sample()
      let total = 0
      for (const [pid, ms] of last) total += ms - (first.get(pid) ?? 0)
      return total
    },
  }
}
