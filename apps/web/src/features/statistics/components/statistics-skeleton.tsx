import './statistics.css'
import { Skeleton } from 'primereact/skeleton'

const CARDS = ['wide', 'a', 'b', 'c', 'd', 'e', 'f']

/** The page's frame in grey while the figures load. */
export function StatisticsSkeleton() {
  return (
    <div className="stats-skeleton" role="status" aria-live="polite">
      <span className="sr-only">Statistik wird geladen …</span>
      <div className="stats-kpis__grid" aria-hidden="true">
        {['k1', 'k2', 'k3', 'k4'].map((key) => (
          <div key={key} className="stats-kpi">
            <Skeleton width="60%" height="0.9rem" />
            <Skeleton width="40%" height="1.8rem" className="stats-skeleton__value" />
          </div>
        ))}
      </div>
      <div className="stats-grid" aria-hidden="true">
        {CARDS.map((key) => (
          <div key={key} className={`card stats-card${key === 'wide' ? ' stats-card--wide' : ''}`}>
            <Skeleton width="40%" height="1.1rem" />
            <Skeleton height="200px" className="stats-skeleton__chart" />
          </div>
        ))}
      </div>
    </div>
  )
}
