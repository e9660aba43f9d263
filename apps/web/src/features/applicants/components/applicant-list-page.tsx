import './applicants.css'
import { ROUTES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header.tsx'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { answersQuery } from '../api/applicants.ts'
import { ApplicantTable } from './applicant-table.tsx'
import { addressedJob, type ListKind, listBase } from './list-request.ts'
import { RESTORE_COLUMN, TRASH_COLUMNS, TRASH_OMITS, TRASH_SORT } from './trash-columns.tsx'

type Kind = ListKind

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

/** What the app puts between a list's header and its table (the saved views' bar). */
export type ListTools = (list: { kind: Kind; filter: string }) => ReactNode

/** Übersicht and the filtered lists (status, group, followed, qualified, deleted), one table each. */
export function ApplicantListPage({ kind, tools }: { kind: Kind; tools?: ListTools }) {
  const { filter = '' } = useParams()
  const { data: catalogue = {} } = useQuery(answersQuery)
  const { data: user } = useCurrentUser()
  const { search } = useLocation()
  const job = kind === 'all' ? addressedJob(search) : undefined
  const base = listBase(kind, filter)
  const titles: Record<Kind, string> = {
    all: ROUTES.home.title,
    status: catalogue.status?.[filter] ?? ROUTES.byStatus.title,
    group: catalogue.profession_group?.[filter] ?? ROUTES.byProfessionGroup.title,
    followed: ROUTES.followed.title,
    qualified: ROUTES.qualified.title,
    deleted: ROUTES.deleted.title,
  }
  const subtitles: Partial<Record<Kind, string>> = {
    // The navigation's job items open the overview narrowed to the job: the header names it.
    all: job ? `Bewerber:innen der Stelle „${catalogue.job?.[job] ?? job}“` : undefined,
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
  const recruiter = isRecruiterUser(user)
  const trashColumns = useMemo(
    () => (recruiter ? [...TRASH_COLUMNS, RESTORE_COLUMN] : TRASH_COLUMNS),
    [recruiter],
  )
  return (
    <div className="applicant-list">
      <PageHeader
        title={titles[kind]}
        subtitle={subtitles[kind]}
        actions={kind === 'deleted' ? null : <NewApplicantButton />}
      />
      {tools?.({ kind, filter })}
      <ApplicantTable
        key={`${kind}-${filter}`}
        base={base}
        emptyMessage={<p className="table-empty">{empty[kind]}</p>}
        {...(kind === 'deleted'
          ? {
              sortKey: 'bb.applicant-sort.geloescht',
              extraColumns: trashColumns,
              omitColumns: TRASH_OMITS,
              defaultSort: TRASH_SORT,
            }
          : {})}
      />
    </div>
  )
}

type PageProps = { tools?: ListTools }
export const OverviewPage = (p: PageProps) => <ApplicantListPage kind="all" {...p} />
export const StatusListPage = (p: PageProps) => <ApplicantListPage kind="status" {...p} />
export const GroupListPage = (p: PageProps) => <ApplicantListPage kind="group" {...p} />
export const FollowedPage = (p: PageProps) => <ApplicantListPage kind="followed" {...p} />
export const QualifiedPage = (p: PageProps) => <ApplicantListPage kind="qualified" {...p} />
export const DeletedPage = (p: PageProps) => <ApplicantListPage kind="deleted" {...p} />
