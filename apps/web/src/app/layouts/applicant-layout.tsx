import { NavLink, Outlet, useLocation, useParams } from 'react-router'
import { FullPageLoader } from '../../components/full-page-loader.tsx'
import { ApplicantHeader, isApplicantNotFound, useApplicantDetail } from '../../features/applicants/index.ts'
import { NotFoundPage } from '../../features/errors/components/error-page.tsx'
import { ApplicantGone } from './applicant-gone.tsx'

const TABS = [
  { to: '', label: 'Profil', icon: 'pi-user', end: true },
  { to: 'bewertung', label: 'Bewertung', icon: 'pi-star' },
  { to: 'dokumente', label: 'Dokumente', icon: 'pi-file' },
  { to: 'kommunikation', label: 'Kommunikation', icon: 'pi-envelope' },
  { to: 'notizen', label: 'Notizen', icon: 'pi-pencil' },
  { to: 'status', label: 'Status', icon: 'pi-history' },
]
/** The profile (with its restore button) and the status page (history, DSGVO tools) read the trash too. */
const TRASH_TABS = new Set(['', 'status'])

/** 0 opens the form for a new applicant; ids are positive 32-bit integers like the server's. */
function applicantId(param: string | undefined): number | undefined {
  if (!param || !/^(0|[1-9]\d{0,9})$/.test(param)) return undefined
  const id = Number(param)
  return id <= 2_147_483_647 ? id : undefined
}

/**
 * The applicant layout: the applicant's own sidebar beside its sub-pages. The
 * sub-pages render once the applicant is known to exist, so an unknown id shows the not-found page
 * (and fires no requests of its own); a gone or trashed applicant stops polling and says so.
 */
export function ApplicantLayout() {
  const id = applicantId(useParams().userid)
  return id === undefined ? <NotFoundPage /> : <ApplicantScreens id={id} />
}

function ApplicantScreens({ id }: { id: number }) {
  const { data: detail, error, isPending } = useApplicantDetail(id, false)
  const tab = useLocation().pathname.split('/')[3] ?? ''
  const base = `/bewerber/${id}`
  if (isApplicantNotFound(error)) return detail ? <ApplicantGone id={id} /> : <NotFoundPage />
  const purgeAt = detail?.applicant.deleted_at ? (detail.applicant.purge_at ?? null) : undefined
  const tabs = purgeAt === undefined ? TABS : TABS.filter((t) => TRASH_TABS.has(t.to))
  return (
    <>
      <ApplicantHeader id={id} />
      <div className="applicant-layout">
        {id === 0 ? null : (
          <nav className="applicant-nav" aria-label="Bewerber:in">
            <ul>
              {tabs.map((t) => (
                <li key={t.label}>
                  <NavLink to={t.to ? `${base}/${t.to}` : base} end={t.end} className="applicant-nav__item">
                    <i className={`pi ${t.icon}`} aria-hidden="true" />
                    <span>{t.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="applicant-layout__content">
          {id > 0 && isPending ? (
            <FullPageLoader />
          ) : purgeAt !== undefined && !TRASH_TABS.has(tab) ? (
            <ApplicantGone id={id} purgeAt={purgeAt} />
          ) : (
            <Outlet />
          )}
        </div>
      </div>
    </>
  )
}
