import './notifications.css'
import { type Notification, type NotificationKind, routeHref, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Skeleton } from 'primereact/skeleton'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useMarkRead, useNotifications } from '../api/notifications.ts'
import { formatAbsolute, formatNotificationTime } from './notification-time.ts'

const ICONS: Record<NotificationKind, string> = {
  new_applicant: 'pi-user-plus',
  job_application: 'pi-megaphone',
  status_changed: 'pi-sync',
  note_added: 'pi-pencil',
  mentioned: 'pi-at',
  rating_added: 'pi-star',
  document_uploaded: 'pi-file',
  reply_received: 'pi-envelope',
  shared: 'pi-share-alt',
}

/** Relative times ("vor 5 Minuten") stay true while the page is open. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** "ungelesen" is the same for one and many; the number still reads as German. */
const unreadText = (count: number) => (count === 0 ? 'Alles gelesen.' : `${formatNumber(count)} ungelesen`)

/** /benachrichtigungen: newest first, unread highlighted; opening one marks it read. */
export default function NotificationsPage() {
  const toast = useToast()
  const { data: list, isPending, isError, refetch } = useNotifications()
  const markRead = useMarkRead()
  const now = useNow()
  const unread = list?.filter((n) => n.read_at === null).length ?? 0

  const mark = (id: number | null) =>
    markRead.mutate(id, {
      onError: () =>
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: 'Die Benachrichtigungen konnten nicht als gelesen markiert werden.',
        }),
    })

  return (
    <div className="notifications-page">
      <PageHeader
        title="Benachrichtigungen"
        subtitle={list && list.length > 0 ? unreadText(unread) : undefined}
        actions={
          <>
            <Link to={routeHref('notificationSettings')} className="p-button p-button-text">
              <i className="pi pi-cog" aria-hidden="true" />
              Einstellungen
            </Link>
            {list && list.length > 0 ? (
              <Button
                label="Alle als gelesen markieren"
                icon="pi pi-check-circle"
                disabled={unread === 0}
                onClick={() => mark(null)}
              />
            ) : null}
          </>
        }
      />
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <div className="card empty-state" role="alert">
          <p>Die Benachrichtigungen konnten nicht geladen werden.</p>
          <Button label="Erneut versuchen" icon="pi pi-refresh" text onClick={() => void refetch()} />
        </div>
      ) : list.length === 0 ? (
        <div className="card empty-state notifications-empty">
          <i className="pi pi-bell" aria-hidden="true" />
          <h2>Keine Benachrichtigungen</h2>
          <p>
            Folgen Sie einer Bewerber:in, um hier von Statusänderungen, Notizen, Bewertungen, Dokumenten und
            Antworten zu erfahren. Erwähnt Sie jemand in einer Notiz mit @Ihr Name, sehen Sie es ebenfalls
            hier.
          </p>
          <Link to={routeHref('notificationSettings')}>Benachrichtigungen einstellen</Link>
        </div>
      ) : (
        <ul className="notifications-list" aria-label="Benachrichtigungen, neueste zuerst">
          {list.map((n) => (
            <NotificationItem key={n.id} notification={n} now={now} onRead={() => mark(n.id)} />
          ))}
        </ul>
      )}
    </div>
  )
}

function NotificationItem({
  notification: n,
  now,
  onRead,
}: {
  notification: Notification
  now: Date
  onRead: () => void
}) {
  const unread = n.read_at === null
  const applicant = n.applicant_name ?? 'Bewerber:in'
  return (
    <li className={`notifications-item${unread ? ' notifications-item--unread' : ''}`}>
      <span className="notifications-item__icon" aria-hidden="true">
        <i className={`pi ${ICONS[n.kind as NotificationKind] ?? 'pi-bell'}`} />
      </span>
      <div className="notifications-item__body">
        <div className="notifications-item__head">
          <strong className="notifications-item__label">{n.label}</strong>
          {unread ? <span className="notifications-item__badge">Neu</span> : null}
        </div>
        {n.applicant_id !== null ? (
          <Link
            to={routeHref('applicant', { userid: n.applicant_id })}
            className="notifications-item__applicant"
            onClick={unread ? onRead : undefined}
          >
            {applicant}
          </Link>
        ) : null}
        {n.text ? <p className="notifications-item__text">{n.text}</p> : null}
        <p className="notifications-item__actor">
          {n.actor ? `von ${n.actor}` : n.kind === 'reply_received' ? 'per E-Mail eingegangen' : null}
        </p>
      </div>
      <div className="notifications-item__side">
        <time
          className="notifications-item__time"
          dateTime={n.created_at}
          title={formatAbsolute(n.created_at)}
        >
          {formatNotificationTime(n.created_at, now)}
        </time>
        {unread ? (
          <Button
            className="notifications-item__read"
            label="Als gelesen markieren"
            aria-label={`Als gelesen markieren: ${n.label}, ${applicant}`}
            icon="pi pi-check"
            text
            size="small"
            onClick={onRead}
          />
        ) : null}
      </div>
    </li>
  )
}

const SLOTS = ['a', 'b', 'c', 'd']

function ListSkeleton() {
  return (
    <div className="notifications-list" role="status" aria-live="polite">
      <span className="sr-only">Benachrichtigungen werden geladen …</span>
      {SLOTS.map((slot) => (
        <div key={slot} className="notifications-item" aria-hidden="true">
          <Skeleton shape="circle" size="2.25rem" />
          <div className="notifications-item__body">
            <Skeleton width="40%" height="1rem" />
            <Skeleton width="70%" height="0.9rem" className="notifications-skeleton-line" />
          </div>
        </div>
      ))}
    </div>
  )
}
