import './applicants.css'
import {
  APPLICANT_TOASTS,
  type Applicant,
  HISTORY_ACTIONS,
  type HistoryEntry,
  MERGE_HISTORY_FIELDS,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Dropdown } from 'primereact/dropdown'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { failureText } from '../../../lib/failure-text.ts'
import { formatDate, formatDateTime } from '../../../lib/format.ts'
import {
  answersQuery,
  applicantKeys,
  historyQuery,
  useApplicantDetail,
  useUpdateApplicant,
} from '../api/applicants.ts'
import { PrivacyCard } from './privacy-card.tsx'

function changeText(
  change: HistoryEntry['changes'][number],
  catalogue: Record<string, Record<string, string>>,
) {
  const show = (v: unknown) => {
    if (v === null || v === undefined || v === '') return '–'
    if (Array.isArray(v))
      return v.map((x) => catalogue[change.field]?.[String(x)] ?? String(x)).join(', ') || '–'
    if (typeof v === 'boolean') return v ? 'ja' : 'nein'
    // Dates of the profile are kept as YYYY-MM-DD and shown the German way.
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v)
    return catalogue[change.field]?.[String(v)] ?? String(v)
  }
  // What a merge moved over is a summary, not a value that changed.
  if (change.field === MERGE_HISTORY_FIELDS.records) return `${change.label}: ${show(change.new)}`
  return `${change.label}: ${show(change.old)} → ${show(change.new)}`
}

/**
 * /bewerber/{id}/status: the interviews card, status change and the history timeline, newest first.
 * The interviews card belongs to the interviews feature, which itself needs applicants: the app
 * passes it in (app/applicant-status-page.tsx), so neither feature imports the other both ways.
 */
export default function StatusPage({
  interviews,
}: {
  interviews: (applicant: Applicant, canEdit: boolean) => ReactNode
}) {
  const id = Number(useParams().userid)
  const toast = useToast()
  const { data: detail } = useApplicantDetail(id, true)
  const { data: history, isPending } = useQuery(historyQuery(id))
  const { data: catalogue = {} } = useQuery(answersQuery)
  const update = useUpdateApplicant(id)
  const queryClient = useQueryClient()
  if (!detail || isPending) return <FullPageLoader />
  const canEdit = detail.permissions.includes('edit')

  const changeStatus = async (status: string) => {
    if (update.isPending) return
    try {
      await update.mutateAsync({ status, expected_status: String(detail.applicant.status) })
      toast({ severity: 'success', summary: APPLICANT_TOASTS.updateSuccess })
    } catch (caught) {
      // Someone else changed the status meanwhile: show theirs, as the message says.
      if (caught instanceof ApiError && caught.status === 409)
        void queryClient.invalidateQueries({ queryKey: applicantKeys.all })
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, APPLICANT_TOASTS.updateError),
      })
    }
  }

  return (
    <div className="status-page">
      {interviews(detail.applicant, canEdit)}
      <section className="card">
        <h2>Status</h2>
        <div className="form-field">
          <label htmlFor="status-select">Aktueller Status</label>
          <Dropdown
            inputId="status-select"
            value={detail.applicant.status}
            options={Object.entries(catalogue.status ?? {}).map(([value, label]) => ({ value, label }))}
            onChange={(e) => void changeStatus(String(e.value))}
            disabled={!canEdit || update.isPending}
          />
        </div>
      </section>
      <section className="card">
        <h2>Verlauf</h2>
        {history && history.length > 0 ? (
          <ol className="timeline">
            {history.map((entry) => (
              <li key={entry.id} className="timeline__item">
                <div className="timeline__head">
                  <strong>
                    {HISTORY_ACTIONS[entry.action as keyof typeof HISTORY_ACTIONS] ?? entry.action}
                  </strong>
                  <span className="muted">
                    {entry.user?.name ?? 'System'} · {formatDateTime(entry.created_at)}
                  </span>
                </div>
                {entry.changes.length > 0 ? (
                  <ul className="timeline__changes">
                    {entry.changes.map((c) => (
                      <li key={c.field}>{changeText(c, catalogue)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">Noch keine Einträge.</p>
        )}
      </section>
      <PrivacyCard
        id={id}
        name={`${String(detail.applicant.first_name)} ${String(detail.applicant.last_name)}`}
        canExport={canEdit}
      />
    </div>
  )
}
