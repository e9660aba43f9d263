import { SESSION_WARNING_MS, type SessionEndReason, USER_INPUT_WINDOW_MS } from '@bb/shared'
import { type SessionEnds, sessionEndReason } from '../../../lib/session-state.ts'

/** What `GET /api/session` answers (the seconds are counted by the server). */
export interface SessionAnswer {
  user: unknown
  idle_seconds_left: number | null
  lifetime_seconds_left: number | null
}

/** The warning on screen: which end is near and when it comes (this browser's time). */
export interface SessionWarning {
  kind: 'idle' | 'lifetime'
  endsAt: number
}

/** Between the tabs of one browser (they share the session). */
export type WatchMessage = { type: 'kept' } | { type: 'ended'; reason: SessionEndReason | undefined }

export interface SessionWatchDeps {
  now(): number
  setTimer(run: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
  /** Asks the server; `background` true: the question is no activity. */
  fetchSession(background: boolean): Promise<SessionAnswer>
  /** The person did something in this tab within the last minute. */
  recentInput(): boolean
  /** The warning to show, or null to close it. */
  show(warning: SessionWarning | null): void
  /** The session is gone: leave for the login page (with the reason when the tab knows it). */
  end(reason: SessionEndReason | undefined): void
  /** Other tabs of this browser. */
  post(message: WatchMessage): void
  /** Where the tab keeps what it knows (the HTTP client and the 401 handling read it). */
  state: { ends: SessionEnds | null; warningOpen: boolean }
}

/** An answer this much above the warning time closes the warning (someone was active in another tab). */
const CLEAR_MARGIN_MS = 15_000
/** While the warning is open, the server is asked again this often (another tab may have kept the session). */
const RECHECK_MS = 30_000
/** Timers never sleep longer than this: a laptop that slept, and 30-day remember-me limits, both stay exact. */
const MAX_SLEEP_MS = 60_000
const MIN_SLEEP_MS = 1_000
/** A check that fails (offline): tried again after this long. */
const RETRY_MS = 15_000

/**
 * Watches when the session ends and warns five minutes before. The server has the last word:
 * before warning and before leaving, the tab asks it in the background how much time is left, so a
 * tab nobody uses never warns or logs out while the person works in another one. The person's own
 * input in this tab keeps the session (at most one request a minute); "Angemeldet bleiben" keeps it
 * explicitly and tells the other tabs, which close their warning.
 */
export function createSessionWatch(deps: SessionWatchDeps) {
  const { state } = deps
  let warning: SessionWarning | null = null
  let dismissedLifetimeEnd: number | undefined
  let timer: unknown
  let dueAt = 0
  let checking: Promise<void> | undefined
  let lastKeptAt = Number.NEGATIVE_INFINITY
  let stopped = false
  let ended = false

  const firstEnd = (ends: SessionEnds) => Math.min(ends.idle, ends.lifetime)

  function setWarning(next: SessionWarning | null) {
    if (next && next.kind === 'lifetime' && dismissedLifetimeEnd === next.endsAt) next = null
    const same = next?.kind === warning?.kind && next?.endsAt === warning?.endsAt
    warning = next
    state.warningOpen = next !== null
    if (!same) deps.show(next)
  }

  function schedule() {
    if (stopped || ended) return
    if (timer !== undefined) deps.clearTimer(timer)
    timer = undefined
    const at = deps.now()
    if (!state.ends) {
      dueAt = at + RETRY_MS
    } else {
      const end = firstEnd(state.ends)
      dueAt = warning ? Math.min(end, at + RECHECK_MS) : warnAtOf(state.ends)
    }
    timer = deps.setTimer(wake, Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, dueAt - at)))
  }

  /** The lifetime end is warned about once; after "Verstanden" the tab waits for the end itself. */
  function warnAtOf(ends: SessionEnds) {
    const end = firstEnd(ends)
    const lifetimeDismissed = ends.lifetime <= ends.idle && dismissedLifetimeEnd === ends.lifetime
    return lifetimeDismissed ? end : end - SESSION_WARNING_MS
  }

  function wake() {
    timer = undefined
    if (stopped || ended) return
    if (deps.now() >= dueAt) void check()
    else schedule()
  }

  function finish(fallback?: SessionEndReason) {
    if (ended) return
    ended = true
    const reason = sessionEndReason(deps.now(), state.ends ?? undefined) ?? fallback
    if (timer !== undefined) deps.clearTimer(timer)
    deps.post({ type: 'ended', reason })
    deps.end(reason)
  }

  /** An answer of the server, received now. */
  function apply(answer: SessionAnswer, fallback?: SessionEndReason) {
    if (stopped || ended) return
    const at = deps.now()
    if (!answer.user || answer.idle_seconds_left === null || answer.lifetime_seconds_left === null) {
      finish(fallback)
      return
    }
    const ends = {
      idle: at + answer.idle_seconds_left * 1000,
      lifetime: at + answer.lifetime_seconds_left * 1000,
    }
    state.ends = ends
    const end = firstEnd(ends)
    const kind = ends.lifetime <= ends.idle ? 'lifetime' : 'idle'
    if (end - at > SESSION_WARNING_MS + CLEAR_MARGIN_MS) {
      setWarning(null)
    } else if (kind === 'idle' && !warning && deps.recentInput() && at - lastKeptAt >= USER_INPUT_WINDOW_MS) {
      // Someone is working in this tab right now: that is activity, no reason to warn.
      void keep()
      return
    } else {
      setWarning({ kind, endsAt: end })
    }
    schedule()
  }

  function failed(fallback?: SessionEndReason) {
    // The server cannot be asked (offline): once the expected end has passed, the tab leaves anyway.
    if (state.ends && deps.now() >= firstEnd(state.ends)) finish(fallback)
    else schedule()
  }

  /** Asks the server in the background how much time is left. */
  function check(fallback?: SessionEndReason): Promise<void> {
    if (stopped || ended) return Promise.resolve()
    checking ??= deps
      .fetchSession(true)
      .then(
        (answer) => apply(answer, fallback),
        () => failed(fallback),
      )
      .finally(() => {
        checking = undefined
      })
    return checking
  }

  /** Activity: asks the server without the background mark, which moves the idle end. */
  async function keep(): Promise<void> {
    if (stopped || ended) return
    lastKeptAt = deps.now()
    try {
      const answer = await deps.fetchSession(false)
      apply(answer)
      if (!ended) deps.post({ type: 'kept' })
    } catch {
      failed()
    }
  }

  return {
    /** Starts with a first background check. */
    start() {
      void check()
    },
    stop() {
      stopped = true
      if (timer !== undefined) deps.clearTimer(timer)
      timer = undefined
      state.warningOpen = false
      state.ends = null
    },
    /** "Angemeldet bleiben" (also Escape or × on the idle warning): the person is here. */
    stay(): Promise<void> {
      const current = warning
      if (current?.kind === 'lifetime') {
        dismissedLifetimeEnd = current.endsAt
        setWarning(null)
        schedule()
        return Promise.resolve()
      }
      setWarning(null)
      return keep()
    },
    /** Input in this tab: keeps the session, at most once a minute, and never past an open warning. */
    noteInput() {
      if (warning || stopped || ended) return
      if (deps.now() - lastKeptAt < USER_INPUT_WINDOW_MS) return
      void keep()
    },
    /** The tab is shown again: its timers may have slept, so the server is asked. */
    check,
    /** A message from another tab. */
    receive(message: WatchMessage) {
      if (message.type === 'ended') void check(message.reason)
      else if (warning) void check()
    },
    get warning() {
      return warning
    },
  }
}
export type SessionWatch = ReturnType<typeof createSessionWatch>
