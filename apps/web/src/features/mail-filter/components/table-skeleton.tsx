import './mail-filter.css'
import { Skeleton } from 'primereact/skeleton'

/** Stable names for placeholder rows and cells, which never reorder. */
const slots = (count: number) => Array.from({ length: count }, (_, i) => `slot-${i}`)

/** Grey rows in the table's frame while its data loads. */
export function TableSkeleton({
  columns,
  rows = 3,
  label,
}: {
  columns: number
  rows?: number
  label: string
}) {
  return (
    <div className="applicant-table mail-filter__skeleton" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {slots(rows).map((row) => (
        <div
          key={row}
          className="mail-filter__skeleton-row"
          style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
          aria-hidden="true"
        >
          {slots(columns).map((cell, column) => (
            <Skeleton key={cell} height="1rem" width={column === 0 ? '3rem' : '80%'} />
          ))}
        </div>
      ))}
    </div>
  )
}
