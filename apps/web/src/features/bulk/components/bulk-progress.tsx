import { BULK_TEXTS, type BulkJob } from '@bb/shared'
import { Button } from 'primereact/button'
import { ProgressBar } from 'primereact/progressbar'
import { API_BASE_URL } from '../../../lib/api-base-url.ts'
import { useCancelBulkJob } from '../api/bulk.ts'

/** A bulk action under way (a progress bar and „Abbrechen“) or ended (its summary and what was left out). */
export function BulkProgress({ job }: { job: BulkJob }) {
  const cancel = useCancelBulkJob()
  const handled = job.done + job.skipped + job.failed
  const percent = job.total > 0 ? Math.round((handled / job.total) * 100) : 100
  if (job.state === 'running')
    return (
      <div className="bulk-progress">
        <ProgressBar value={percent} aria-label={job.label} />
        <p aria-live="polite">{BULK_TEXTS.progress(handled, job.total)}</p>
        <p className="muted">{BULK_TEXTS.backgroundHint}</p>
        <Button
          type="button"
          label={job.cancel_requested || cancel.isPending ? BULK_TEXTS.cancelling : BULK_TEXTS.cancel}
          icon="pi pi-times"
          severity="secondary"
          outlined
          disabled={job.cancel_requested || cancel.isPending}
          onClick={() => cancel.mutate(job.id)}
        />
      </div>
    )
  return (
    <div className="bulk-progress">
      <ProgressBar value={100} aria-label={job.label} />
      <p className="bulk-summary" role="status">
        {job.summary}
      </p>
      {job.file_name ? (
        <a
          className="p-button p-component bulk-download"
          href={`${API_BASE_URL}/api/bulk-jobs/${job.id}/file`}
          download={job.file_name}
        >
          <i className="pi pi-download" aria-hidden="true" /> {BULK_TEXTS.download}
        </a>
      ) : null}
      {job.problems.length > 0 ? (
        <>
          <h3 className="bulk-problems__title">{BULK_TEXTS.problemsHeading}</h3>
          <ul className="bulk-problems">
            {job.problems.map((p) => (
              <li key={p.applicant_id}>
                {p.name ? (
                  <a href={`/bewerber/${p.applicant_id}`}>{p.name}</a>
                ) : (
                  <span>#{p.applicant_id}</span>
                )}{' '}
                – {p.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
