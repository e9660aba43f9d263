import { companySetupNeeded } from '@bb/shared'
import { lazy, Suspense } from 'react'
import { isAdminUser, useCurrentUser } from '../../../lib/current-user.ts'
import { useSettings } from '../../../lib/ui-state.ts'

const CompanySetupDialog = lazy(() => import('./company-setup-dialog.tsx'))

/**
 * The setup step of a fresh install: while the settings lack the company name or the sender of
 * mail to applicants, an admin is asked for them before working. Other roles are not stopped (they
 * cannot set them; sending to applicants is refused with a German message until an admin has).
 */
export function CompanySetup() {
  const { data: user } = useCurrentUser()
  const admin = Boolean(user?.email_verified_at) && isAdminUser(user)
  const { data: settings } = useSettings(admin)
  if (!admin || !settings || !companySetupNeeded(settings)) return null
  return (
    <Suspense fallback={null}>
      <CompanySetupDialog settings={settings} />
    </Suspense>
  )
}
