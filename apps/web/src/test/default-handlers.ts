import { answers, appSettings, sessionState } from '@bb/shared'
import { apiMock } from './api-mock.ts'
import { adminUser, catalogue, settings } from './fixtures.ts'

/**
 * What every screen may ask without a test caring: who is logged in (a verified admin), the
 * settings and the option catalogue, and the CSRF cookie before each write. A test's own handlers
 * (`apiServer.use`) come first.
 */
export const defaultHandlers = [
  apiMock.get('/sanctum/csrf-cookie', null, () => undefined),
  // Hours left: the session watch neither warns nor logs out while a test runs.
  apiMock.get('/api/session', sessionState, () => ({
    user: adminUser,
    idle_seconds_left: 2 * 3600,
    lifetime_seconds_left: 12 * 3600,
  })),
  apiMock.get('/api/settings', appSettings, () => settings),
  apiMock.get('/api/answers', answers, () => catalogue),
]
