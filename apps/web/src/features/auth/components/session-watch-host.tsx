import { sessionState } from '@bb/shared'
import { useEffect, useRef, useState } from 'react'
import { api, leaveAfterSessionEnd } from '../../../lib/api.ts'
import { logout, useCurrentUser } from '../../../lib/current-user.ts'
import { sessionTimes } from '../../../lib/session-state.ts'
import { userActivity } from '../../../lib/user-activity.ts'
import {
  createSessionWatch,
  type SessionWarning,
  type SessionWatch,
  type WatchMessage,
} from '../utils/session-watch.ts'
import { SessionWarningDialog } from './session-warning-dialog.tsx'

/** The tabs of this browser tell each other when the session was kept or has ended. */
const CHANNEL = 'bb-session'

const isWatchMessage = (data: unknown): data is WatchMessage =>
  typeof data === 'object' &&
  data !== null &&
  ((data as { type?: unknown }).type === 'kept' || (data as { type?: unknown }).type === 'ended')

/** While someone is logged in: the session watch and its warning (see session-watch.ts). */
export function SessionWatchHost() {
  const { data: user } = useCurrentUser()
  const loggedIn = Boolean(user)
  const [warning, setWarning] = useState<SessionWarning | null>(null)
  const watchRef = useRef<SessionWatch | null>(null)

  useEffect(() => {
    if (!loggedIn) return
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
    const watch = createSessionWatch({
      now: () => Date.now(),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
      fetchSession: (background) =>
        api.get('/api/session', { schema: sessionState, globalHandling: false, background }),
      recentInput: () => !userActivity.isIdle(),
      show: setWarning,
      end: (reason) => void leaveAfterSessionEnd(reason),
      post: (message) => channel?.postMessage(message),
      state: sessionTimes,
    })
    watchRef.current = watch
    if (channel)
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isWatchMessage(event.data)) watch.receive(event.data)
      }
    const stopListening = userActivity.onInput(() => watch.noteInput())
    // Timers of a hidden tab may have slept: an open warning is checked as soon as it is shown again.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && watch.warning) void watch.check()
    }
    document.addEventListener('visibilitychange', onVisible)
    watch.start()
    return () => {
      watch.stop()
      watchRef.current = null
      channel?.close()
      stopListening()
      document.removeEventListener('visibilitychange', onVisible)
      setWarning(null)
    }
  }, [loggedIn])

  if (!warning) return null
  return (
    <SessionWarningDialog
      warning={warning}
      onStay={() => void watchRef.current?.stay()}
      onLogout={() => void logout()}
    />
  )
}
