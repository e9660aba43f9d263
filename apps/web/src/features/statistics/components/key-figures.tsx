import './statistics.css'
import type { StatisticsResponse } from '@bb/shared'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { keyFigures } from '../utils/figures.ts'
import { CsvButton } from './figure-card.tsx'

const days = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/** The four numbers a team lead asks for first. */
export function KeyFigures({ data, groupLabel }: { data: StatisticsResponse; groupLabel: string }) {
  const { applications, hires, rejections, median_days_to_hire: median } = data.totals
  const items = [
    {
      label: 'Bewerbungen im Zeitraum',
      value: formatNumber(applications),
      hint: `${formatDate(data.period.from)} – ${formatDate(data.period.to)}`,
    },
    {
      label: 'Einstellungen',
      value: formatNumber(hires),
      hint: 'Status „Eingestellt“ im Zeitraum',
    },
    { label: 'Absagen', value: formatNumber(rejections), hint: 'Status „Abgelehnt“ im Zeitraum' },
    {
      label: 'Median Tage bis Einstellung',
      value: median === null ? '–' : days.format(median),
      hint: median === null ? 'Keine Einstellung im Zeitraum' : 'von der Erfassung bis „Eingestellt“',
    },
  ]
  return (
    <section className="stats-kpis" aria-labelledby="stats-kpis-title">
      <div className="stats-section-head">
        <h2 id="stats-kpis-title">Kennzahlen</h2>
        <span className="muted">{groupLabel}</span>
        <CsvButton figure={keyFigures(data, groupLabel)} />
      </div>
      <dl className="stats-kpis__grid">
        {items.map((item) => (
          <div key={item.label} className="stats-kpi">
            <dt>{item.label}</dt>
            <dd className="stats-kpi__value">{item.value}</dd>
            <dd className="stats-kpi__hint">{item.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
