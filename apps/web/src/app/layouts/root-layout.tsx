import { ROUTES } from '@bb/shared'
import { Outlet, useLocation } from 'react-router'
import { LoadingBar } from '../../components/loading-bar.tsx'
import { ErrorView } from '../../features/errors/index.ts'
import { useCurrentUser } from '../../lib/current-user.ts'
import { useSettings } from '../../lib/ui-state.ts'
import { useServerRouteCheck } from '../route-check.ts'

const GUEST_ROUTES = [ROUTES.login.path, ROUTES.forgotPassword.path, '/password-reset/']

/** The shell: loading bar, the current page with its layout; toasts sit in the providers. */
export function RootLayout() {
  const location = useLocation()
  const { data: user } = useCurrentUser()
  const onGuestRoute = GUEST_ROUTES.some(
    (p) => location.pathname === p || (p.endsWith('/') && location.pathname.startsWith(p)),
  )
  useSettings(Boolean(user?.email_verified_at) && !onGuestRoute)
  const { notFound } = useServerRouteCheck()
  return (
    <>
      <LoadingBar />
      {notFound ? <ErrorView code={404} /> : <Outlet />}
    </>
  )
}
