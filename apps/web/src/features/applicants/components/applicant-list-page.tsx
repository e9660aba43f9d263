import { APPLICANT_TOASTS, type Applicant, ROUTES, TOAST_TITLES } from '@bb/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Link, useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { formatDate } from '../../../lib/format.ts'
import { isRecruiterUser, useCurrentUser } from '../../auth/api/user.ts'
import { answersQuery, type ListParams, restoreApplicant } from '../api/applicants.ts'
import { ApplicantTable } from './applicant-table.tsx'

type Kind = 'all' | 'status' | 'group' | 'followed' | 'qualified' | 'deleted'

function NewApplicantButton() {
  const { data: user } = useCurrentUser()
  if (!isRecruiterUser(user)) return null
  return (
    <Link to="/bewerber/0" className="p-button p-component">
      <i className="pi pi-plus" aria-hidden="true" />
      <span>Neue Bewerber:in</span>
    </Link>
  )
}

function RestoreButton({ row }: { row: Applicant }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const restore = async () => {
    try {
      await restoreApplicant(row.id)
      toast({ severity: 'success', summary: TOAST_TITLES.success, detail: APPLICANT_TOASTS.restoreSuccess })
      await queryClient.invalidateQueries({ queryKey: ['applicants'] })
      await queryClient.invalidateQueries({ queryKey: ['ui-state'] })
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

/** Übersicht and the filtered lists of SPEC.md §2, one table each. */
export function ApplicantListPage({ kind }: { kind: Kind }) {
  const { filter = '' } = useParams()
  const { data: catalogue = {} } = useQuery(answersQuery)
  const { data: user } = useCurrentUser()
  const base: Omit<ListParams, 'page' | 'per_page' | 'sort' | 'order' | 'filters'> = {
    endpoint:
      kind === 'followed'
        ? '/api/followed-applicants'
        : kind === 'qualified'
          ? '/api/qualified-applicants'
          : '/api/applicants',
    ...(kind === 'status' ? { status: filter } : {}),
    ...(kind === 'group' ? { profession_group: filter } : {}),
    ...(kind === 'deleted' ? { deleted: true } : {}),
  }
  const titles: Record<Kind, string> = {
    all: ROUTES.home.title,
    status: catalogue.status?.[filter] ?? ROUTES.byStatus.title,
    group: catalogue.profession_group?.[filter] ?? ROUTES.byProfessionGroup.title,
    followed: ROUTES.followed.title,
    qualified: ROUTES.qualified.title,
    deleted: ROUTES.deleted.title,
  }
  const subtitles: Partial<Record<Kind, string>> = {
    status: 'Bewerber:innen mit diesem Status',
    group: 'Bewerber:innen dieser Berufsgruppe',
    followed: 'Bewerber:innen, denen Sie folgen',
    qualified: 'Als qualifiziert markierte Bewerber:innen',
    deleted: 'Gelöschte Bewerber:innen können 7 Tage lang wiederhergestellt werden.',
  }
  const empty: Record<Kind, string> = {
    all: 'Noch keine Bewerber:innen. Legen Sie die erste über „Neue Bewerber:in“ an.',
    status: 'Keine Bewerber:innen mit diesem Status.',
    group: 'Keine Bewerber:innen in dieser Berufsgruppe.',
    followed: 'Sie folgen noch niemandem. Öffnen Sie eine Bewerber:in und klicken Sie auf „Folgen“.',
    qualified: 'Noch niemand ist als qualifiziert markiert.',
    deleted: 'Der Papierkorb ist leer.',
  }
  const deletedColumns =
    kind === 'deleted'
      ? [
          <Column
            key="deleted_by"
            header="Gelöscht von"
            body={(row: Applicant) => row.deleted_by?.name ?? '–'}
          />,
          <Column
            key="deleted_at"
            header="Gelöscht am"
            body={(row: Applicant) => formatDate(row.deleted_at)}
            className="cell-right"
          />,
          <Column
            key="purge_at"
            header="Endgültige Löschung"
            body={(row: Applicant) => `wird endgültig gelöscht am ${formatDate(row.purge_at)}`}
          />,
          ...(isRecruiterUser(user)
            ? [<Column key="restore" header="" body={(row: Applicant) => <RestoreButton row={row} />} />]
            : []),
        ]
      : []
  return (
    <>
      <PageHeader
        title={titles[kind]}
        subtitle={subtitles[kind]}
        actions={kind === 'deleted' ? null : <NewApplicantButton />}
      />
      <ApplicantTable
        key={`${kind}-${filter}`}
        base={base}
        emptyMessage={<span className="table-empty">{empty[kind]}</span>}
        extraColumns={deletedColumns}
        defaultSort={kind === 'deleted' ? { field: 'deleted_at', order: 'desc' } : undefined}
      />
    </>
  )
}

export const OverviewPage = () => <ApplicantListPage kind="all" />
export const StatusListPage = () => <ApplicantListPage kind="status" />
export const GroupListPage = () => <ApplicantListPage kind="group" />
export const FollowedPage = () => <ApplicantListPage kind="followed" />
export const QualifiedPage = () => <ApplicantListPage kind="qualified" />
export const DeletedPage = () => <ApplicantListPage kind="deleted" />
