import './auth.css'
import { SESSION_TEXTS } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { useEffect, useState } from 'react'
import { formatTime } from '../../../lib/format.ts'
import type { SessionWarning } from '../utils/session-watch.ts'

/** Whole minutes left for the title: 5 when it opens, 1 in the last minute. */
export const minutesLeft = (endsAt: number, now: number) =>
  Math.min(5, Math.max(1, Math.ceil((endsAt - now) / 60_000)))

/**
 * „Sie werden in 5 Minuten abgemeldet“: an alert dialog whose "Angemeldet bleiben" has the focus,
 * so Enter or Space keeps the session; Escape and × do the same (the person is here). Near the
 * fixed end of a session (which nothing extends) it says so and offers "Verstanden".
 */
export function SessionWarningDialog({
  warning,
  onStay,
  onLogout,
}: {
  warning: SessionWarning
  onStay: () => void
  onLogout: () => void
}) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1_000)
    return () => window.clearInterval(tick)
  }, [])
  const minutes = minutesLeft(warning.endsAt, now)
  const idle = warning.kind === 'idle'
  const time = formatTime(warning.endsAt)
  return (
    <Dialog
      visible
      modal
      pt={{ root: { role: 'alertdialog' } }}
      header={idle ? SESSION_TEXTS.idleWarningTitle(minutes) : SESSION_TEXTS.lifetimeWarningTitle(minutes)}
      onHide={onStay}
      draggable={false}
      resizable={false}
      className="session-warning"
      style={{ width: 'min(540px, calc(100vw - 2rem))' }}
      aria-describedby="session-warning-text"
      footer={
        <div className="session-warning__actions">
          <Button
            type="button"
            label={SESSION_TEXTS.logoutNow}
            icon="pi pi-sign-out"
            text
            onClick={onLogout}
          />
          <Button
            type="button"
            label={idle ? SESSION_TEXTS.stay : SESSION_TEXTS.understood}
            icon="pi pi-check"
            autoFocus
            onClick={onStay}
          />
        </div>
      }
    >
      <p id="session-warning-text" className="session-warning__text">
        {idle ? SESSION_TEXTS.idleWarningText(time) : SESSION_TEXTS.lifetimeWarningText(time)}
      </p>
    </Dialog>
  )
}
