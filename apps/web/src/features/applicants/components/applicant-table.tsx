import { useQuery } from '@tanstack/react-query'
import { FilterMatchMode, FilterOperator } from 'primereact/api'
import type { DataTableFilterMeta } from 'primereact/datatable'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { useSettings } from '../../shell/api/ui-state.ts'
import { answersQuery, type ListParams, useApplicantList } from '../api/applicants.ts'
import { applicantColumns, type ColumnDef } from './applicant-columns.tsx'

const COLUMNS_KEY = 'bb.applicant-columns'
/**
 * The DataTable and its menus are the heaviest part of the app (~75 kB gzipped). They load while
 * the list request runs, so the page frame shows at once and neither waits for the other.
 */
const loadView = () => import('./applicant-table-view.tsx')
const ApplicantTableView = lazy(loadView)

function initialFilters(fields: Array<{ field: string; kind: string }>): DataTableFilterMeta {
  return Object.fromEntries(
    fields.map((c) => [
      c.field,
      {
        operator: FilterOperator.AND,
        constraints: [
          { value: null, matchMode: c.kind === 'date' ? FilterMatchMode.DATE_IS : FilterMatchMode.CONTAINS },
        ],
      },
    ]),
  )
}

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** The DataTable's filter model as the server's JSON: dates as YYYY-MM-DD, empty rules dropped. */
function serverFilters(filters: DataTableFilterMeta): string | undefined {
  const out: Record<string, { operator: string; constraints: Array<{ value: unknown; matchMode: string }> }> =
    {}
  for (const [field, meta] of Object.entries(filters)) {
    if (!('constraints' in meta)) continue
    const constraints = meta.constraints
      .filter((c) => c.value !== null && c.value !== '')
      .map((c) => ({
        value: c.value instanceof Date ? localDay(c.value) : c.value,
        matchMode: String(c.matchMode),
      }))
    if (constraints.length > 0) out[field] = { operator: meta.operator, constraints }
  }
  return Object.keys(out).length > 0 ? JSON.stringify(out) : undefined
}

function storedColumns(): string[] | null {
  try {
    return JSON.parse(localStorage.getItem(COLUMNS_KEY) ?? 'null')
  } catch {
    return null
  }
}

export interface ApplicantTableProps {
  base: Omit<ListParams, 'page' | 'per_page' | 'sort' | 'order' | 'filters'>
  emptyMessage: ReactNode
  extraColumns?: ReactNode[]
  defaultSort?: { field: string; order: 'asc' | 'desc' }
}

export interface TableState {
  page: { first: number; rows: number }
  sort: { field: string; order: 1 | -1 }
  filters: DataTableFilterMeta
  visible: string[]
}

/**
 * Every applicant list: the table's state (page, sort, filter rules, chosen columns) and the
 * polled server request; the table itself is applicant-table-view.tsx.
 */
export function ApplicantTable({ base, emptyMessage, extraColumns = [], defaultSort }: ApplicantTableProps) {
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const columns = useMemo(() => applicantColumns(settings, catalogue), [settings, catalogue])
  const [state, setState] = useState<TableState>(() => ({
    page: { first: 0, rows: 50 },
    sort: {
      field: defaultSort?.field ?? 'updated_at',
      order: defaultSort?.order === 'asc' ? 1 : -1,
    },
    filters: initialFilters(columns.filter((c) => c.filterable)),
    visible: storedColumns() ?? [],
  }))
  const change = (next: Partial<TableState>) => {
    if (next.visible) localStorage.setItem(COLUMNS_KEY, JSON.stringify(next.visible))
    setState((current) => ({ ...current, ...next }))
  }

  const params: ListParams = {
    ...base,
    page: Math.floor(state.page.first / state.page.rows) + 1,
    per_page: state.page.rows,
    sort: state.sort.field,
    order: state.sort.order === 1 ? 'asc' : 'desc',
    filters: serverFilters(state.filters),
  }
  const { data, isError, refetch } = useApplicantList(params)

  if (isError) {
    return (
      <div className="empty-state" role="alert">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        <p>Die Liste konnte nicht geladen werden.</p>
        <button type="button" className="p-button p-button-outlined" onClick={() => void refetch()}>
          Erneut versuchen
        </button>
      </div>
    )
  }
  const shown = columns.filter((c) => !c.optional || state.visible.includes(c.field))
  // Until the first answer the skeleton stays, so the table appears once, already filled.
  if (!data) {
    void loadView()
    return <TableSkeleton columns={shown} />
  }
  return (
    <Suspense fallback={<TableSkeleton columns={shown} />}>
      <ApplicantTableView
        columns={columns}
        state={state}
        onChange={change}
        data={data}
        emptyMessage={emptyMessage}
        extraColumns={extraColumns}
      />
    </Suspense>
  )
}

/** Stands in for the table while its code loads: the same frame, headers and grey rows. */
function TableSkeleton({ columns }: { columns: ColumnDef[] }) {
  return (
    <div className="applicant-table table-skeleton" aria-busy="true">
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
