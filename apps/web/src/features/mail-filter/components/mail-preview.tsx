import './mail-filter.css'
import { INBOUND_OUTCOMES, type InboundMail, routeHref } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Link } from 'react-router'
import { countLabel, formatDateTime } from '../../../lib/format.ts'
import { recentInboundMailsQuery } from '../api/mail-filter.ts'
import { type PreviewRule, previewOutcome } from './preview-outcome.ts'
import { TableSkeleton } from './table-skeleton.tsx'

/**
 * The last incoming mails with what happened to them and what the current rules (with the open,
 * valid edit) would do now, computed in the browser with the import's own matching function.
 */
export function MailPreview({ rules, withDraft }: { rules: readonly PreviewRule[]; withDraft: boolean }) {
  const { data: mails, isPending, isError } = useQuery(recentInboundMailsQuery)
  const rows = (mails ?? []).map((mail) => ({ mail, now: previewOutcome(rules, mail) }))
  const changed = rows.filter((row) => row.now.outcome !== row.mail.outcome).length
  type Row = (typeof rows)[number]

  return (
    <section className="mail-filter__section" aria-labelledby="mail-filter-preview-title">
      <div className="section-head">
        <div>
          <h2 id="mail-filter-preview-title">Vorschau</h2>
          <p className="muted mail-filter__lead">
            Die letzten eingegangenen E-Mails: was mit ihnen geschehen ist und was{' '}
            {withDraft ? 'die Regeln mit Ihrer ungespeicherten Änderung' : 'die aktuellen Regeln'} mit ihnen
            täten.
          </p>
        </div>
        {changed > 0 ? (
          <p className="mail-filter__changed-count" role="status">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />{' '}
            {countLabel(changed, 'E-Mail würde', 'E-Mails würden')} jetzt anders behandelt.
          </p>
        ) : null}
      </div>
      {isPending ? (
        <TableSkeleton columns={6} label="Vorschau wird geladen …" />
      ) : isError ? (
        <p className="mail-filter__error" role="alert">
          Die eingegangenen E-Mails konnten nicht geladen werden.
        </p>
      ) : (
        <DataTable
          value={rows}
          dataKey="mail.id"
          size="small"
          className="applicant-table mail-filter__preview"
          rowClassName={(row: Row) => ({ 'mail-filter__row--changed': row.now.outcome !== row.mail.outcome })}
          emptyMessage={
            <span className="table-empty">
              Noch keine eingegangenen E-Mails. Sobald E-Mails im Postfach eingehen, sehen Sie hier, was die
              Regeln mit ihnen tun.
            </span>
          }
        >
          <Column
            header="Eingang"
            bodyClassName="mail-filter__date"
            body={(row: Row) => formatDateTime(row.mail.received_at)}
          />
          <Column header="Absender" body={(row: Row) => <Sender mail={row.mail} />} />
          <Column
            header="Betreff"
            bodyClassName="mail-filter__subject"
            body={(row: Row) => <Subject mail={row.mail} />}
          />
          <Column header="Bewerber:in" body={(row: Row) => <ApplicantLink mail={row.mail} />} />
          <Column header="Bisher" body={(row: Row) => INBOUND_OUTCOMES[row.mail.outcome]} />
          <Column
            header="Mit diesen Regeln"
            body={(row: Row) =>
              row.now.outcome === row.mail.outcome ? (
                row.now.label
              ) : (
                <strong className="mail-filter__changed">
                  <i className="pi pi-exclamation-circle" aria-hidden="true" /> {row.now.label}
                  <span className="sr-only"> (anders als bisher)</span>
                </strong>
              )
            }
          />
        </DataTable>
      )}
    </section>
  )
}

function Sender({ mail }: { mail: InboundMail }) {
  return (
    <span className="mail-filter__sender">
      {mail.from_name ? <span>{mail.from_name}</span> : null}
      <span className={mail.from_name ? 'muted' : undefined}>{mail.from_address}</span>
      {mail.auto_reply ? <small className="muted">Automatische Antwort</small> : null}
      {mail.spam ? <small className="muted">Als Spam markiert</small> : null}
    </span>
  )
}

function Subject({ mail }: { mail: InboundMail }) {
  return (
    <span className="mail-filter__sender">
      {mail.subject ? <span>{mail.subject}</span> : <span className="muted">(ohne Betreff)</span>}
      {mail.attachments > 0 ? (
        <small className="muted">
          <i className="pi pi-paperclip" aria-hidden="true" />{' '}
          {countLabel(mail.attachments, 'Anhang', 'Anhänge')}
        </small>
      ) : null}
    </span>
  )
}

function ApplicantLink({ mail }: { mail: InboundMail }) {
  if (mail.applicant_id === null) return <span className="muted">–</span>
  return (
    <Link to={routeHref('applicant', { userid: mail.applicant_id })}>
      {mail.applicant_name ?? `Bewerber:in ${mail.applicant_id}`}
    </Link>
  )
}
