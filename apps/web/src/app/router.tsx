import { ROUTES, type RouteName } from '@bb/shared'
import type { ComponentType } from 'react'
import { Suspense } from 'react'
import { createBrowserRouter, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router'
import { FullPageLoader } from '../components/full-page-loader.tsx'
import { prefetchList } from '../features/applicants/components/list-prefetch.ts'
import { RouteErrorBoundary } from '../features/errors/index.ts'
import { userQueryOptions } from '../lib/current-user.ts'
import { setNavigate } from '../lib/navigation.ts'
import { preloadable } from '../lib/preloadable.tsx'
import { queryClient } from '../lib/query-client.ts'
import { Guard } from './guard.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { checkRouteEarly } from './route-check.ts'

type Loader = () => Promise<{ default: ComponentType }>
/** What a route may start before it renders: its code and, for lists, its data. */
type Preload = (match: { params: Params; search: string }) => Promise<unknown>

export interface RouteHandle {
  title?: string
  preload?: Preload
}

/** Route modules load on demand, so the login page ships without the app shell. */
function page(load: Loader) {
  const Component = preloadable(load)
  return {
    element: (
      <Suspense fallback={<FullPageLoader />}>
        <Component />
      </Suspense>
    ),
    preload: Component.preload,
  }
}

const AppLayout = () => import('./layouts/app-layout.tsx').then((m) => ({ default: m.AppLayout }))
const ApplicantLayout = () =>
  import('./layouts/applicant-layout.tsx').then((m) => ({ default: m.ApplicantLayout }))

/** A route of the shared table, with its guard and its page. */
function guarded(name: RouteName, load: Loader, data?: Preload) {
  const def = ROUTES[name]
  const { element, preload } = page(load)
  const handle: RouteHandle = {
    title: def.title,
    preload: (match) => Promise.all([preload(), data?.(match)]),
  }
  return { handle, element: <Guard access={def.access}>{element}</Guard> }
}
const route = (name: RouteName, load: Loader, path: string = ROUTES[name].path, data?: Preload) => ({
  path,
  ...guarded(name, load, data),
})

const lists = () => import('../features/applicants/components/applicant-list-page.tsx')
const listPage =
  (
    name:
      | 'OverviewPage'
      | 'StatusListPage'
      | 'GroupListPage'
      | 'FollowedPage'
      | 'QualifiedPage'
      | 'DeletedPage',
  ) =>
  () =>
    lists().then((m) => ({ default: m[name] }))

/** A list filtered by a catalogue slug; an unknown slug is the not-found page. */
const filteredListPage =
  (name: 'StatusListPage' | 'GroupListPage', field: 'status' | 'profession_group') => () =>
    Promise.all([lists(), import('./known-list-filter.tsx')]).then(([m, { KnownListFilter }]) => {
      const List = m[name]
      return {
        default: () => (
          <KnownListFilter field={field}>
            <List />
          </KnownListFilter>
        ),
      }
    })

/** A list's data, asked while its code loads (a list opened by its address shows sooner). */
const listData =
  (kind: Parameters<typeof prefetchList>[0]): Preload =>
  ({ params, search }) =>
    prefetchList(kind, params.filter ?? '', search)

const applicantScreens: Array<[RouteName, Loader, Preload?]> = [
  ['home', listPage('OverviewPage'), listData('all')],
  ['byStatus', filteredListPage('StatusListPage', 'status'), listData('status')],
  ['byProfessionGroup', filteredListPage('GroupListPage', 'profession_group'), listData('group')],
  ['followed', listPage('FollowedPage'), listData('followed')],
  ['qualified', listPage('QualifiedPage'), listData('qualified')],
  ['deleted', listPage('DeletedPage')],
  ['applicantSearch', () => import('../features/applicants/components/search-page.tsx')],
  ['templates', () => import('../features/templates/components/templates-page.tsx')],
  ['settings', () => import('../features/settings/components/settings-page.tsx')],
  ['mailFilter', () => import('../features/mail-filter/components/mail-filter-page.tsx')],
  ['notifications', () => import('../features/notifications/components/notifications-page.tsx')],
  [
    'notificationSettings',
    () => import('../features/notifications/components/notification-settings-page.tsx'),
  ],
  ['users', () => import('../features/users/components/user-list-page.tsx')],
  ['userCreate', () => import('../features/users/components/user-create-page.tsx')],
  ['userEdit', () => import('../features/users/components/user-edit-page.tsx')],
  ['changePassword', () => import('../features/users/components/change-password-page.tsx')],
  ['statistics', () => import('../features/statistics/components/statistics-page.tsx')],
  ['calendar', () => import('../features/interviews/components/calendar-page.tsx')],
]

const applicantPages: Array<[RouteName, string | undefined, Loader]> = [
  ['applicant', undefined, () => import('../features/applicants/components/profile-page.tsx')],
  ['applicantRatings', 'bewertung', () => import('../features/ratings/components/ratings-page.tsx')],
  ['applicantDocuments', 'dokumente', () => import('../features/documents/components/documents-page.tsx')],
  [
    'applicantCommunication',
    'kommunikation',
    () => import('../features/messages/components/communication-page.tsx'),
  ],
  ['applicantNotes', 'notizen', () => import('../features/notes/components/notes-page.tsx')],
  ['applicantStatus', 'status', () => import('./applicant-status-page.tsx')],
]

const notFound = page(() =>
  import('../features/errors/components/error-page.tsx').then((m) => ({ default: m.NotFoundPage })),
)
const appLayout = page(AppLayout)
const applicantLayout = page(ApplicantLayout)

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <DefaultLayout />,
        children: [
          route('login', () => import('../features/auth/components/login-page.tsx')),
          route('forgotPassword', () => import('../features/auth/components/forgot-password-page.tsx')),
          route('passwordResetToken', () => import('../features/auth/components/password-reset-page.tsx')),
          route('passwordReset', () =>
            import('../features/auth/components/password-reset-page.tsx').then((m) => ({
              default: m.PasswordResetMissingPage,
            })),
          ),
          route('verifyEmail', () => import('../features/auth/components/verify-email-page.tsx')),
          route('error', () => import('../features/errors/components/error-page.tsx')),
          {
            path: '*',
            element: notFound.element,
            handle: { preload: notFound.preload } satisfies RouteHandle,
          },
        ],
      },
      {
        element: <Guard access="verified">{appLayout.element}</Guard>,
        handle: { preload: appLayout.preload } satisfies RouteHandle,
        children: [
          ...applicantScreens.map(([name, load, data]) => route(name, load, undefined, data)),
          { path: ROUTES.applicantRoot.path, element: <Navigate to="/bewerber/0" replace /> },
          {
            path: ROUTES.applicant.path,
            element: applicantLayout.element,
            handle: { preload: applicantLayout.preload } satisfies RouteHandle,
            children: applicantPages.map(
              ([name, sub, load]): RouteObject =>
                sub ? route(name, load, sub) : { index: true, ...guarded(name, load) },
            ),
          },
        ],
      },
    ],
  },
]

/**
 * Starts the code (and data) of every route the address matches at once, so neither waits for the
 * screen above it to render first. A failure here is only a missed head start: rendering loads again.
 */
function preloadRoutes(location: Location) {
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined
    handle?.preload?.({ params: match.params, search: location.search }).catch(() => undefined)
  }
}

export function createRouter() {
  // Every screen first asks who is logged in: that request leaves before any route code loads.
  void queryClient.prefetchQuery(userQueryOptions)
  checkRouteEarly(window.location.pathname)
  preloadRoutes(window.location)
  const router = createBrowserRouter(routes)
  setNavigate((to, options) => void router.navigate(to, options))
  return router
}
