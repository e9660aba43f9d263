import { type Applicant, FILTER_LABELS } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { FilterMatchMode, FilterOperator } from 'primereact/api'
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column'
import { DataTable, type DataTableFilterMeta, type DataTableStateEvent } from 'primereact/datatable'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { useSettings } from '../../shell/api/ui-state.ts'
import { answersQuery, type ListParams, useApplicantList } from '../api/applicants.ts'
import { applicantColumns } from './applicant-columns.tsx'

const TEXT_MODES = ['startsWith', 'contains', 'notContains', 'endsWith', 'equals', 'notEquals'] as const
const DATE_MODES = ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'] as const
const COLUMNS_KEY = 'bb.applicant-columns'
const ColumnChooser = lazy(() => import('./column-chooser.tsx'))
const DateFilter = lazy(() => import('./date-filter.tsx'))

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

/**
 * One lazy PrimeReact DataTable for every applicant list: server-side paging, sorting and the
 * German filter menus; row click (or Enter) opens the applicant; polled every 10 s.
 */
export function ApplicantTable({ base, emptyMessage, extraColumns = [], defaultSort }: ApplicantTableProps) {
  const navigate = useNavigate()
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const columns = useMemo(() => applicantColumns(settings, catalogue), [settings, catalogue])
  const optional = columns.filter((c) => c.optional)
  const [visible, setVisible] = useState<string[]>(() => storedColumns() ?? [])
  const [filters, setFilters] = useState<DataTableFilterMeta>(() =>
    initialFilters(columns.filter((c) => c.filterable)),
  )
  const [page, setPage] = useState({ first: 0, rows: 50 })
  const [sort, setSort] = useState<{ field: string; order: 1 | -1 }>({
    field: defaultSort?.field ?? 'updated_at',
    order: defaultSort?.order === 'asc' ? 1 : -1,
  })

  const params: ListParams = {
    ...base,
    page: Math.floor(page.first / page.rows) + 1,
    per_page: page.rows,
    sort: sort.field,
    order: sort.order === 1 ? 'asc' : 'desc',
    filters: serverFilters(filters),
  }
  const { data, isPending, isError, refetch } = useApplicantList(params)

  const chooseColumns = (fields: string[]) => {
    setVisible(fields)
    localStorage.setItem(COLUMNS_KEY, JSON.stringify(fields))
  }

  const dateFilter = (options: ColumnFilterElementTemplateOptions) => (
    <Suspense fallback={<span className="muted">Lädt …</span>}>
      <DateFilter
        value={options.value as Date | null}
        onChange={(value) => options.filterCallback(value, options.index)}
      />
    </Suspense>
  )

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

  const header = (
    <div className="table-header">
      <span className="table-header__count" aria-live="polite">
        {data
          ? `${new Intl.NumberFormat('de-DE').format(data.total ?? 0)}${(data.total ?? 0) >= 10_000 ? '+' : ''} Bewerber:innen`
          : ' '}
      </span>
      <Suspense fallback={<span className="table-header__columns" />}>
        <ColumnChooser
          value={visible}
          options={optional.map((c) => ({ label: c.header, value: c.field }))}
          onChange={chooseColumns}
        />
      </Suspense>
    </div>
  )

  return (
    <DataTable
      value={(data?.data ?? []) as Applicant[]}
      lazy
      dataKey="id"
      header={header}
      loading={isPending}
      paginator
      first={page.first}
      rows={page.rows}
      totalRecords={data?.total ?? 0}
      rowsPerPageOptions={[25, 50, 100, 200]}
      onPage={(e: DataTableStateEvent) => setPage({ first: e.first, rows: e.rows })}
      sortField={sort.field}
      sortOrder={sort.order}
      onSort={(e: DataTableStateEvent) => setSort({ field: e.sortField, order: e.sortOrder === 1 ? 1 : -1 })}
      filters={filters}
      filterDisplay="menu"
      onFilter={(e: DataTableStateEvent) => {
        setFilters(e.filters)
        setPage((p) => ({ ...p, first: 0 }))
      }}
      onRowClick={(e) => navigate(`/bewerber/${(e.data as Applicant).id}`)}
      selectionMode="single"
      metaKeySelection={false}
      onSelectionChange={(e) => e.value && navigate(`/bewerber/${(e.value as Applicant).id}`)}
      rowClassName={() => 'clickable-row'}
      emptyMessage={emptyMessage}
      stripedRows
      size="small"
      scrollable
      className="applicant-table"
      paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
      currentPageReportTemplate="{first}–{last} von {totalRecords}"
    >
      {columns
        .filter((c) => !c.optional || visible.includes(c.field))
        .map((c) => (
          <Column
            key={c.field}
            field={c.field}
            header={c.header}
            sortable={c.sortable}
            filter={c.filterable}
            dataType={c.kind === 'date' ? 'date' : 'text'}
            filterMatchModeOptions={
              c.filterable
                ? (c.kind === 'date' ? DATE_MODES : TEXT_MODES).map((value) => ({
                    label: FILTER_LABELS[value],
                    value,
                  }))
                : undefined
            }
            filterElement={c.kind === 'date' ? dateFilter : undefined}
            showFilterMenuOptions
            body={c.body}
            className={c.kind === 'date' || c.kind === 'number' ? 'cell-right' : undefined}
          />
        ))}
      {extraColumns}
    </DataTable>
  )
}
