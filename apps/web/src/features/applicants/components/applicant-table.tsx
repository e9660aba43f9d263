import { type BulkListSelection, LIST_COUNT_CAP } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import type { DataTableFilterMeta } from 'primereact/datatable'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { preloadable, useLoaded } from '../../../lib/preloadable.tsx'
import { useSettings } from '../../../lib/ui-state.ts'
import { BulkBar, useBulkSelection } from '../../bulk/index.ts'
import { answersQuery, useApplicantList } from '../api/applicants.ts'
import { hasFilters, type ListView, serverFilters } from '../api/list-url.ts'
import { applicantColumns, type ColumnDef } from './applicant-columns.tsx'
import { TableSkeleton } from './applicant-table-skeleton.tsx'
import { storeColumns, storedColumns } from './list-address.ts'
import { DEFAULT_SORT, defaultView, type ListBase, listParams } from './list-request.ts'
import { rulesFromTable, tableFilters } from './table-filters.ts'
import { useListView } from './use-list-view.ts'

/**
 * The table with its paginator loads while the list request runs, so the page frame shows at once
 * and neither waits for the other; its filter menus load when one first opens.
 */
const ApplicantTableView = preloadable(() => import('./applicant-table-view.tsx'))
// A list module is loaded to show a list: the table follows at once, while its data is asked for.
ApplicantTableView.preload().catch(() => undefined)

/** Resolves when the table's code is there for this module's first render (list-prefetch.ts). */
export const preloadTableView = () => ApplicantTableView.preload()

const NONE: never[] = []

export interface ApplicantTableProps {
  base: ListBase
  /** What to do next when the list is empty without filters. */
  emptyMessage: ReactNode
  /** The remembered sort is kept apart for lists whose columns differ (the trash). */
  sortKey?: string
  extraColumns?: ColumnDef[]
  /** Columns of the usual set that this list leaves out. Both lists: stable references. */
  omitColumns?: string[]
  defaultSort?: ListView['sort']
}

/**
 * Every applicant list: its view (page, rows, sort, filter rules) in the address, the chosen
 * columns, and the polled server request; the table itself is applicant-table-view.tsx.
 */
export function ApplicantTable({
  base,
  emptyMessage,
  sortKey = 'bb.applicant-sort',
  extraColumns = NONE,
  omitColumns = NONE,
  defaultSort = DEFAULT_SORT,
}: ApplicantTableProps) {
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const columns = useMemo(
    () => [
      ...applicantColumns(settings, catalogue).filter((c) => !omitColumns.includes(c.field)),
      ...extraColumns,
    ],
    [settings, catalogue, omitColumns, extraColumns],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object only when the default changes
  const defaults = useMemo(() => defaultView(defaultSort), [defaultSort.field, defaultSort.order])
  const { view, update } = useListView(sortKey, columns, defaults)
  const onTerm = useCallback((term: string) => update({ term, page: 1 }), [update])
  const [chosen, setChosen] = useState(storedColumns)
  // A saved view's address names its columns; the chooser then changes the address too.
  const visible = view.columns ?? chosen
  const filterKey = serverFilters(view.filters)
  // One object per filter address: a new one would reset a filter menu the person is typing in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for view.filters
  const filters = useMemo(() => tableFilters(view.filters, columns), [filterKey, columns])

  const { data, isError, isPlaceholderData, refetch } = useApplicantList(listParams(base, view))
  const { data: me } = useCurrentUser()
  // Bulk actions select by the list's own filter: what the list counts is what they act on.
  const bulkQuery = useMemo<BulkListSelection>(
    () => ({
      ...(base.status ? { status: base.status } : {}),
      ...(base.profession_group ? { profession_group: base.profession_group } : {}),
      ...(base.endpoint === '/api/followed-applicants' ? { followed: true } : {}),
      ...(base.endpoint === '/api/qualified-applicants' ? { qualified: true } : {}),
      ...(filterKey ? { filters: filterKey } : {}),
      ...(view.term ? { q: view.term } : {}),
    }),
    [base.status, base.profession_group, base.endpoint, filterKey, view.term],
  )
  const selection = useBulkSelection(JSON.stringify(bulkQuery), bulkQuery)
  // The trash has nothing to do in bulk (restoring is one by one).
  const selectable = !base.deleted
  const code = useLoaded(ApplicantTableView)
  // An address beyond the last page (an old link, a shrunk list) shows the last page there is.
  useEffect(() => {
    if (!data || isPlaceholderData || view.page === 1 || data.data.length > 0) return
    const last = Math.max(1, Math.ceil((data.total ?? 0) / view.rows))
    if (last < view.page) update({ page: last }, { replace: true })
  }, [data, isPlaceholderData, view.page, view.rows, update])

  if (isError || code === 'failed') {
    return (
      <div className="empty-state" role="alert">
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        <p>Die Liste konnte nicht geladen werden.</p>
        <button
          type="button"
          className="p-button p-button-outlined"
          onClick={() => (code === 'failed' ? window.location.reload() : void refetch())}
        >
          Erneut versuchen
        </button>
      </div>
    )
  }
  // The column sorted or filtered by is always shown, so the rows on screen have their visible reason.
  const shown = columns.filter(
    (c) => !c.optional || visible.includes(c.field) || c.field === view.sort.field || c.field in view.filters,
  )
  // Until the first answer and the table's code are both there the skeleton stays, so the table
  // appears once, already filled, and nothing suspends on the way (see useLoaded).
  if (!data || code !== 'ready') return <TableSkeleton columns={shown} />
  return (
    <ApplicantTableView
      columns={columns}
      shown={shown}
      visible={visible}
      onVisible={(fields) => {
        storeColumns(fields)
        setChosen(fields)
        if (view.columns) update({ columns: fields })
      }}
      view={view}
      filters={filters}
      filtered={hasFilters(view.filters) || view.term !== ''}
      onPage={(page, rows) => update({ page, rows })}
      onSort={(sort) => update({ sort, page: 1 })}
      onFilter={(meta: DataTableFilterMeta) => update({ filters: rulesFromTable(meta, columns), page: 1 })}
      onResetFilters={() => update({ filters: {}, term: '', page: 1 })}
      onTerm={onTerm}
      data={data}
      emptyMessage={emptyMessage}
      selection={selectable ? selection : undefined}
      footer={
        selectable ? (
          <BulkBar
            selection={selection}
            pageIds={data.data.map((a) => a.id)}
            total={data.total ?? 0}
            capped={(data.total ?? 0) >= LIST_COUNT_CAP}
            statuses={catalogue.status ?? {}}
            jobs={catalogue.job ?? {}}
            canWrite={isRecruiterUser(me)}
          />
        ) : null
      }
    />
  )
}
