import type { IntakeRow, IntakeStatisticsResponse } from '@bb/shared'
import { ACCENT, barOptions, type Figure, HIRED } from './figures.ts'

const INTERVIEW = '#7c3aed'

/** One row per job or channel: applications of the period and what became of them. */
function intakeFigure(id: string, title: string, header: string, list: IntakeRow[], note: string): Figure {
  const dataset = (label: string, color: string, values: number[]) => ({
    label,
    data: values,
    backgroundColor: color,
    borderRadius: 4,
    maxBarThickness: 18,
  })
  return {
    id,
    title,
    note,
    columns: [
      { header, kind: 'text' },
      { header: 'Bewerbungen', kind: 'count' },
      { header: 'Vorstellungsgespräch', kind: 'count' },
      { header: 'Anteil Gespräch', kind: 'percent' },
      { header: 'Eingestellt', kind: 'count' },
      { header: 'Anteil eingestellt', kind: 'percent' },
      { header: 'Tage bis Einstellung (Median)', kind: 'decimal' },
    ],
    rows: list.map((r) => [
      r.label,
      r.applications,
      r.interviews,
      r.interview_share,
      r.hires,
      r.hire_share,
      r.median_days_to_hire,
    ]),
    chart: {
      type: 'bar',
      data: {
        labels: list.map((r) => r.label),
        datasets: [
          dataset(
            'Bewerbungen',
            ACCENT,
            list.map((r) => r.applications),
          ),
          dataset(
            'Vorstellungsgespräch',
            INTERVIEW,
            list.map((r) => r.interviews),
          ),
          dataset(
            'Eingestellt',
            HIRED,
            list.map((r) => r.hires),
          ),
        ],
      },
      options: barOptions({ horizontal: true, legend: true }),
      height: Math.max(200, list.length * 54 + 60),
    },
    empty: list.every((r) => r.applications === 0),
    wide: true,
    tableFirst: true,
  }
}

const NOTE =
  'Bewerbungen aus dem Zeitraum; ein Gespräch oder eine Einstellung zählt, wann immer sie erreicht wurde'

/** The per-job and per-channel views of the statistics page. */
export function buildIntakeFigures(data: IntakeStatisticsResponse): Figure[] {
  return [
    intakeFigure('stellen', 'Bewerbungen nach Stelle', 'Stelle', data.by_job, NOTE),
    intakeFigure('eingang', 'Bewerbungen nach Eingangsweg', 'Eingang', data.by_channel, NOTE),
  ]
}
