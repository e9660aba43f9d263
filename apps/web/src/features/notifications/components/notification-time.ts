import { APP_TIME_ZONE } from '@bb/shared'
import { countLabel } from '../../../lib/format.ts'

/** German time of a notification: relative while fresh, then DD.MM.YYYY HH:mm (Europe/Berlin). */
const absolute = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
})

export const formatAbsolute = (iso: string) => absolute.format(new Date(iso)).replace(',', '')

export function formatNotificationTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000)
  if (minutes < 1) return 'gerade eben'
  if (minutes < 60) return `vor ${countLabel(minutes, 'Minute', 'Minuten')}`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `vor ${countLabel(hours, 'Stunde', 'Stunden')}`
  return formatAbsolute(iso)
}
