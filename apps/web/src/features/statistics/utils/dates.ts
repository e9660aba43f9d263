import { APP_TIME_ZONE } from '@bb/shared'

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in Berlin as YYYY-MM-DD: the same "heute" as the server's default period. */
export const berlinToday = (now = new Date()) => berlinDay.format(now)

/** statistik-status-2026-11-23.csv */
export const csvFileName = (id: string, now = new Date()) => `statistik-${id}-${berlinToday(now)}.csv`
