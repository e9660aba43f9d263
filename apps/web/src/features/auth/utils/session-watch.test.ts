import type { SessionEndReason } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import type { SessionEnds } from '../../../lib/session-state.ts'
import { createSessionWatch, type SessionWarning, type WatchMessage } from './session-watch.ts'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/**
 * One tab with its own clock and timers, against a server that counts like the real one: a request
 * without the background mark is activity (written at most once a minute), a background one is not.
 */
function tab({ idleMs = 120 * MINUTE, lifetimeMs = 12 * HOUR } = {}) {
  let now = 0
  let nextTimer = 1
  const timers = new Map<number, { at: number; run: () => void }>()
  const sleeps: number[] = []
  const server = { lastActivity: 0, ended: false, offline: false }
  const requests: Array<'background' | 'activity'> = []
  const shown: Array<SessionWarning | null> = []
  const ended: Array<SessionEndReason | undefined> = []
  const posted: WatchMessage[] = []
  const state: { ends: SessionEnds | null; warningOpen: boolean } = { ends: null, warningOpen: false }
  let input = false

  const alive = () => !server.ended && now < server.lastActivity + idleMs && now < lifetimeMs
  const watch = createSessionWatch({
    now: () => now,
    setTimer: (run, ms) => {
      sleeps.push(ms)
      const id = nextTimer++
      timers.set(id, { at: now + ms, run })
      return id
    },
    clearTimer: (id) => timers.delete(id as number),
    fetchSession: async (background) => {
      if (server.offline) throw new Error('offline')
      requests.push(background ? 'background' : 'activity')
      if (!alive()) {
        server.ended = true
        return { user: null, idle_seconds_left: null, lifetime_seconds_left: null }
      }
      if (!background && now - server.lastActivity > MINUTE) server.lastActivity = now
      return {
        user: { id: 1 },
        idle_seconds_left: Math.floor((server.lastActivity + idleMs - now) / SECOND),
        lifetime_seconds_left: Math.floor((lifetimeMs - now) / SECOND),
      }
    },
    recentInput: () => input,
    show: (warning) => shown.push(warning),
    end: (reason) => ended.push(reason),
    post: (message) => posted.push(message),
    state,
  })

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  /** Lets the tab's time pass, running its timers in order. */
  async function pass(ms: number) {
    const target = now + ms
    for (;;) {
      await settle()
      const [id, next] =
        [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0] ?? []
      if (id === undefined || !next) break
      timers.delete(id)
      now = Math.max(now, next.at)
      next.run()
      await settle()
    }
    now = target
    await settle()
  }

  return {
    watch,
    server,
    requests,
    shown,
    ended,
    posted,
    state,
    sleeps,
    pass,
    settle,
    at: () => now,
    setInput: (value: boolean) => {
      input = value
    },
    /** What the person sees: the open warning, if any. */
    warning: () => shown.at(-1) ?? null,
  }
}

describe('the session watch: warns five minutes before the end, and leaves at the end', () => {
  it('a tab nobody touches: only background checks, the warning at 115 minutes, the login page at 120', async () => {
    const t = tab()
    t.watch.start()
    await t.settle()
    await t.pass(114 * MINUTE + 59 * SECOND)
    expect(t.warning()).toBeNull()
    await t.pass(2 * SECOND)
    expect(t.warning()).toEqual({ kind: 'idle', endsAt: 120 * MINUTE })
    expect(t.state.warningOpen).toBe(true)
    await t.pass(5 * MINUTE - 2 * SECOND)
    expect(t.ended).toEqual([])
    await t.pass(2 * SECOND)
    expect(t.ended).toEqual(['idle'])
    expect(t.posted).toEqual([{ type: 'ended', reason: 'idle' }])
    expect(t.requests.every((r) => r === 'background')).toBe(true)
  })

  it('"Angemeldet bleiben" keeps the session with one request that counts, closes the warning and tells the other tabs', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(116 * MINUTE)
    expect(t.warning()?.kind).toBe('idle')
    await t.watch.stay()
    expect(t.warning()).toBeNull()
    expect(t.state.warningOpen).toBe(false)
    expect(t.requests.at(-1)).toBe('activity')
    expect(t.server.lastActivity).toBe(116 * MINUTE)
    expect(t.posted).toEqual([{ type: 'kept' }])
    await t.pass(114 * MINUTE)
    expect(t.warning()).toBeNull()
    await t.pass(2 * MINUTE)
    expect(t.warning()).toEqual({ kind: 'idle', endsAt: 236 * MINUTE })
  })

  it('a tab nobody uses does not warn while the person works in another one (the server has the last word)', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(100 * MINUTE)
    t.server.lastActivity = 100 * MINUTE // the other tab's activity
    await t.pass(20 * MINUTE)
    expect(t.warning()).toBeNull()
    expect(t.ended).toEqual([])
    expect(t.requests.every((r) => r === 'background')).toBe(true)
    await t.pass(100 * MINUTE)
    expect(t.warning()).toEqual({ kind: 'idle', endsAt: 220 * MINUTE })
  })

  it('an open warning closes when another tab kept the session: at once with its message, else within 30 seconds', async () => {
    const told = tab()
    told.watch.start()
    await told.pass(116 * MINUTE)
    expect(told.warning()).not.toBeNull()
    told.server.lastActivity = told.at()
    told.watch.receive({ type: 'kept' })
    await told.settle()
    expect(told.warning()).toBeNull()

    const untold = tab()
    untold.watch.start()
    await untold.pass(116 * MINUTE)
    untold.server.lastActivity = untold.at()
    await untold.pass(31 * SECOND)
    expect(untold.warning()).toBeNull()
    expect(untold.ended).toEqual([])
  })

  it('input in the tab keeps the session, with at most one request a minute', async () => {
    const t = tab()
    t.watch.start()
    await t.settle()
    for (let minute = 0; minute < 300; minute += 10) {
      await t.pass(10 * MINUTE)
      for (let i = 0; i < 20; i++) t.watch.noteInput()
      await t.settle()
    }
    expect(t.warning()).toBeNull()
    expect(t.ended).toEqual([])
    expect(t.requests.filter((r) => r === 'activity')).toHaveLength(30)
  })

  it('input while the warning is open does not keep the session: only the button does', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(116 * MINUTE)
    t.watch.noteInput()
    await t.settle()
    expect(t.requests.includes('activity')).toBe(false)
    expect(t.warning()).not.toBeNull()
  })

  it('someone typing in this tab when the warning would come: kept without a warning', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(110 * MINUTE)
    t.setInput(true)
    await t.pass(6 * MINUTE)
    expect(t.shown.filter(Boolean)).toEqual([])
    expect(t.requests.at(-1)).toBe('activity')
    expect(t.server.lastActivity).toBeGreaterThanOrEqual(115 * MINUTE)
  })

  it('near the fixed end: says so, "Verstanden" asks nothing, and the login page says the session expired', async () => {
    const t = tab()
    t.watch.start()
    for (let hour = 0; hour < 11; hour++) {
      await t.pass(HOUR)
      t.watch.noteInput()
    }
    await t.pass(56 * MINUTE)
    expect(t.warning()).toEqual({ kind: 'lifetime', endsAt: 12 * HOUR })
    const requests = t.requests.length
    await t.watch.stay()
    expect(t.warning()).toBeNull()
    expect(t.requests.length).toBe(requests)
    await t.pass(3 * MINUTE)
    expect(t.shown.at(-1)).toBeNull()
    await t.pass(2 * MINUTE)
    expect(t.ended).toEqual(['expired'])
  })

  it('a session ended elsewhere (logout in another tab) leaves without a reason', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(50 * MINUTE)
    t.server.ended = true
    await t.pass(70 * MINUTE)
    expect(t.ended).toEqual([undefined])
  })

  it('another tab saw the end: this one asks the server and leaves with the same reason', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(30 * MINUTE)
    t.watch.receive({ type: 'ended', reason: 'idle' })
    await t.settle()
    expect(t.ended).toEqual([])
    t.server.ended = true
    t.watch.receive({ type: 'ended', reason: 'idle' })
    await t.settle()
    expect(t.ended).toEqual(['idle'])
  })

  it('offline at the end: leaves anyway once the expected end has passed', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(116 * MINUTE)
    t.server.offline = true
    await t.pass(3 * MINUTE)
    expect(t.ended).toEqual([])
    await t.pass(2 * MINUTE)
    expect(t.ended).toEqual(['idle'])
  })

  it('never sleeps longer than a minute, so 30-day limits and a laptop waking up stay exact', async () => {
    const t = tab({ idleMs: 30 * 24 * HOUR, lifetimeMs: 30 * 24 * HOUR })
    t.watch.start()
    await t.pass(3 * HOUR)
    expect(Math.max(...t.sleeps)).toBeLessThanOrEqual(MINUTE)
    expect(t.warning()).toBeNull()
  })

  it('stops: no more timers fire and the tab forgets the end', async () => {
    const t = tab()
    t.watch.start()
    await t.pass(MINUTE)
    t.watch.stop()
    await t.pass(200 * MINUTE)
    expect(t.warning()).toBeNull()
    expect(t.ended).toEqual([])
    expect(t.state).toEqual({ ends: null, warningOpen: false })
  })
})
