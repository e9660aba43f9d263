import './applicants.css'
import { type Applicant, type ApplicantList, FILTER_LABELS, LIST_COUNT_CAP } from '@bb/shared'
import { Button } from 'primereact/button'
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column'
import { DataTable, type DataTableFilterMeta, type DataTableStateEvent } from 'primereact/datatable'
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { countLabel, formatNumber } from '../../../lib/format.ts'
import type { ListView } from '../api/list-url.ts'
import type { ColumnDef } from './applicant-columns.tsx'
import { DATE_MODES, TEXT_MODES } from './table-filters.ts'

const ColumnChooser = lazy(() => import('./column-chooser.tsx'))
const DateFilter = lazy(() => import('./date-filter.tsx'))

export interface ApplicantTableViewProps {
  columns: ColumnDef[]
  shown: ColumnDef[]
  visible: string[]
  onVisible: (fields: string[]) => void
  view: ListView
  filters: DataTableFilterMeta
  filtered: boolean
  onPage: (page: number, rows: number) => void
  onSort: (sort: ListView['sort']) => void
  onFilter: (filters: DataTableFilterMeta) => void
  onResetFilters: () => void
  /** The first answer is there (ApplicantTable shows a skeleton until then). */
  data: ApplicantList
  emptyMessage: ReactNode
}

/** "sortiert nach Geändert, neueste zuerst": the order of the rows in words. */
export function sortLabel(column: ColumnDef | undefined, order: 'asc' | 'desc') {
  if (!column) return ''
  const words =
    column.kind === 'date'
      ? ['älteste zuerst', 'neueste zuerst']
      : column.kind === 'number'
        ? ['niedrigste zuerst', 'höchste zuerst']
        : ['A bis Z', 'Z bis A']
  return `sortiert nach ${column.header}, ${words[order === 'asc' ? 0 : 1]}`
}

/** Clicks on the row's own controls, or the end of a text selection, are not a row click. */
const ownClick = (event: React.MouseEvent) =>
  (event.target as Element).closest('a, button, input, .p-dropdown') !== null ||
  (window.getSelection()?.toString() ?? '') !== '' ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey

/**
 * One lazy PrimeReact DataTable for every applicant list: server-side paging, sorting and the
 * German filter menus. A row opens its applicant by its name link or a click anywhere on it: one
 * history entry. Below 640 px the rows are cards (applicants.css, "Applicant lists").
 */
export default function ApplicantTableView(props: ApplicantTableViewProps) {
  const { columns, shown, visible, view, filters, data } = props
  const navigate = useNavigate()
  const total = data.total ?? 0
  const sorted = columns.find((c) => c.field === view.sort.field)
  const table = useRef<DataTable<Applicant[]>>(null)
  const shownPage = `${view.page}/${view.rows}`
  const firstPage = useRef(shownPage)

  // Another page starts at its first row, as a new page of search results does; the first
  // render (a reload, Back) keeps where the browser put it.
  useEffect(() => {
    if (firstPage.current === shownPage) return
    firstPage.current = ''
    const root = table.current?.getElement()
    const wrapper = root?.querySelector('.p-datatable-wrapper')
    if (wrapper) wrapper.scrollTop = 0
    const top = root?.closest('main')?.getBoundingClientRect().top ?? 0
    if (root && root.getBoundingClientRect().top < top) root.scrollIntoView({ block: 'start' })
  }, [shownPage])

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
      <p className="table-header__count" aria-live="polite">
        <strong>
          {total >= LIST_COUNT_CAP
            ? `${formatNumber(LIST_COUNT_CAP)}+ Bewerber:innen`
            : countLabel(total, 'Bewerber:in', 'Bewerber:innen')}
        </strong>
        <span className="table-header__sort">{sortLabel(sorted, view.sort.order)}</span>
      </p>
      <Suspense fallback={<span className="table-header__columns" />}>
        <ColumnChooser
          value={visible}
          options={columns.filter((c) => c.optional).map((c) => ({ label: c.header, value: c.field }))}
          onChange={props.onVisible}
        />
      </Suspense>
    </div>
  )

  const empty = props.filtered ? (
    <div className="table-empty" role="status">
      <p>Keine Bewerber:innen passen zu diesen Filtern.</p>
      <Button
        type="button"
        label="Filter zurücksetzen"
        icon="pi pi-filter-slash"
        outlined
        size="small"
        onClick={props.onResetFilters}
      />
    </div>
  ) : (
    props.emptyMessage
  )

  return (
    <DataTable
      ref={table}
      value={data.data as Applicant[]}
      lazy
      dataKey="id"
      header={header}
      paginator={total > 0}
      first={(view.page - 1) * view.rows}
      rows={view.rows}
      totalRecords={total}
      rowsPerPageOptions={[25, 50, 100, 200]}
      onPage={(e: DataTableStateEvent) => props.onPage(Math.floor(e.first / e.rows) + 1, e.rows)}
      sortField={view.sort.field}
      sortOrder={view.sort.order === 'asc' ? 1 : -1}
      onSort={(e: DataTableStateEvent) =>
        props.onSort({ field: e.sortField, order: e.sortOrder === -1 ? 'desc' : 'asc' })
      }
      filters={filters}
      filterDisplay="menu"
      onFilter={(e: DataTableStateEvent) => props.onFilter(e.filters)}
      onRowClick={(e) => {
        if (!ownClick(e.originalEvent)) navigate(`/bewerber/${(e.data as Applicant).id}`)
      }}
      rowClassName={() => 'clickable-row'}
      emptyMessage={empty}
      stripedRows
      size="small"
      scrollable
      className="applicant-table applicant-list-table"
      // The scroll box comes from the stylesheet (PrimeReact's own layer), not inline, so on a
      // phone the page can scroll instead and the header strip sticks to it.
      pt={{ wrapper: { style: { overflow: undefined } } }}
      paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
      currentPageReportTemplate="{first}–{last} von {totalRecords}"
    >
      {shown.map((c) => (
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
          frozen={c.frozen}
          alignFrozen="right"
          pt={{ bodyCell: { 'data-label': c.header } as object }}
          className={`col-${c.field}${(c.kind === 'date' || c.kind === 'number') && !c.align ? ' cell-right' : ''}`}
          headerClassName={`col-${c.field}`}
        />
      ))}
    </DataTable>
  )
}
