import './statistics.css'
import { isIsoDate, STATISTICS_DEFAULT_DAYS, shiftIsoDate } from '@bb/shared'
import { Button } from 'primereact/button'
import { type ReactNode, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/page-header.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { type StatisticsFilter, useStatistics } from '../api/statistics.ts'
import { berlinToday } from '../utils/dates.ts'
import { buildFigures } from '../utils/figures.ts'
import { FigureCard } from './figure-card.tsx'
import { IntakeFigures } from './intake-figures.tsx'
import { KeyFigures } from './key-figures.tsx'
import { PeriodFilter, type PeriodValue } from './period-filter.tsx'
import { StatisticsSkeleton } from './statistics-skeleton.tsx'

/**
 * The filter lives in the address (?von=&bis=&berufsgruppe=), so a view can be bookmarked and
 * shared. Each change a person makes (a date left, a group or a quick pick chosen, a reset) is one
 * history entry, as in the applicant lists: Back returns to the period seen before, not to the page
 * before the statistics.
 */
function useFilter() {
  const [params, setParams] = useSearchParams()
  const filter: StatisticsFilter = {
    from: params.get('von') ?? undefined,
    to: params.get('bis') ?? undefined,
    profession_group: params.get('berufsgruppe') ?? undefined,
  }
  const setFilter = (next: PeriodValue) => {
    const query = new URLSearchParams({ von: next.from, bis: next.to })
    if (next.group) query.set('berufsgruppe', next.group)
    setParams(query)
  }
  return { filter, setFilter, reset: () => setParams(new URLSearchParams()) }
}

/** /statistiken: key figures and charts of a period, each readable as a table and exportable as CSV. */
export default function StatisticsPage() {
  const { filter, setFilter, reset } = useFilter()
  const { data: settings } = useSettings(true)
  const groups = settings?.profession_groups ?? []
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useStatistics(filter)
  const figures = useMemo(() => (data ? buildFigures(data) : []), [data])

  // The server names the default period; until it has, the same default computed here.
  const to = filter.to ?? data?.period.to ?? berlinToday()
  // An end in the address that is no day (the server says so) leaves the default start at today's.
  const end = isIsoDate(to) ? to : berlinToday()
  const period: PeriodValue = {
    from: filter.from ?? data?.period.from ?? shiftIsoDate(end, -(STATISTICS_DEFAULT_DAYS - 1)),
    to,
    group: filter.profession_group ?? '',
  }
  const groupLabel =
    groups.find((g) => g.slug === (data?.period.profession_group ?? ''))?.label ?? 'Alle Berufsgruppen'
  const pipeline = data?.by_status.reduce((sum, s) => sum + s.count, 0) ?? 0

  let content: ReactNode
  if (error && !data) {
    // A period the server refuses stays refused: asking again cannot help, only another filter.
    const refused = error instanceof ApiError && error.status === 422
    const message = refused ? error.message : 'Die Statistik konnte nicht geladen werden.'
    content = (
      <div className="card empty-state" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <strong>{message}</strong>
        <div className="stats-actions">
          {!refused && (
            <Button label="Erneut versuchen" size="small" outlined onClick={() => void refetch()} />
          )}
          <Button
            label="Filter zurücksetzen"
            size="small"
            outlined={refused}
            text={!refused}
            onClick={reset}
          />
        </div>
      </div>
    )
  } else if (isPending || !data) {
    content = <StatisticsSkeleton />
  } else if (pipeline === 0) {
    content = (
      <div className="card empty-state stats-empty">
        <i className="pi pi-chart-bar" aria-hidden="true" />
        <strong>
          {data.period.profession_group
            ? 'In dieser Berufsgruppe gibt es noch keine Bewerber:innen.'
            : 'Noch keine Bewerber:innen erfasst.'}
        </strong>
        <span>Sobald Bewerbungen eingehen, erscheinen hier Kennzahlen und Diagramme.</span>
        <Link to="/bewerber/0" className="p-button p-component p-button-sm">
          Bewerber:in anlegen
        </Link>
      </div>
    )
  } else {
    content = (
      <div
        className={`stats-content${isPlaceholderData ? ' stats-content--stale' : ''}`}
        aria-busy={isFetching}
      >
        {error ? (
          <p className="stats-notice stats-notice--error" role="alert">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
            {error instanceof ApiError && error.status === 422
              ? error.message
              : 'Die Statistik konnte nicht aktualisiert werden. Angezeigt werden die vorherigen Zahlen.'}
          </p>
        ) : null}
        {data.totals.applications === 0 ? (
          <p className="stats-notice" role="status">
            <i className="pi pi-info-circle" aria-hidden="true" /> Im gewählten Zeitraum sind keine
            Bewerbungen eingegangen. Wählen Sie einen längeren Zeitraum oder eine andere Berufsgruppe.
          </p>
        ) : null}
        <KeyFigures data={data} groupLabel={groupLabel} />
        <div className="stats-grid">
          {figures.map((figure) => (
            <FigureCard key={figure.id} figure={figure} />
          ))}
        </div>
        <IntakeFigures filter={filter} />
      </div>
    )
  }

  return (
    <div className="stats-page">
      <PageHeader
        title="Statistiken"
        subtitle="Bewerbungen, Konversion und Einstellungen im gewählten Zeitraum."
      />
      <PeriodFilter value={period} groups={groups} onChange={setFilter} />
      {content}
    </div>
  )
}
