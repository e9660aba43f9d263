import {
  INTAKE_CHANNELS,
  type IntakeRow,
  type IntakeStatisticsResponse,
  NOT_SPECIFIED_LABEL,
  STATISTICS_MESSAGES,
  type StatisticsQuery,
} from '@bb/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { rows } from '../../db/rows.ts'
import { ValidationError } from '../../lib/errors.ts'
import { jobCatalogue } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import { resolvePeriod } from './statistics.period.ts'
import { type Counted, countCohortBy, type Scope } from './statistics.queries.ts'

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits
const shareOf = (part: number, whole: number) => (whole ? round(part / whole, 4) : null)

function toRow(key: string, label: string, counted: Counted | undefined): IntakeRow {
  const applications = counted?.applications ?? 0
  const interviews = counted?.interviews ?? 0
  const hires = counted?.hires ?? 0
  const median = counted?.median_days ?? null
  return {
    key,
    label,
    applications,
    interviews,
    interview_share: shareOf(interviews, applications),
    hires,
    hire_share: shareOf(hires, applications),
    median_days_to_hire: median === null ? null : round(median, 1),
  }
}

/**
 * `GET /api/statistics/intake`: the period's applications per job and per channel. Every channel
 * is listed; of the jobs the published ones and any other with applications in the period, by
 * title, then „Keine Angabe“ for applicants without a job when there are any.
 */
export async function getIntakeStatistics(
  db: Db,
  { query, now }: { query: StatisticsQuery; now: Date },
): Promise<IntakeStatisticsResponse> {
  const period = resolvePeriod(query, now)
  const group = query.profession_group || null
  const settings = await getSettings(db)
  if (group !== null && !settings.profession_groups.some((g) => g.slug === group)) {
    throw new ValidationError({ profession_group: [STATISTICS_MESSAGES.unknownGroup] })
  }
  const scope: Scope = { ...period, group }
  const [catalogue, published, byJob, byChannel] = await together(db, [
    () => jobCatalogue(db),
    () => rows<{ slug: string }>(db, sql`SELECT slug FROM jobs WHERE state = 'veroeffentlicht'`),
    () => countCohortBy(db, scope, 'job'),
    () => countCohortBy(db, scope, 'channel'),
  ])
  const jobCounts = new Map(byJob.map((r) => [r.key, r]))
  const open = new Set(published.map((r) => r.slug))
  const jobs = Object.entries(catalogue)
    .filter(([slug]) => open.has(slug) || jobCounts.has(slug))
    .map(([slug, label]) => toRow(slug, label, jobCounts.get(slug)))
  const without = jobCounts.get('')
  const channelCounts = new Map(byChannel.map((r) => [r.key, r]))
  return {
    period: { ...period, profession_group: group },
    by_job: without ? [...jobs, toRow('', NOT_SPECIFIED_LABEL, without)] : jobs,
    by_channel: Object.entries(INTAKE_CHANNELS).map(([key, label]) =>
      toRow(key, label, channelCounts.get(key)),
    ),
  }
}
