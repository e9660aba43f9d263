import { NavLink, Outlet, useParams } from 'react-router'
import { ApplicantHeader } from '../../features/applicants/components/applicant-header.tsx'

const TABS = [
  { to: '', label: 'Profil', icon: 'pi-user', end: true },
  { to: 'bewertung', label: 'Bewertung', icon: 'pi-star' },
  { to: 'dokumente', label: 'Dokumente', icon: 'pi-file' },
  { to: 'kommunikation', label: 'Kommunikation', icon: 'pi-envelope' },
  { to: 'notizen', label: 'Notizen', icon: 'pi-pencil' },
  { to: 'status', label: 'Status', icon: 'pi-history' },
]

/** The applicant layout of SPEC.md §2: the applicant's own sidebar beside its sub-pages. */
export function ApplicantLayout() {
  const { userid } = useParams()
  const base = `/bewerber/${userid}`
  const id = Number(userid)
  return (
    <>
      <ApplicantHeader id={id} />
      <div className="applicant-layout">
        {id === 0 ? null : (
          <nav className="applicant-nav" aria-label="Bewerber:in">
            <ul>
              {TABS.map((tab) => (
                <li key={tab.label}>
                  <NavLink
                    to={tab.to ? `${base}/${tab.to}` : base}
                    end={tab.end}
                    className="applicant-nav__item"
                  >
                    <i className={`pi ${tab.icon}`} aria-hidden="true" />
                    <span>{tab.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="applicant-layout__content">
          <Outlet />
        </div>
      </div>
    </>
  )
}
