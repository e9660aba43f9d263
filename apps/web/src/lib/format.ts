import { APP_TIME_ZONE } from '@bb/shared'

/** German formats on screen: DD.MM.YYYY, 24-hour times, Europe/Berlin. */
const dateFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
})
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
})

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
})

export const formatDate = (value: string | Date | null | undefined) =>
  value
    ? dateFormat.format(
        typeof value === 'string' && value.length === 10 ? new Date(`${value}T12:00:00Z`) : new Date(value),
      )
    : ''
export const formatDateTime = (value: string | Date | null | undefined) =>
  value ? `${dateTimeFormat.format(new Date(value))} Uhr` : ''
/** "14:35" (the caller adds "Uhr" where the sentence needs it). */
export const formatTime = (value: Date | number) => timeFormat.format(new Date(value))
export const formatNumber = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined
    ? ''
    : new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(
        value,
      )

/**
 * A count with the German noun in singular or plural: countLabel(1, 'Bewerber:in', 'Bewerber:innen')
 * → "1 Bewerber:in", 2 → "2 Bewerber:innen", 12500 → "12.500 Bewerber:innen". Every count shown on
 * screen goes through here, so no "Bewerbung(en)" appears.
 */
export const countLabel = (count: number, singular: string, plural: string) =>
  `${formatNumber(count)} ${count === 1 ? singular : plural}`
