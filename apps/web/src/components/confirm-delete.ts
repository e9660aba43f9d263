import { confirmDialog } from 'primereact/confirmdialog'
import { overlaysReady } from './overlays-ready.ts'

/** The one confirmation before anything is deleted: "Abbrechen" has the focus. */
export function confirmDelete({
  header,
  message,
  accept,
}: {
  header: string
  message: string
  accept: () => unknown
}) {
  void overlaysReady.then(() =>
    confirmDialog({
      header,
      message,
      icon: 'pi pi-trash',
      acceptLabel: 'Löschen',
      rejectLabel: 'Abbrechen',
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => void accept(),
    }),
  )
}
