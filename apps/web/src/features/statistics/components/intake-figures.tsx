import { useMemo } from 'react'
import { type StatisticsFilter, useIntakeStatistics } from '../api/statistics.ts'
import { buildIntakeFigures } from '../utils/intake-figures.ts'
import { FigureCard } from './figure-card.tsx'

/**
 * Applications per job and per channel for the page's period and group: their own request, so
 * the other figures never wait for them.
 */
export function IntakeFigures({ filter }: { filter: StatisticsFilter }) {
  const { data, isError } = useIntakeStatistics(filter)
  const figures = useMemo(() => (data ? buildIntakeFigures(data) : []), [data])
  if (isError && !data)
    return (
      <p className="stats-notice stats-notice--error" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> Die Zahlen nach Stelle und Eingangsweg
        konnten nicht geladen werden.
      </p>
    )
  return (
    <div className="stats-grid" aria-busy={!data}>
      {figures.map((figure) => (
        <FigureCard key={figure.id} figure={figure} />
      ))}
    </div>
  )
}
