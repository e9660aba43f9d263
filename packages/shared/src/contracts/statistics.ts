import { z } from 'zod'
import { RATING_CRITERIA } from './ratings.ts'

/** Without a period the statistics cover the last 90 days, today included. */
export const STATISTICS_DEFAULT_DAYS = 90
/** The longest period one request may cover (keeps the week and month series bounded). */
export const STATISTICS_MAX_YEARS = 3

/** The ordered pipeline of the funnel; reaching a later stage counts for every earlier one. */
export const FUNNEL_STAGES = [
  'neu',
  'in-pruefung',
  'kontaktiert',
  'vorstellungsgespraech',
  'angebot',
  'eingestellt',
] as const
export const HIRED_STATUS = 'eingestellt'
export const REJECTED_STATUS = 'abgelehnt'

/** The rating criteria of the statistics: the overall value and the five sub-ratings. */
export const STATISTICS_RATINGS = [
  { key: 'Rating', label: 'Gesamtbewertung' },
  ...RATING_CRITERIA.map((criterion) => ({ key: criterion, label: criterion })),
] as const

/** The stage counted as „Vorstellungsgespräch erreicht“ in the per-job and per-channel views. */
export const INTERVIEW_STATUS = 'vorstellungsgespraech'

/** The label of applicants without a source or occupation group. */
export const NOT_SPECIFIED_LABEL = 'Keine Angabe'

export const STATISTICS_MESSAGES = {
  // No format named: the page's fields ask TT.MM.JJJJ, its address and the API YYYY-MM-DD.
  invalidDate: 'Bitte ein gültiges Datum angeben.',
  fromAfterTo: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  spanTooLong: `Der Zeitraum darf höchstens ${STATISTICS_MAX_YEARS} Jahre umfassen.`,
  unknownGroup: 'Diese Berufsgruppe gibt es nicht.',
} as const

const DAY_MS = 86_400_000

/** True for an existing calendar day written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A calendar day moved by whole days (time zones play no part: both ends are dates). */
export function shiftIsoDate(value: string, days: number): string {
  return new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The date `years` calendar years before `value` (29 February falls back to the 28th). */
function yearsBefore(value: string, years: number): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y - years, m - 1, d))
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0)
  return date.toISOString().slice(0, 10)
}

/** The earliest first day of a period that ends on `to` (STATISTICS_MAX_YEARS calendar years). */
export function earliestPeriodStart(to: string): string {
  return yearsBefore(to, STATISTICS_MAX_YEARS)
}

/**
 * The latest last day of a period that starts on `from`: the latest `to` whose earliest start is
 * not after `from`. The same day STATISTICS_MAX_YEARS years on, and one day more where the start
 * is 28 February and that later year is a leap year (a period ending on 29 February may start on
 * 28 February, since that year has no 29th).
 */
export function latestPeriodEnd(from: string): string {
  const sameDay = yearsBefore(from, -STATISTICS_MAX_YEARS)
  const dayAfter = shiftIsoDate(sameDay, 1)
  return earliestPeriodStart(dayAfter) <= from ? dayAfter : sameDay
}

/** The rules a period must meet (both ends inclusive); the web form shows the same messages. */
export function checkStatisticsPeriod(from: string, to: string): Record<string, string[]> | null {
  if (from > to) return { to: [STATISTICS_MESSAGES.fromAfterTo] }
  if (from < earliestPeriodStart(to)) return { from: [STATISTICS_MESSAGES.spanTooLong] }
  return null
}

const isoDate = z.string().refine(isIsoDate, STATISTICS_MESSAGES.invalidDate)

/** `GET /api/statistics?from=&to=&profession_group=`; dates are Europe/Berlin calendar days. */
export const statisticsQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  profession_group: z.string().trim().max(100).optional(),
})
export type StatisticsQuery = z.infer<typeof statisticsQuery>

const count = z.number().int().nonnegative()
export const statisticsBucket = z.object({ key: z.string(), label: z.string(), count })
export type StatisticsBucket = z.infer<typeof statisticsBucket>

export const statisticsResponse = z.object({
  period: z.object({
    from: z.string(),
    to: z.string(),
    profession_group: z.string().nullable(),
  }),
  totals: z.object({
    /** Applicants created in the period. */
    applications: count,
    hires: count,
    rejections: count,
    /** Median days from creation to hire of those hired in the period; null when nobody was. */
    median_days_to_hire: z.number().nullable(),
  }),
  /** The current pipeline (not limited to the period), every status of the settings in order. */
  by_status: z.array(statisticsBucket.extend({ color: z.string() })),
  /** ISO weeks (Monday to Sunday) touching the period; key `2026-W47`, label `KW 47/2026`. */
  new_per_week: z.array(statisticsBucket.extend({ start: z.string() })),
  /** Applicants created in the period who reached at least each stage; share of the first stage (0–1). */
  funnel: z.array(statisticsBucket.extend({ color: z.string(), share: z.number().nullable() })),
  /** Calendar months touching the period; key `2026-11`, label `November 2026`. */
  hires_per_month: z.array(z.object({ key: z.string(), label: z.string(), hires: count, rejections: count })),
  /** Mean of the non-zero values of the ratings created in the period; null when none. */
  ratings: z.array(z.object({ key: z.string(), label: z.string(), average: z.number().nullable(), count })),
  by_source: z.array(statisticsBucket),
  by_profession_group: z.array(statisticsBucket),
})
export type StatisticsResponse = z.infer<typeof statisticsResponse>

const share = z.number().nullable()
/** One job's or channel's applications of the period and what became of them. */
export const intakeRow = z.object({
  /** The job's slug or the channel; '' for applicants without a job. */
  key: z.string(),
  label: z.string(),
  /** Applicants created in the period (live). */
  applications: count,
  /** Of those, how many reached the interview stage at any time, and their share (0–1). */
  interviews: count,
  interview_share: share,
  /** Of those, how many were hired at any time, and their share (0–1). */
  hires: count,
  hire_share: share,
  /** Median days from creation to (the latest) hire of those hires; null when nobody was. */
  median_days_to_hire: z.number().nullable(),
})
export type IntakeRow = z.infer<typeof intakeRow>

/** `GET /api/statistics/intake`: the applications of the period per job and per channel. */
export const intakeStatisticsResponse = z.object({
  period: z.object({ from: z.string(), to: z.string(), profession_group: z.string().nullable() }),
  by_job: z.array(intakeRow),
  by_channel: z.array(intakeRow),
})
export type IntakeStatisticsResponse = z.infer<typeof intakeStatisticsResponse>
