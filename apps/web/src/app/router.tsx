import { ROUTES, type RouteName } from '@bb/shared'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { FullPageLoader } from '../components/full-page-loader.tsx'
import { RouteErrorBoundary } from '../features/errors/index.ts'
import { setNavigate } from '../lib/navigation.ts'
import { Guard } from './guard.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { RootLayout } from './layouts/root-layout.tsx'

type Loader = () => Promise<{ default: ComponentType }>

/** Route modules load on demand, so the login page ships without the app shell. */
function page(load: Loader): ReactNode {
  const Component = lazy(load)
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Component />
    </Suspense>
  )
}

const AppLayout = () => import('./layouts/app-layout.tsx').then((m) => ({ default: m.AppLayout }))
const ApplicantLayout = () =>
  import('./layouts/applicant-layout.tsx').then((m) => ({ default: m.ApplicantLayout }))

/** A route of the shared table, with its guard and its page. */
function guarded(name: RouteName, load: Loader) {
  const def = ROUTES[name]
  return { handle: { title: def.title }, element: <Guard access={def.access}>{page(load)}</Guard> }
}
const route = (name: RouteName, load: Loader, path: string = ROUTES[name].path): RouteObject => ({
  path,
  ...guarded(name, load),
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

const applicantScreens: Array<[RouteName, Loader]> = [
  ['home', listPage('OverviewPage')],
  ['byStatus', filteredListPage('StatusListPage', 'status')],
  ['byProfessionGroup', filteredListPage('GroupListPage', 'profession_group')],
  ['followed', listPage('FollowedPage')],
  ['qualified', listPage('QualifiedPage')],
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
            element: page(() =>
              import('../features/errors/components/error-page.tsx').then((m) => ({
                default: m.NotFoundPage,
              })),
            ),
          },
        ],
      },
      {
        element: <Guard access="verified">{page(AppLayout)}</Guard>,
        children: [
          ...applicantScreens.map(([name, load]) => route(name, load)),
          { path: ROUTES.applicantRoot.path, element: <Navigate to="/bewerber/0" replace /> },
          {
            path: ROUTES.applicant.path,
            element: page(ApplicantLayout),
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

export function createRouter() {
  const router = createBrowserRouter(routes)
  setNavigate((to, options) => void router.navigate(to, options))
  return router
}
