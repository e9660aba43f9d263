import './jobs.css'
import type { JobListItem } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Message } from 'primereact/message'
import { Link, useNavigate } from 'react-router'
import { PageHeader } from '../../../components/page-header.tsx'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { countLabel, formatDate } from '../../../lib/format.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { jobsQuery } from '../api/jobs.ts'
import { employmentLabel, JobStateTag } from './job-parts.tsx'

const jobHref = (id: number) => `/stellen/${id}`

/** /stellen: the job postings, published first; a row opens the job. */
export default function JobsPage() {
  const navigate = useNavigate()
  const { data: me } = useCurrentUser()
  const { data: settings } = useSettings(Boolean(me?.email_verified_at))
  const { data: jobs, isPending, isError, refetch } = useQuery(jobsQuery)
  const writer = isRecruiterUser(me)
  const groupLabel = (slug: string) => settings?.profession_groups.find((g) => g.slug === slug)?.label ?? slug

  return (
    <>
      <PageHeader
        title="Stellen"
        subtitle="Die Stellen des Unternehmens, veröffentlichte zuerst. Klicken Sie auf eine Zeile, um sie zu öffnen."
        actions={
          writer ? (
            <Link to={jobHref(0)} className="p-button p-component">
              <i className="pi pi-plus" aria-hidden="true" />
              <span>Neue Stelle</span>
            </Link>
          ) : null
        }
      />
      {isError ? (
        <Message
          severity="error"
          className="jobs-message"
          content={
            <span>
              Die Stellen konnten nicht geladen werden.{' '}
              <Button link label="Erneut versuchen" onClick={() => void refetch()} />
            </span>
          }
        />
      ) : null}
      <DataTable
        value={jobs ?? []}
        dataKey="id"
        header={
          <div className="table-header">
            <span className="table-header__count">
              {jobs ? countLabel(jobs.length, 'Stelle', 'Stellen') : 'Stellen'}
            </span>
          </div>
        }
        loading={isPending}
        onRowClick={(e) => navigate(jobHref((e.data as JobListItem).id))}
        rowClassName={() => 'clickable-row'}
        emptyMessage={
          <span className="table-empty">
            Noch keine Stellen.{writer ? ' Legen Sie die erste über „Neue Stelle“ an.' : ''}
          </span>
        }
        stripedRows
        size="small"
        className="applicant-table jobs-table"
      >
        <Column
          header="Titel"
          body={(j: JobListItem) => (
            <Link to={jobHref(j.id)} className="row-link">
              <strong>{j.title}</strong>
            </Link>
          )}
        />
        <Column header="Berufsgruppe" body={(j: JobListItem) => groupLabel(j.profession_group)} />
        <Column field="location" header="Ort" />
        <Column header="Anstellung" body={(j: JobListItem) => employmentLabel(j.employment_type)} />
        <Column header="Status" body={(j: JobListItem) => <JobStateTag state={j.state} />} />
        <Column
          header="Geändert"
          className="cell-right"
          body={(j: JobListItem) => formatDate(j.updated_at)}
        />
      </DataTable>
    </>
  )
}
