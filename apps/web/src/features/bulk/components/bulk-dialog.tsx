import {
  BULK_ACTION_LABELS,
  BULK_TEXTS,
  type BulkAction,
  type BulkActionName,
  type BulkSelection,
  EXPORT_FORMATS,
  type ExportFormat,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { templatesQuery } from '../../templates/index.ts'
import { useBulkJob, useBulkMailPreview, useStartBulkJob } from '../api/bulk.ts'
import { BulkProgress } from './bulk-progress.tsx'

export interface BulkDialogProps {
  action: BulkActionName
  selection: BulkSelection
  count: number
  countText: string
  statuses: Record<string, string>
  jobs: Record<string, string>
  /** `ended`: the action ran to its end (the selection is used up). */
  onClose: (ended: boolean) => void
}

const options = (catalogue: Record<string, string>) =>
  Object.entries(catalogue).map(([value, label]) => ({ value, label }))

/** The template picker with who the mail would skip, asked of the server by the mailing's own rules. */
function MailChoice({
  selection,
  templateId,
  onTemplate,
}: {
  selection: BulkSelection
  templateId: number | null
  onTemplate: (id: number) => void
}) {
  const { data: templates = [], isPending } = useQuery(templatesQuery)
  const preview = useBulkMailPreview()
  const choose = (id: number) => {
    onTemplate(id)
    preview.mutate({ selection, template_id: id })
  }
  const result = preview.data
  return (
    <>
      <div className="form-field">
        <label htmlFor="bulk-template">{BULK_TEXTS.templateLabel}</label>
        <Dropdown
          inputId="bulk-template"
          value={templateId}
          options={templates.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(e) => choose(e.value as number)}
          placeholder={isPending ? 'Vorlagen werden geladen …' : 'Vorlage wählen'}
          filter
        />
      </div>
      {preview.isPending ? <p className="muted">{BULK_TEXTS.previewChecking}</p> : null}
      {result ? (
        <div className="bulk-preview" role="status">
          <p>{BULK_TEXTS.previewAllSendable(result.sendable + Math.max(0, result.total - result.checked))}</p>
          {result.skipped.length > 0 ? (
            <>
              <p>{BULK_TEXTS.previewSkipped(result.skipped.length)}</p>
              <ul className="bulk-problems">
                {result.skipped.map((s) => (
                  <li key={s.applicant_id}>
                    <span>{s.name ?? `#${s.applicant_id}`}</span> – {s.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {result.checked < result.total ? (
            <p className="muted">{BULK_TEXTS.previewPartial(result.checked)}</p>
          ) : null}
        </div>
      ) : null}
      {preview.error ? (
        <p className="form-field__error" role="alert">
          {preview.error instanceof ApiError
            ? preview.error.message
            : 'Die Vorschau konnte nicht geladen werden.'}
        </p>
      ) : null}
    </>
  )
}

/**
 * One bulk action: its choice (status, job, template with the preview of who is skipped, or the
 * confirmation), then its progress with „Abbrechen“, then the summary and what was left out.
 */
export default function BulkDialog(props: BulkDialogProps) {
  const { action, selection, count, countText } = props
  const [status, setStatus] = useState<string | null>(null)
  const [job, setJob] = useState<string | null>(null)
  const [templateId, setTemplateId] = useState<number | null>(null)
  const [format, setFormat] = useState<ExportFormat>('xlsx')
  const [error, setError] = useState<string | null>(null)
  const start = useStartBulkJob()
  const [jobId, setJobId] = useState<number | null>(null)
  const { data: running } = useBulkJob(jobId)
  const current = running ?? start.data
  const ended = current !== undefined && current.state !== 'running'

  const chosen: BulkAction | null =
    action === 'status'
      ? status
        ? { action, status }
        : null
      : action === 'assign_job'
        ? job
          ? { action, job }
          : null
        : action === 'mail'
          ? templateId
            ? { action, template_id: templateId }
            : null
          : action === 'export'
            ? { action, format }
            : { action }

  const submit = async () => {
    if (!chosen || start.isPending) return
    setError(null)
    try {
      const started = await start.mutateAsync({ selection, action: chosen })
      setJobId(started.id)
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : BULK_TEXTS.failedToStart)
    }
  }

  const close = () => props.onClose(ended)
  const footer = current ? (
    ended ? (
      <div className="form-actions">
        <Button type="button" label={BULK_TEXTS.close} onClick={close} autoFocus />
      </div>
    ) : null
  ) : (
    <div className="form-actions">
      <Button type="button" label={BULK_TEXTS.cancel} text onClick={close} />
      <Button
        type="button"
        label={action === 'trash' ? BULK_ACTION_LABELS.trash : BULK_TEXTS.start}
        icon={action === 'trash' ? 'pi pi-trash' : 'pi pi-check'}
        severity={action === 'trash' ? 'danger' : undefined}
        disabled={!chosen}
        loading={start.isPending}
        onClick={() => void submit()}
      />
    </div>
  )

  return (
    <Dialog
      header={BULK_ACTION_LABELS[action]}
      visible
      onHide={close}
      footer={footer}
      style={{ width: 'min(560px, 95vw)' }}
      className="bulk-dialog"
    >
      {current ? (
        <BulkProgress job={current} />
      ) : (
        <>
          <p>
            {action === 'trash'
              ? BULK_TEXTS.trashConfirm(count, countText)
              : BULK_TEXTS.confirm(count, countText)}
          </p>
          {action === 'status' ? (
            <div className="form-field">
              <label htmlFor="bulk-status">{BULK_TEXTS.statusLabel}</label>
              <Dropdown
                inputId="bulk-status"
                value={status}
                options={options(props.statuses)}
                onChange={(e) => setStatus(e.value as string)}
                placeholder="Status wählen"
              />
            </div>
          ) : null}
          {action === 'assign_job' ? (
            <div className="form-field">
              <label htmlFor="bulk-job">{BULK_TEXTS.jobLabel}</label>
              <Dropdown
                inputId="bulk-job"
                value={job}
                options={options(props.jobs)}
                onChange={(e) => setJob(e.value as string)}
                placeholder="Stelle wählen"
                filter
                emptyMessage="Noch keine Stellen angelegt"
              />
            </div>
          ) : null}
          {action === 'export' ? (
            <div className="form-field">
              <label htmlFor="bulk-format">{BULK_TEXTS.formatLabel}</label>
              <Dropdown
                inputId="bulk-format"
                value={format}
                options={EXPORT_FORMATS.map((value) => ({ value, label: BULK_TEXTS.formats[value] }))}
                onChange={(e) => setFormat(e.value as ExportFormat)}
              />
            </div>
          ) : null}
          {action === 'mail' ? (
            <MailChoice selection={selection} templateId={templateId} onTemplate={setTemplateId} />
          ) : null}
          {error ? (
            <p className="form-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  )
}
