import './notifications.css'
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_SETTINGS_TOASTS,
  type NotificationChannels,
  type NotificationSettings,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { type FormEvent, useState } from 'react'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useLeaveGuard } from '../../../components/leave-guard.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { notificationSettingsQuery, useSaveNotificationSettings } from '../api/notifications.ts'

const CHANNELS: Array<{ key: keyof NotificationChannels; label: string }> = [
  { key: 'in_app', label: 'In der App' },
  { key: 'email', label: 'Per E-Mail' },
]

/** /user/settings/notifications: per event, in the app and by e-mail. */
export default function NotificationSettingsPage() {
  const toast = useToast()
  const { data: user } = useCurrentUser()
  const { data: saved, isPending, isError, refetch } = useQuery(notificationSettingsQuery)
  const save = useSaveNotificationSettings()
  const [draft, setDraft] = useState<NotificationSettings | null>(null)
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved)

  useLeaveGuard(dirty)

  if (isPending) return <FullPageLoader />
  if (isError || !saved)
    return (
      <div className="card empty-state" role="alert">
        <p>Die Einstellungen konnten nicht geladen werden.</p>
        <Button label="Erneut versuchen" icon="pi pi-refresh" text onClick={() => void refetch()} />
      </div>
    )

  const current = draft ?? saved
  const staff = isRecruiterUser(user)
  const events = NOTIFICATION_EVENTS.filter((e) => staff || !e.staffOnly)
  const toggle = (kind: keyof NotificationSettings, channel: keyof NotificationChannels, on: boolean) =>
    setDraft({ ...current, [kind]: { ...current[kind], [channel]: on } })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(current, {
      onSuccess: () => {
        setDraft(null)
        toast({ severity: 'success', summary: NOTIFICATION_SETTINGS_TOASTS.saveSuccess })
      },
      onError: () =>
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: NOTIFICATION_SETTINGS_TOASTS.saveError,
        }),
    })
  }

  return (
    <form className="notifications-settings" onSubmit={submit}>
      <PageHeader
        title="Benachrichtigungseinstellungen"
        subtitle="Wählen Sie, worüber Sie informiert werden möchten: in der App (Glocke oben rechts) oder zusätzlich per E-Mail."
      />
      <div className="card notifications-settings__card">
        <table className="notifications-settings__table">
          <caption className="sr-only">Benachrichtigungen je Ereignis</caption>
          <thead>
            <tr>
              <th scope="col" className="notifications-settings__cell notifications-settings__cell--head">
                Ereignis
              </th>
              {CHANNELS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className="notifications-settings__cell notifications-settings__cell--head notifications-settings__cell--channel"
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.kind}>
                <th scope="row" className="notifications-settings__cell">
                  <span className="notifications-settings__event">{e.label}</span>
                  <span className="notifications-settings__description">{e.description}</span>
                </th>
                {CHANNELS.map((c) => {
                  const id = `notification-${e.kind}-${c.key}`
                  return (
                    <td
                      key={c.key}
                      className="notifications-settings__cell notifications-settings__cell--channel"
                    >
                      <Checkbox
                        inputId={id}
                        checked={current[e.kind][c.key]}
                        onChange={(change) => toggle(e.kind, c.key, Boolean(change.checked))}
                      />
                      <label htmlFor={id} className="sr-only">
                        {`${e.label}: ${c.label}`}
                      </label>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="notifications-settings__privacy">
          <i className="pi pi-shield" aria-hidden="true" />
          E-Mails nennen aus Datenschutzgründen keine Namen und keine Daten von Bewerber:innen, nur einen Link
          ins Bewerber-Backoffice.
        </p>
      </div>
      <div className="form-actions">
        <Button type="button" label="Verwerfen" text disabled={!dirty} onClick={() => setDraft(null)} />
        <Button type="submit" label="Speichern" icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  )
}
