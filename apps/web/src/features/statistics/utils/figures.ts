import type { StatisticsBucket, StatisticsResponse } from '@bb/shared'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import type { CsvCell } from './csv.ts'

/** How a column's values read: on screen German-formatted, in the CSV as plain numbers. */
export type ColumnKind = 'text' | 'count' | 'percent' | 'decimal'
export interface FigureColumn {
  header: string
  kind: ColumnKind
}

/** One chart of the page with the same numbers as a table and as CSV. */
export interface Figure {
  /** Part of the CSV file name: statistik-<id>-<date>.csv */
  id: string
  title: string
  note?: string
  columns: FigureColumn[]
  rows: CsvCell[][]
  chart: { type: 'bar'; data: object; options: object; height: number }
  /** Nothing to show in the period (all zero). */
  empty: boolean
  wide?: boolean
  /** Opens as its table (several numbers per row read better there); the chart is one click away. */
  tableFirst?: boolean
}

export const ACCENT = '#2563eb'
export const HIRED = '#16a34a'
const REJECTED = '#dc2626'
const GRID = '#eef0f4'
const TICK = '#6b7280'

const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 })
const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 2 })

/** A table cell as it reads on screen: 1.234 · 12,5 % · 3,5 · – for no value. */
export function formatCell(value: CsvCell, kind: ColumnKind): string {
  if (value === null) return '–'
  if (typeof value === 'string') return value
  if (kind === 'percent') return percent.format(value)
  if (kind === 'decimal') return decimal.format(value)
  return formatNumber(value)
}

/** The CSV of a figure: percentages as numbers of percent (12,5), their header marked (%). */
export function csvOf(figure: Pick<Figure, 'columns' | 'rows'>): { header: string[]; rows: CsvCell[][] } {
  return {
    header: figure.columns.map((c) => (c.kind === 'percent' ? `${c.header} (%)` : c.header)),
    rows: figure.rows.map((row) =>
      row.map((value, i) =>
        figure.columns[i]?.kind === 'percent' && typeof value === 'number'
          ? Math.round(value * 1000) / 10
          : value,
      ),
    ),
  }
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)
const total = (list: Array<{ count: number }>) => list.reduce((sum, b) => sum + b.count, 0)

export function barOptions({
  horizontal = false,
  max,
  legend = false,
}: {
  horizontal?: boolean
  max?: number
  legend?: boolean
}) {
  const valueAxis = { beginAtZero: true, max, ticks: { precision: 0, color: TICK }, grid: { color: GRID } }
  const labelAxis = { ticks: { color: TICK, autoSkip: !horizontal }, grid: { display: false } }
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    locale: 'de-DE',
    indexAxis: horizontal ? 'y' : 'x',
    plugins: {
      legend: { display: legend, position: 'bottom', labels: { boxWidth: 12, color: TICK } },
    },
    scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
  }
}

function bars(labels: string[], values: number[], color: string | string[], label: string) {
  return {
    labels,
    datasets: [{ label, data: values, backgroundColor: color, borderRadius: 4, maxBarThickness: 28 }],
  }
}

/** Buckets with their share of the whole (sources, occupation groups, statuses). */
function shareFigure(
  id: string,
  title: string,
  bucketHeader: string,
  list: Array<StatisticsBucket & { color?: string }>,
  note?: string,
): Figure {
  const sum = total(list)
  return {
    id,
    title,
    note,
    columns: [
      { header: bucketHeader, kind: 'text' },
      { header: 'Anzahl', kind: 'count' },
      { header: 'Anteil', kind: 'percent' },
    ],
    rows: list.map((b) => [b.label, b.count, ratio(b.count, sum)]),
    chart: {
      type: 'bar',
      data: bars(
        list.map((b) => b.label),
        list.map((b) => b.count),
        list.map((b) => b.color ?? ACCENT),
        'Anzahl',
      ),
      options: barOptions({ horizontal: true }),
      height: Math.max(180, list.length * 26 + 40),
    },
    empty: sum === 0,
  }
}

/** Every chart of the page, in page order. */
export function buildFigures(data: StatisticsResponse): Figure[] {
  const weeks = data.new_per_week
  const funnelStart = data.funnel[0]?.count ?? 0
  const rated = data.ratings.some((r) => r.count > 0)
  return [
    {
      id: 'wochen',
      title: 'Neue Bewerbungen pro Woche',
      note: 'Kalenderwochen (Montag bis Sonntag), die den Zeitraum berühren',
      columns: [
        { header: 'Kalenderwoche', kind: 'text' },
        { header: 'Beginn', kind: 'text' },
        { header: 'Bewerbungen', kind: 'count' },
      ],
      rows: weeks.map((w) => [w.label, formatDate(w.start), w.count]),
      chart: {
        type: 'bar',
        data: bars(
          weeks.map((w) => w.label.replace(/\/\d{4}$/, '')),
          weeks.map((w) => w.count),
          ACCENT,
          'Bewerbungen',
        ),
        options: barOptions({}),
        height: 220,
      },
      empty: total(weeks) === 0,
      wide: true,
    },
    shareFigure(
      'status',
      'Pipeline nach Status',
      'Status',
      data.by_status,
      'Aktueller Stand, unabhängig vom Zeitraum',
    ),
    {
      id: 'konversion',
      title: 'Konversion',
      note: 'Bewerbungen aus dem Zeitraum, die mindestens diese Stufe erreicht haben',
      columns: [
        { header: 'Stufe', kind: 'text' },
        { header: 'Bewerber:innen', kind: 'count' },
        { header: 'Anteil', kind: 'percent' },
        { header: 'Aus Vorstufe', kind: 'percent' },
      ],
      rows: data.funnel.map((s, i) => [
        s.label,
        s.count,
        s.share,
        i === 0 ? null : ratio(s.count, data.funnel[i - 1]?.count ?? 0),
      ]),
      chart: {
        type: 'bar',
        data: bars(
          data.funnel.map((s) => s.label),
          data.funnel.map((s) => s.count),
          data.funnel.map((s) => s.color),
          'Bewerber:innen',
        ),
        options: barOptions({ horizontal: true }),
        height: 220,
      },
      empty: funnelStart === 0,
    },
    {
      id: 'einstellungen',
      title: 'Einstellungen und Absagen',
      note: 'Pro Monat, in dem der Status zuletzt auf „Eingestellt“ bzw. „Abgelehnt“ wechselte',
      columns: [
        { header: 'Monat', kind: 'text' },
        { header: 'Einstellungen', kind: 'count' },
        { header: 'Absagen', kind: 'count' },
      ],
      rows: data.hires_per_month.map((m) => [m.label, m.hires, m.rejections]),
      chart: {
        type: 'bar',
        data: {
          labels: data.hires_per_month.map((m) => m.label),
          datasets: [
            {
              label: 'Einstellungen',
              data: data.hires_per_month.map((m) => m.hires),
              backgroundColor: HIRED,
              borderRadius: 4,
              maxBarThickness: 28,
            },
            {
              label: 'Absagen',
              data: data.hires_per_month.map((m) => m.rejections),
              backgroundColor: REJECTED,
              borderRadius: 4,
              maxBarThickness: 28,
            },
          ],
        },
        options: barOptions({ legend: true }),
        height: 220,
      },
      empty: data.totals.hires + data.totals.rejections === 0,
    },
    {
      id: 'bewertungen',
      title: 'Durchschnittliche Bewertungen',
      note: 'Bewertungen aus dem Zeitraum, Skala 1 bis 5; „nicht bewertet“ zählt nicht',
      columns: [
        { header: 'Kriterium', kind: 'text' },
        { header: 'Durchschnitt', kind: 'decimal' },
        { header: 'Bewertungen', kind: 'count' },
      ],
      rows: data.ratings.map((r) => [r.label, r.average, r.count]),
      chart: {
        type: 'bar',
        data: bars(
          data.ratings.map((r) => r.label),
          data.ratings.map((r) => r.average ?? 0),
          ACCENT,
          'Durchschnitt',
        ),
        options: barOptions({ horizontal: true, max: 5 }),
        height: 220,
      },
      empty: !rated,
    },
    shareFigure('quellen', 'Bewerbungen nach Quelle', 'Quelle', data.by_source),
    shareFigure('berufsgruppen', 'Bewerbungen nach Berufsgruppe', 'Berufsgruppe', data.by_profession_group),
  ]
}

/** The key figures as a CSV of their own, with the period they cover. */
export function keyFigures(
  data: StatisticsResponse,
  groupLabel: string,
): Pick<Figure, 'id' | 'columns' | 'rows'> {
  return {
    id: 'kennzahlen',
    columns: [
      { header: 'Kennzahl', kind: 'text' },
      { header: 'Wert', kind: 'decimal' },
    ],
    rows: [
      ['Bewerbungen im Zeitraum', data.totals.applications],
      ['Einstellungen', data.totals.hires],
      ['Absagen', data.totals.rejections],
      ['Median Tage bis Einstellung', data.totals.median_days_to_hire],
      ['Zeitraum von', formatDate(data.period.from)],
      ['Zeitraum bis', formatDate(data.period.to)],
      ['Berufsgruppe', groupLabel],
    ],
  }
}
