import {
  FUNNEL_STAGES,
  NOT_SPECIFIED_LABEL,
  STATISTICS_MESSAGES,
  STATISTICS_RATINGS,
  type StatisticsBucket,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@bb/shared'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { ValidationError } from '../../lib/errors.ts'
import { getAnswers, sharedCounts } from '../applicants/index.ts'
import { getSettings } from '../settings/index.ts'
import { resolvePeriod } from './statistics.period.ts'
import {
  averageRatings,
  countByStatus,
  countCreatedBySourceAndGroup,
  countFunnel,
  countNewPerWeek,
  countOutcomesPerMonth,
  type Scope,
} from './statistics.queries.ts'

/** Statuses no longer in the settings still show, in a neutral grey. */
const UNKNOWN_COLOR = '#9ca3af'
const monthLabel = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Buckets in the catalogue's order, zero counts included; values the catalogue no longer knows
 * follow under their raw key, and with `empty` set, '' ("no value") comes last as that label.
 */
function buckets(catalogue: Array<[string, string]>, counts: Map<string, number>, empty?: string) {
  const known = new Set(catalogue.map(([key]) => key))
  const extra = [...counts.keys()].filter((key) => key !== '' && !known.has(key)).sort()
  const list: StatisticsBucket[] = [
    ...catalogue.map(([key, label]) => ({ key, label, count: counts.get(key) ?? 0 })),
    ...extra.map((key) => ({ key, label: key, count: counts.get(key) ?? 0 })),
  ]
  if (empty !== undefined) list.push({ key: '', label: empty, count: counts.get('') ?? 0 })
  return list
}

function sumBy<T>(items: T[], key: (item: T) => string, value: (item: T) => number) {
  const sums = new Map<string, number>()
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item))
  return sums
}

/** GET /api/statistics: every figure of the statistics page; definitions in docs/decisions/0008. */
export async function getStatistics(
  db: Db,
  { query, now }: { query: StatisticsQuery; now: Date },
): Promise<StatisticsResponse> {
  const period = resolvePeriod(query, now)
  const [settings, answers] = await together(db, [() => getSettings(db), () => getAnswers(db)])
  const group = query.profession_group || null
  if (group !== null && !settings.profession_groups.some((g) => g.slug === group)) {
    throw new ValidationError({ profession_group: [STATISTICS_MESSAGES.unknownGroup] })
  }
  const scope: Scope = { ...period, group }
  const [statusRows, weekRows, createdRows, funnelCounts, monthRows, ratingRows] = await together(db, [
    // Without a group the pipeline is the navigation's per-status count, cached per applicants version.
    () =>
      group === null
        ? sharedCounts(db).then((c) => Object.entries(c.byStatus).map(([key, count]) => ({ key, count })))
        : countByStatus(db, scope),
    () => countNewPerWeek(db, scope),
    () => countCreatedBySourceAndGroup(db, scope),
    () => countFunnel(db, scope),
    () => countOutcomesPerMonth(db, scope),
    () => averageRatings(db, scope),
  ])

  const statuses = new Map(settings.statuses.map((s) => [s.slug, s]))
  const colorOf = (slug: string) => statuses.get(slug)?.color ?? UNKNOWN_COLOR
  const byStatus = buckets(
    settings.statuses.map((s) => [s.slug, s.label]),
    new Map(statusRows.map((r) => [r.key, r.count])),
  ).map((b) => ({ ...b, color: colorOf(b.key) }))

  const started = funnelCounts[0] ?? 0
  const funnel = FUNNEL_STAGES.map((slug, stage) => {
    const count = funnelCounts[stage] ?? 0
    const label = statuses.get(slug)?.label ?? slug
    return {
      key: slug,
      label,
      color: colorOf(slug),
      count,
      share: started ? round(count / started, 4) : null,
    }
  })

  const medianDays = monthRows[0]?.median_days ?? null
  return {
    period: { ...period, profession_group: group },
    totals: {
      applications: started,
      hires: monthRows.reduce((sum, r) => sum + r.hires, 0),
      rejections: monthRows.reduce((sum, r) => sum + r.rejections, 0),
      median_days_to_hire: medianDays === null ? null : round(medianDays, 1),
    },
    by_status: byStatus,
    new_per_week: weekRows.map((r) => ({
      key: `${r.iso_year}-W${r.iso_week.padStart(2, '0')}`,
      label: `KW ${r.iso_week}/${r.iso_year}`,
      start: r.start,
      count: r.count,
    })),
    funnel,
    hires_per_month: monthRows.map((r) => ({
      key: r.key,
      label: monthLabel.format(new Date(`${r.key}-01T12:00:00Z`)),
      hires: r.hires,
      rejections: r.rejections,
    })),
    ratings: STATISTICS_RATINGS.map(({ key, label }, i) => {
      const { average, count } = ratingRows[i] ?? { average: null, count: 0 }
      return { key, label, average: average === null ? null : round(average, 2), count }
    }),
    by_source: buckets(
      Object.entries(answers.source ?? {}),
      sumBy(
        createdRows,
        (r) => r.source,
        (r) => r.count,
      ),
      NOT_SPECIFIED_LABEL,
    ),
    by_profession_group: buckets(
      settings.profession_groups.map((g) => [g.slug, g.label]),
      sumBy(
        createdRows,
        (r) => r.grp,
        (r) => r.count,
      ),
      NOT_SPECIFIED_LABEL,
    ),
  }
}
