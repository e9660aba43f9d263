import { ProgressSpinner } from 'primereact/progressspinner'

export function FullPageLoader() {
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" />
      <span className="sr-only">Wird geladen …</span>
    </div>
  )
}
