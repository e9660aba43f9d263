import './settings.css'
import { ROUTES } from '@bb/shared'
import { Link } from 'react-router'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { isAdminUser, useCurrentUser } from '../../../lib/current-user.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { LocationsCard } from '../../interviews/index.ts'
import { CareersSettingsCard } from '../../jobs/index.ts'
import { AppSettingsForm } from './app-settings-form.tsx'
import { PersonalSettings } from './personal-settings.tsx'
import { PrivacySection } from './privacy-section.tsx'

const LINKS = [
  { to: ROUTES.changePassword.path, icon: 'pi-lock', label: 'Passwort ändern' },
  { to: ROUTES.notificationSettings.path, icon: 'pi-bell', label: 'Benachrichtigungen' },
  { to: ROUTES.templates.path, icon: 'pi-file-edit', label: 'Nachrichtenvorlagen' },
  { to: ROUTES.mailFilter.path, icon: 'pi-filter', label: 'Mailfilter' },
]

/** /einstellungen: personal settings for everyone, the application settings for admins. */
export default function SettingsPage() {
  const { data: me } = useCurrentUser()
  const { data: settings } = useSettings(true)
  if (!me || !settings) return <FullPageLoader />
  const admin = isAdminUser(me)
  return (
    <div className="settings-page">
      <PageHeader title="Einstellungen" subtitle="Ihre persönlichen Einstellungen und die der Anwendung." />
      <nav className="settings-links" aria-label="Weitere Einstellungen">
        {[
          ...LINKS,
          ...(admin ? [{ to: ROUTES.users.path, icon: 'pi-users', label: 'Benutzer:innen' }] : []),
        ].map((link) => (
          <Link key={link.to} to={link.to} className="settings-links__item">
            <i className={`pi ${link.icon}`} aria-hidden="true" />
            {link.label}
          </Link>
        ))}
      </nav>
      <PersonalSettings me={me} />
      {admin ? <AppSettingsForm settings={settings} /> : null}
      {admin ? <LocationsCard /> : null}
      {admin ? <CareersSettingsCard /> : null}
      {admin ? <PrivacySection /> : null}
    </div>
  )
}
