import './bulk.css'
import { BULK_ACTION_LABELS, BULK_TEXTS, type BulkActionName } from '@bb/shared'
import { Button } from 'primereact/button'
import { lazy, Suspense, useState } from 'react'
import type { BulkSelectionApi } from './use-bulk-selection.ts'

const BulkDialog = lazy(() => import('./bulk-dialog.tsx'))

export interface BulkBarProps {
  selection: BulkSelectionApi
  /** The ids of the rows on this page; without them (the board) no „Alle N Treffer“ is offered. */
  pageIds?: number[]
  /** How many hits the list (or the part chosen as a whole) counts; `capped` when it stopped counting. */
  total: number
  capped: boolean
  /** What the bar says while a part is chosen as a whole („Alle 12 in „Neu“ ausgewählt“). */
  allSelectedText?: string
  statuses: Record<string, string>
  jobs: Record<string, string>
  /** Recruiters and admins; viewers may only follow. */
  canWrite: boolean
}

const ICONS: Record<BulkActionName, string> = {
  status: 'pi pi-tag',
  follow: 'pi pi-eye',
  unfollow: 'pi pi-eye-slash',
  assign_job: 'pi pi-briefcase',
  mail: 'pi pi-envelope',
  export: 'pi pi-download',
  trash: 'pi pi-trash',
}
const WRITER_ACTIONS: BulkActionName[] = ['status', 'assign_job', 'mail', 'export']

/**
 * The bar under a list while rows are ticked: how many, „Alle N Treffer auswählen“ once the whole
 * page is ticked, and the actions, each opening its dialog.
 */
export function BulkBar({ selection, pageIds = [], statuses, jobs, canWrite, ...counted }: BulkBarProps) {
  const [action, setAction] = useState<BulkActionName | null>(null)
  // What the person chose to act on stays as it was while the action's dialog is open: the job's
  // own changes refresh the list (a column moved away counts 0), not what was chosen.
  const [chosen, setChosen] = useState(counted)
  const { total, capped, allSelectedText } = action === null ? counted : chosen
  const open = (name: BulkActionName) => {
    setChosen(counted)
    setAction(name)
  }
  const { model } = selection
  const count = model.all ? total : model.ids.size
  if (count === 0 && action === null) return null
  const totalText = capped ? `${total.toLocaleString('de-DE')}+` : total.toLocaleString('de-DE')
  const wholePage = !model.all && pageIds.length > 0 && pageIds.every((id) => model.ids.has(id))
  const actions: BulkActionName[] = canWrite
    ? [...WRITER_ACTIONS, 'follow', 'unfollow', 'trash']
    : ['follow', 'unfollow']

  return (
    <section className="bulk-bar" aria-label={BULK_TEXTS.barLabel}>
      <div className="bulk-bar__selection">
        <strong aria-live="polite">
          {model.all
            ? (allSelectedText ?? BULK_TEXTS.allSelected(totalText))
            : BULK_TEXTS.pageSelected(count)}
        </strong>
        {wholePage && total > pageIds.length ? (
          <Button
            type="button"
            link
            size="small"
            label={BULK_TEXTS.selectAll(totalText)}
            onClick={() => selection.selectAll()}
          />
        ) : null}
        <Button type="button" text size="small" label={BULK_TEXTS.clearSelection} onClick={selection.clear} />
      </div>
      <div className="bulk-bar__actions">
        {actions.map((name) => (
          <Button
            key={name}
            type="button"
            size="small"
            outlined={name !== 'status'}
            severity={name === 'trash' ? 'danger' : undefined}
            icon={ICONS[name]}
            label={BULK_ACTION_LABELS[name]}
            onClick={() => open(name)}
          />
        ))}
      </div>
      {action && selection.selection ? (
        <Suspense fallback={null}>
          <BulkDialog
            action={action}
            selection={selection.selection}
            count={count}
            countText={model.all ? totalText : count.toLocaleString('de-DE')}
            statuses={statuses}
            jobs={jobs}
            onClose={(ended) => {
              setAction(null)
              if (ended) selection.clear()
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
