import { type Applicant, type ApplicantList, FILTER_LABELS, LIST_COUNT_CAP } from '@bb/shared'
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column'
import { DataTable, type DataTableStateEvent } from 'primereact/datatable'
import { lazy, type ReactNode, Suspense } from 'react'
import { useNavigate } from 'react-router'
import { formatNumber } from '../../../lib/format.ts'
import type { ColumnDef } from './applicant-columns.tsx'
import type { TableState } from './applicant-table.tsx'

const TEXT_MODES = ['startsWith', 'contains', 'notContains', 'endsWith', 'equals', 'notEquals'] as const
const DATE_MODES = ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'] as const
const ColumnChooser = lazy(() => import('./column-chooser.tsx'))
const DateFilter = lazy(() => import('./date-filter.tsx'))

export interface ApplicantTableViewProps {
  columns: ColumnDef[]
  state: TableState
  onChange: (next: Partial<TableState>) => void
  /** The first answer is there (ApplicantTable shows a skeleton until then). */
  data: ApplicantList
  emptyMessage: ReactNode
  extraColumns: ReactNode[]
}

/**
 * One lazy PrimeReact DataTable for every applicant list: server-side paging, sorting and the
 * German filter menus; row click (or Enter) opens the applicant. The state lives in ApplicantTable.
 */
export default function ApplicantTableView({
  columns,
  state,
  onChange,
  data,
  emptyMessage,
  extraColumns,
}: ApplicantTableViewProps) {
  const navigate = useNavigate()
  const optional = columns.filter((c) => c.optional)
  const { page, sort, filters, visible } = state
  const total = data.total ?? 0

  const dateFilter = (options: ColumnFilterElementTemplateOptions) => (
    <Suspense fallback={<span className="muted">Lädt …</span>}>
      <DateFilter
        value={options.value as Date | null}
        onChange={(value) => options.filterCallback(value, options.index)}
      />
    </Suspense>
  )

  const header = (
    <div className="table-header">
      <span className="table-header__count" aria-live="polite">
        {`${formatNumber(total)}${total >= LIST_COUNT_CAP ? '+' : ''} Bewerber:innen`}
      </span>
      <Suspense fallback={<span className="table-header__columns" />}>
        <ColumnChooser
          value={visible}
          options={optional.map((c) => ({ label: c.header, value: c.field }))}
          onChange={(fields) => onChange({ visible: fields })}
        />
      </Suspense>
    </div>
  )

  return (
    <DataTable
      value={data.data as Applicant[]}
      lazy
      dataKey="id"
      header={header}
      paginator={total > 0}
      first={page.first}
      rows={page.rows}
      totalRecords={total}
      rowsPerPageOptions={[25, 50, 100, 200]}
      onPage={(e: DataTableStateEvent) => onChange({ page: { first: e.first, rows: e.rows } })}
      sortField={sort.field}
      sortOrder={sort.order}
      onSort={(e: DataTableStateEvent) =>
        onChange({ sort: { field: e.sortField, order: e.sortOrder === 1 ? 1 : -1 } })
      }
      filters={filters}
      filterDisplay="menu"
      onFilter={(e: DataTableStateEvent) => onChange({ filters: e.filters, page: { ...page, first: 0 } })}
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
