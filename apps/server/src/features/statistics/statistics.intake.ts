import {
  FUNNEL_STAGES,
  HIRED_STATUS,
  INTAKE_CHANNELS,
  INTERVIEW_STATUS,
  type IntakeRow,
  type IntakeStatisticsResponse,
  NOT_SPECIFIED_LABEL,
  STATISTICS_MESSAGES,
  type StatisticsQuery,
} from '@bb/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rows } from '../../db/rows.ts'
import { ValidationError } from '../../lib/errors.ts'
import { jobCatalogue } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'
import { resolvePeriod } from './statistics.period.ts'
import { changesOf, created, isStatusChange, type Scope, stageOf, start } from './statistics.queries.ts'

const stage = (slug: string) => sql.raw(String(FUNNEL_STAGES.indexOf(slug as never)))

type Counted = {
  key: string
  applications: number
  interviews: number
  hires: number
  median_days: number | null
}

/**
 * The applicants created in the period, grouped by `key`: how many reached the interview and the
 * hire stage at any time (as the funnel counts them: now or on either side of a status change),
 * and the median days from creation to the latest time each of those hires became eingestellt
 * (at creation when they were created hired), as the monthly figures measure a hire.
 */
function countCohortBy(db: Db, s: Scope, key: SQL) {
  return rows<Counted>(
    db,
    sql`WITH history AS (
      SELECT h.applicant_id AS id,
        max(greatest(${stageOf(sql`ch.value->>'old'`)}, ${stageOf(sql`ch.value->>'new'`)})) AS stage,
        max(h.created_at) FILTER (WHERE ch.value->>'new' = ${HIRED_STATUS}) AS hired_at
      FROM applicant_history h ${changesOf}
      -- The cohort was created in the period: none of its history is older.
      WHERE ${isStatusChange} AND h.created_at >= ${start(s)}
      GROUP BY 1
    ),
    reached AS (
      SELECT ${key} AS key, a.created_at, greatest(${stageOf(sql`a.status`)}, hs.stage, 0) AS stage,
        coalesce(hs.hired_at, a.created_at) AS hired_at
      FROM applicants a LEFT JOIN history hs ON hs.id = a.id
      WHERE ${created(s)}
    )
    SELECT key, count(*)::int AS applications,
      count(*) FILTER (WHERE stage >= ${stage(INTERVIEW_STATUS)})::int AS interviews,
      count(*) FILTER (WHERE stage >= ${stage(HIRED_STATUS)})::int AS hires,
      (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM hired_at - created_at) / 86400)
        FILTER (WHERE stage >= ${stage(HIRED_STATUS)}))::float8 AS median_days
    FROM reached GROUP BY key`,
  )
}

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
  const [catalogue, published, byJob, byChannel] = await Promise.all([
    jobCatalogue(db),
    rows<{ slug: string }>(db, sql`SELECT slug FROM jobs WHERE state = 'veroeffentlicht'`),
    countCohortBy(db, scope, sql`coalesce(a.job, '')`),
    countCohortBy(db, scope, sql`a.channel`),
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
