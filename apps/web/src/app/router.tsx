import { ROUTES, type RouteName } from '@bb/shared'
import type { ComponentType } from 'react'
import { Suspense } from 'react'
import { createBrowserRouter, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router'
import { FullPageLoader } from '../components/full-page-loader.tsx'
import { prefetchList, preloadListCode } from '../features/applicants/components/list-prefetch.ts'
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
/** What a list route asks for before it renders: its data. */
type Prefetch = (match: { params: Params; search: string }) => Promise<unknown>

export interface RouteHandle {
  title?: string
  /** Loads the route's code. */
  preload?: () => Promise<unknown>
  prefetch?: Prefetch
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
function guarded(name: RouteName, load: Loader, data?: Prefetch) {
  const def = ROUTES[name]
  const { element, preload } = page(load)
  const handle: RouteHandle = { title: def.title, preload, ...(data ? { prefetch: data } : {}) }
  return { handle, element: <Guard access={def.access}>{element}</Guard> }
}
const route = (name: RouteName, load: Loader, path: string = ROUTES[name].path, data?: Prefetch) => ({
  path,
  ...guarded(name, load, data),
})

/** A list's page and its table, loaded side by side; the saved views put their buttons in its header. */
const lists = () =>
  Promise.all([
    import('../features/applicants/components/applicant-list-page.tsx'),
    preloadListCode(),
    import('../features/saved-views/index.ts'),
  ]).then(([page, , views]) => ({ page, tools: views.savedViewTools }))
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
    lists().then(({ page, tools }) => {
      const List = page[name]
      return { default: () => <List tools={tools} /> }
    })

/** A list filtered by a catalogue slug; an unknown slug is the not-found page. */
const filteredListPage =
  (name: 'StatusListPage' | 'GroupListPage', field: 'status' | 'profession_group') => () =>
    Promise.all([lists(), import('./known-list-filter.tsx')]).then(
      ([{ page, tools }, { KnownListFilter }]) => {
        const List = page[name]
        return {
          default: () => (
            <KnownListFilter field={field}>
              <List tools={tools} />
            </KnownListFilter>
          ),
        }
      },
    )

/** A list's data, asked while its code loads (a list opened by its address shows sooner). */
const listData =
  (kind: Parameters<typeof prefetchList>[0]): Prefetch =>
  ({ params, search }) =>
    prefetchList(kind, params.filter ?? '', search)

const applicantScreens: Array<[RouteName, Loader, Prefetch?]> = [
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
  ['savedView', () => import('../features/saved-views/components/saved-view-page.tsx')],
  ['jobs', () => import('../features/jobs/components/jobs-page.tsx')],
  ['job', () => import('../features/jobs/components/job-page.tsx')],
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

/** Starts the code and the data of every route the address matches, side by side. */
function preloadRoutes(location: Location) {
  const code: Array<Promise<unknown>> = []
  const data: Array<Promise<unknown>> = []
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined
    // A failure here is only a missed head start: rendering loads again.
    if (handle?.preload) code.push(handle.preload().catch(() => undefined))
    const started = handle?.prefetch?.({ params: match.params, search: location.search })
    if (started) data.push(started.catch(() => undefined))
  }
  return { code: Promise.all(code), data: Promise.all(data) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The first render waits at most this long for the route's code (a slow network: the loader shows). */
const FIRST_RENDER_WAIT_MS = 1_000
/**
 * ... and this long for the data the route asked ahead: rows that come with the
 * first render save a second one; a slow answer is waited for in the screen's own skeleton.
 */
const FIRST_DATA_WAIT_MS = 400

/**
 * The router, and `ready`: resolves when the code of the address's routes is there (from the cache
 * a few milliseconds after the entry) and the data they asked ahead (the boot script sent those
 * requests before this code ran), or after the limits above. Rendering first then never suspends on
 * the way in; a fallback shown would make React hold the screen's content back for up to 300 ms
 * once it is there (see lib/preloadable.tsx).
 */
export function createRouter() {
  // Every screen first asks who is logged in: that request leaves before any route code loads.
  void queryClient.prefetchQuery(userQueryOptions)
  checkRouteEarly(window.location.pathname)
  const { code, data } = preloadRoutes(window.location)
  const router = createBrowserRouter(routes)
  setNavigate((to, options) => void router.navigate(to, options))
  const ready = Promise.race([
    Promise.all([code, Promise.race([data, sleep(FIRST_DATA_WAIT_MS)])]),
    sleep(FIRST_RENDER_WAIT_MS),
  ])
  return { router, ready }
}
