import { type RouteAccess, routeRedirect } from '@bb/shared'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { FullPageLoader } from '../components/full-page-loader.tsx'
import { isAdminUser, useCurrentUser } from '../lib/current-user.ts'

/** Route guards (guest, verified, unverified, admin; open passes), decided by the shared rule in @bb/shared. */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser()
  const location = useLocation()
  if (access === 'open') return children
  if (isPending) return <FullPageLoader />
  const redirect = routeRedirect(access, {
    loggedIn: Boolean(user),
    verified: Boolean(user?.email_verified_at),
    admin: isAdminUser(user),
  })
  if (redirect === undefined) return children
  const back = new URLSearchParams(location.search).get('redirect')
  const to =
    redirect === '/login'
      ? `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`
      : access === 'guest' && back?.startsWith('/') && !back.startsWith('//')
        ? back
        : redirect
  return <Navigate to={to} replace />
}
