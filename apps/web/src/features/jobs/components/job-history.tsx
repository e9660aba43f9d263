import { EMPLOYMENT_TYPES, JOB_STATES, type JobHistoryEntry } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { jobHistoryQuery } from '../api/jobs.ts'

const LABELS: Record<string, string> = {
  title: 'Titel',
  profession_group: 'Berufsgruppe',
  location: 'Ort',
  employment_type: 'Anstellungsart',
  start_date: 'Beginn',
  salary_min: 'Gehalt ab',
  salary_max: 'Gehalt bis',
  description: 'Beschreibung',
  requirements: 'Anforderungen',
  contact_user_id: 'Ansprechperson',
  state: 'Status',
}

/** A stored value as a person reads it; long texts are only named as changed. */
function shown(field: string, value: string | null, groups: Record<string, string>): string {
  if (value === null || value === '') return '–'
  if (field === 'profession_group') return groups[value] ?? value
  if (field === 'state') return JOB_STATES[value as keyof typeof JOB_STATES] ?? value
  if (field === 'employment_type') return EMPLOYMENT_TYPES[value as keyof typeof EMPLOYMENT_TYPES] ?? value
  if (field === 'start_date') return formatDate(value)
  if (field === 'salary_min' || field === 'salary_max') return `${formatNumber(Number(value))} €`
  return value.length > 80 ? `${value.slice(0, 80)}…` : value
}

function Change({
  change,
  groups,
}: {
  change: JobHistoryEntry['changes'][number]
  groups: Record<string, string>
}) {
  const label = LABELS[change.field] ?? change.field
  if (change.field === 'description' || change.field === 'requirements' || change.field === 'contact_user_id')
    return <li>{label} geändert</li>
  if (change.from === null) return <li>{`${label}: ${shown(change.field, change.to, groups)}`}</li>
  return (
    <li>{`${label}: ${shown(change.field, change.from, groups)} → ${shown(change.field, change.to, groups)}`}</li>
  )
}

/** Who changed what and when, newest first. */
export function JobHistory({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(jobHistoryQuery(id))
  const { data: me } = useCurrentUser()
  const { data: settings } = useSettings(Boolean(me?.email_verified_at))
  const groups = Object.fromEntries((settings?.profession_groups ?? []).map((g) => [g.slug, g.label]))
  return (
    <section className="card" aria-labelledby="job-history-title">
      <h2 id="job-history-title">Verlauf</h2>
      {isPending ? <p className="muted">Verlauf wird geladen …</p> : null}
      {isError ? <p role="alert">Der Verlauf konnte nicht geladen werden.</p> : null}
      {data ? (
        <ol className="job-history">
          {data.map((entry, index) => (
            <li key={entry.id}>
              <strong>{formatDateTime(entry.created_at)}</strong>
              {` · ${entry.user_name ?? 'gelöschte Benutzer:in'}`}
              {index === data.length - 1 ? ' · angelegt' : ''}
              <ul className="job-history__changes">
                {entry.changes.map((change) => (
                  <Change key={change.field} change={change} groups={groups} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
