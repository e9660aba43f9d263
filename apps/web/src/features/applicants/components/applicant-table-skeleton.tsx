import './applicants.css'
import type { ColumnDef } from './applicant-columns.tsx'

/** Stands in for the table while its code loads: the same frame, headers and grey rows. */
export function TableSkeleton({ columns }: { columns: ColumnDef[] }) {
  return (
    <div className="applicant-table applicant-list-table table-skeleton" aria-busy="true">
      <div className="table-skeleton__header">
        <span className="table-skeleton__bar" style={{ width: 140 }} />
      </div>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field} scope="col" className="table-skeleton__th">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 8 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
            <tr key={row}>
              {columns.map((c) => (
                <td key={c.field} className="table-skeleton__td">
                  <span className="table-skeleton__bar" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
