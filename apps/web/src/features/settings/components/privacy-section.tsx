import { useQuery } from '@tanstack/react-query'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { useState } from 'react'
import { Link } from 'react-router'
import { countLabel, formatDate, formatDateTime } from '../../../lib/format.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { auditQuery, retentionQuery } from '../api/privacy.ts'

const PER_PAGE = 25

const TARGETS: Record<string, string> = {
  applicant: 'Bewerber:in',
  document: 'Dokument',
  user: 'Benutzer:in',
  settings: 'Einstellungen',
}

/** "applicant:42" → "Bewerber:in #42". */
function describeTarget(target: string | null): string {
  if (!target) return '–'
  const [kind = '', id] = target.split(':')
  return id ? `${TARGETS[kind] ?? kind} #${id}` : (TARGETS[kind] ?? kind)
}

/** Admins: which applicants the retention period has reached, and the audit log. */
export function PrivacySection() {
  const { data: settings } = useSettings(true)
  const { data: retention, isPending: retentionPending } = useQuery(retentionQuery)
  const [first, setFirst] = useState(0)
  const { data: audit, isFetching } = useQuery(auditQuery(first / PER_PAGE + 1, PER_PAGE))
  const statusLabel = (slug: string) => settings?.statuses.find((s) => s.slug === slug)?.label ?? slug

  return (
    <section className="card settings-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Datenschutz</h2>
      <h3>Aufbewahrungsfrist</h3>
      {retention ? (
        <p className="muted">
          {retention.due.length === 0
            ? `Keine abgelehnten oder zurückgezogenen Bewerbungen sind älter als ${countLabel(retention.months, 'Monat', 'Monate')}.`
            : `${countLabel(retention.due.length, 'Bewerbung ist', 'Bewerbungen sind')} seit mehr als ${countLabel(retention.months, 'Monat', 'Monaten')} abgelehnt oder zurückgezogen. ${
                retention.enabled
                  ? `${retention.due.length === 1 ? 'Sie wird' : 'Sie werden'} beim nächsten täglichen Lauf ${retention.action === 'delete' ? 'gelöscht' : 'anonymisiert'}.`
                  : 'Die automatische Bereinigung ist ausgeschaltet.'
              }`}
        </p>
      ) : null}
      {retention && retention.due.length > 0 ? (
        <DataTable
          value={retention.due}
          size="small"
          rows={10}
          paginator={retention.due.length > 10}
          dataKey="id"
        >
          <Column
            header="Bewerber:in"
            body={(r: { id: number; name: string }) => <Link to={`/bewerber/${r.id}`}>{r.name}</Link>}
          />
          <Column header="Status" body={(r: { status: string }) => statusLabel(r.status)} />
          <Column header="Seit" body={(r: { since: string }) => formatDate(r.since)} />
        </DataTable>
      ) : retentionPending ? (
        <p className="muted">Wird geladen …</p>
      ) : null}

      <h3>Protokoll</h3>
      <p className="muted">
        Anmeldungen, Downloads, Exporte, Löschungen und Rechteänderungen: wer, wann, von welcher IP.
      </p>
      <DataTable
        value={audit?.data ?? []}
        lazy
        paginator
        rows={PER_PAGE}
        first={first}
        totalRecords={audit?.total ?? 0}
        onPage={(e) => setFirst(e.first)}
        loading={isFetching && !audit}
        size="small"
        dataKey="id"
        emptyMessage="Noch keine Einträge."
        currentPageReportTemplate="{first}–{last} von {totalRecords}"
        paginatorTemplate="PrevPageLink CurrentPageReport NextPageLink"
      >
        <Column header="Zeit" body={(e: { created_at: string }) => formatDateTime(e.created_at)} />
        <Column header="Ereignis" field="label" />
        <Column header="Benutzer:in" body={(e: { user: string | null }) => e.user ?? '–'} />
        <Column header="Betrifft" body={(e: { target: string | null }) => describeTarget(e.target)} />
        <Column header="IP" body={(e: { ip: string | null }) => e.ip ?? '–'} />
      </DataTable>
    </section>
  )
}
