import './applicants.css'
import { APPLICANT_TOASTS, type Applicant, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { useToast } from '../../../components/toast.tsx'
import { formatDate } from '../../../lib/format.ts'
import { useRestoreApplicant } from '../api/applicants.ts'
import type { ColumnDef } from './applicant-columns.tsx'

function RestoreButton({ row }: { row: Applicant }) {
  const toast = useToast()
  const restoreApplicant = useRestoreApplicant()
  const restore = async () => {
    try {
      await restoreApplicant.mutateAsync(row.id)
      toast({ severity: 'success', summary: TOAST_TITLES.success, detail: APPLICANT_TOASTS.restoreSuccess })
    } catch {
      toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.restoreError })
    }
  }
  return (
    <Button
      label="Wiederherstellen"
      icon="pi pi-undo"
      size="small"
      outlined
      onClick={(e) => {
        e.stopPropagation()
        void restore()
      }}
    />
  )
}

/**
 * The trash is about who deleted, when, and until when it can come back: one column says all
 * three, and rating and the dates of the live record make room for it, so the row's action fits
 * at 1440 px without sideways scrolling.
 */
export const TRASH_OMITS = ['average_rating', 'created_at', 'updated_at']
export { TRASH_SORT } from './list-request.ts'
export const TRASH_COLUMNS: ColumnDef[] = [
  {
    field: 'deleted_at',
    header: 'Gelöscht',
    kind: 'date',
    align: 'left',
    sortable: true,
    body: (row) => (
      <span className="trash-cell">
        <span>
          am {formatDate(row.deleted_at)}
          {row.deleted_by ? ` von ${row.deleted_by.name}` : ''}
        </span>
        <span className="muted">wird endgültig gelöscht am {formatDate(row.purge_at)}</span>
      </span>
    ),
  },
]
export const RESTORE_COLUMN: ColumnDef = {
  field: 'restore',
  header: 'Aktion',
  kind: 'text',
  frozen: true,
  body: (row) => <RestoreButton row={row} />,
}
