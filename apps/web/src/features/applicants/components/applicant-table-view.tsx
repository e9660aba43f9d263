// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the rows are cards (another CSS display), which costs a table its implicit roles in some browsers; the explicit ones keep rows, headers and cells
// biome-ignore-all lint/a11y/useSemanticElements: the same, for the column headers
import './applicants.css'
import { type Applicant, type ApplicantList, BULK_TEXTS, LIST_COUNT_CAP } from '@bb/shared'
import { ariaLabel } from 'primereact/api'
import { Button } from 'primereact/button'
import type { DataTableFilterMeta, DataTableOperatorFilterMetaData } from 'primereact/datatable'
import { FilterIcon } from 'primereact/icons/filter'
import { SortAltIcon } from 'primereact/icons/sortalt'
import { SortAmountDownIcon } from 'primereact/icons/sortamountdown'
import { SortAmountUpAltIcon } from 'primereact/icons/sortamountupalt'
import { Paginator } from 'primereact/paginator'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { countLabel, formatNumber } from '../../../lib/format.ts'
import { preloadable } from '../../../lib/preloadable.tsx'
import { BulkCheckbox, type BulkSelectionApi } from '../../bulk/index.ts'
import type { ListView } from '../api/list-url.ts'
import type { ColumnDef } from './applicant-columns.tsx'
import { ListSearchField } from './list-search-field.tsx'

/**
 * The column chooser is in the table's header: loaded with the table, so the first rows never wait
 * for it (a lazy part that suspends there would hold the whole table back; see lib/preloadable.tsx).
 */
const ColumnChooser = preloadable(() => import('./column-chooser.tsx'))
ColumnChooser.preload().catch(() => undefined)
const loadFilterMenu = () => import('./column-filter-menu.tsx')
const ColumnFilterMenu = lazy(loadFilterMenu)

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
  /** The full-text filter changed (ListSearchField). */
  onTerm: (term: string) => void
  /** The first answer is there (ApplicantTable shows a skeleton until then). */
  data: ApplicantList
  emptyMessage: ReactNode
  /** Rows can be ticked for bulk actions (a checkbox column); not in the trash. */
  selection?: BulkSelectionApi | undefined
  /** Below the table (the bar of bulk actions). */
  footer?: ReactNode
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

/** The sort icons of PrimeReact's tables: both ways when not sorted by this column. */
function SortIcon({ order }: { order: 'asc' | 'desc' | undefined }) {
  const Icon = order === 'asc' ? SortAmountUpAltIcon : order === 'desc' ? SortAmountDownIcon : SortAltIcon
  return (
    <span>
      <Icon className="p-sortable-column-icon" />
    </span>
  )
}

/**
 * A column's filter button; its menu (column-filter-menu.tsx) loads when it opens for the first
 * time. The button shows whether a rule is set.
 */
function FilterButton({
  column,
  model,
  onApply,
}: {
  column: ColumnDef
  model: DataTableOperatorFilterMetaData
  onApply: (model: DataTableOperatorFilterMetaData) => void
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const id = `filter-menu${useId().replaceAll(':', '')}`
  const close = useCallback(() => setOpen(false), [])
  const active = model.constraints[0]?.value != null && model.constraints[0].value !== ''
  return (
    <div className="p-column-filter p-fluid p-column-filter-menu">
      <button
        ref={button}
        type="button"
        className={`p-column-filter-menu-button p-link${open ? ' p-column-filter-menu-button-open' : ''}${active ? ' p-column-filter-menu-button-active' : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={String(ariaLabel(open ? 'hideFilterMenu' : 'showFilterMenu', {}))}
        aria-controls={open ? id : undefined}
        onPointerEnter={() => void loadFilterMenu()}
        onFocus={() => void loadFilterMenu()}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' || event.key === 'Tab') setOpen(false)
        }}
      >
        <FilterIcon aria-hidden="true" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ColumnFilterMenu
            column={column}
            model={model}
            anchor={button}
            id={id}
            onApply={onApply}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

const cellClass = (c: ColumnDef) =>
  `col-${c.field}${(c.kind === 'date' || c.kind === 'number') && !c.align ? ' cell-right' : ''}${c.frozen ? ' p-frozen-column' : ''}`
/** The one frozen column is the last: it sticks to the right edge. */
const frozenStyle = { right: 0 } as const

/**
 * Every applicant list's table: server-side paging, sorting by a click (or Enter) on a column
 * header, the German filter menus. Plain table markup with PrimeReact's class names, so the theme
 * styles it as before: PrimeReact's DataTable ran its pass-through machinery for every element of
 * every cell and made the list the slowest thing on the screen. A row opens its applicant by its
 * name link or a click anywhere on it: one history entry. Below 640 px the rows are cards
 * (applicants.css, "Applicant lists").
 */
export default function ApplicantTableView(props: ApplicantTableViewProps) {
  const { columns, shown, visible, view, filters, data } = props
  const navigate = useNavigate()
  const total = data.total ?? 0
  const sorted = columns.find((c) => c.field === view.sort.field)
  const root = useRef<HTMLDivElement>(null)
  const shownPage = `${view.page}/${view.rows}`
  const firstPage = useRef(shownPage)

  // Another page starts at its first row, as a new page of search results does; the first
  // render (a reload, Back) keeps where the browser put it.
  useEffect(() => {
    if (firstPage.current === shownPage) return
    firstPage.current = ''
    const table = root.current
    const wrapper = table?.querySelector('.p-datatable-wrapper')
    if (wrapper) wrapper.scrollTop = 0
    const top = table?.closest('main')?.getBoundingClientRect().top ?? 0
    if (table && table.getBoundingClientRect().top < top) table.scrollIntoView({ block: 'start' })
  }, [shownPage])

  // A new column is sorted A to Z (oldest, lowest first); the sorted one turns round.
  const sortBy = (column: ColumnDef) =>
    props.onSort({
      field: column.field,
      order: view.sort.field === column.field && view.sort.order === 'asc' ? 'desc' : 'asc',
    })

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
      <ListSearchField term={view.term} onTerm={props.onTerm} />
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

  const rows = data.data as Applicant[]
  const { selection } = props
  const pageIds = rows.map((r) => r.id)
  const ticked = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0
  const pageState = ticked === 0 ? false : ticked === pageIds.length ? true : 'mixed'
  const span = shown.length + (selection ? 1 : 0)
  return (
    <div
      ref={root}
      className="applicant-table applicant-list-table p-datatable p-component p-datatable-scrollable p-datatable-responsive-scroll p-datatable-striped p-datatable-sm"
    >
      <div className="p-datatable-header">{header}</div>
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table p-datatable-scrollable-table" role="table">
          <thead className="p-datatable-thead" role="rowgroup">
            <tr role="row">
              {selection ? (
                <th role="columnheader" className="col-select">
                  {rows.length > 0 ? (
                    // The header's checkbox: every row of the page; half-ticked when some are.
                    <BulkCheckbox
                      label={BULK_TEXTS.selectPage}
                      state={pageState}
                      onChange={(on) => selection.setPage(pageIds, on)}
                    />
                  ) : null}
                </th>
              ) : null}
              {shown.map((c) => {
                const order = view.sort.field === c.field ? view.sort.order : undefined
                const model = filters[c.field]
                return (
                  <th
                    key={c.field}
                    role="columnheader"
                    className={`col-${c.field}${c.sortable ? ' p-sortable-column' : ''}${order ? ' p-highlight' : ''}${c.frozen ? ' p-frozen-column' : ''}`}
                    style={c.frozen ? frozenStyle : undefined}
                    tabIndex={c.sortable ? 0 : undefined}
                    aria-sort={
                      c.sortable
                        ? order === 'asc'
                          ? 'ascending'
                          : order === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    onClick={
                      c.sortable
                        ? (event) => {
                            // The filter menu sits in the page's body, yet React passes its clicks up here.
                            const target = event.target as Element
                            if (event.currentTarget.contains(target) && !target.closest('.p-column-filter'))
                              sortBy(c)
                          }
                        : undefined
                    }
                    onKeyDown={
                      c.sortable
                        ? (event) => {
                            if (event.target !== event.currentTarget) return
                            if (event.key === 'Enter' || event.code === 'Space') {
                              event.preventDefault()
                              sortBy(c)
                            }
                          }
                        : undefined
                    }
                  >
                    <div className="p-column-header-content">
                      <span className="p-column-title">{c.header}</span>
                      {c.sortable ? <SortIcon order={order} /> : null}
                      {c.filterable && model && 'constraints' in model ? (
                        <FilterButton
                          column={c}
                          model={model}
                          onApply={(next) => props.onFilter({ ...filters, [c.field]: next })}
                        />
                      ) : null}
                    </div>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody" role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row" className="p-datatable-emptymessage">
                <td role="cell" colSpan={span}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr
                  key={row.id}
                  role="row"
                  className={index % 2 === 1 ? 'p-row-odd clickable-row' : 'clickable-row'}
                  onClick={(event) => {
                    if (!ownClick(event)) navigate(`/bewerber/${row.id}`)
                  }}
                >
                  {selection ? (
                    <td role="cell" className="col-select">
                      <input
                        type="checkbox"
                        className="bulk-check"
                        aria-label={BULK_TEXTS.selectRow(`${row.first_name} ${row.last_name}`.trim())}
                        checked={selection.isSelected(row.id)}
                        onChange={() => selection.toggle(row.id, pageIds)}
                      />
                    </td>
                  ) : null}
                  {shown.map((c) => (
                    <td
                      key={c.field}
                      role="cell"
                      className={cellClass(c)}
                      style={c.frozen ? frozenStyle : undefined}
                      data-label={c.header}
                    >
                      {c.body ? c.body(row) : String((row as Record<string, unknown>)[c.field] ?? '')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total > 0 ? (
        <Paginator
          className="p-paginator-bottom"
          first={(view.page - 1) * view.rows}
          rows={view.rows}
          totalRecords={total}
          rowsPerPageOptions={[25, 50, 100, 200]}
          onPageChange={(e) => props.onPage(Math.floor(e.first / e.rows) + 1, e.rows)}
          template="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate="{first}–{last} von {totalRecords}"
        />
      ) : null}
      {props.footer}
    </div>
  )
}
