import { applicantList, sessionState, uiState } from '@bb/shared'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { applicantFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import { FollowedPage, OverviewPage, StatusListPage } from './applicant-list-page.tsx'
import { earlyListRequest } from './early-list-prefetch.ts'
import { prefetchList } from './list-prefetch.ts'
import type { ListKind } from './list-request.ts'

/** Every list request the server got, as `endpoint?query`, answered with one applicant. */
function serveLists() {
  const asked: string[] = []
  const answer = ({ url }: { url: URL }) => {
    asked.push(`${url.pathname}?${url.searchParams.toString()}`)
    return { data: [applicantFixture()], lastModified: '2026-03-02T09:15:00.000000Z', total: 1 }
  }
  apiServer.use(
    apiMock.get('/api/applicants', applicantList, answer),
    apiMock.get('/api/followed-applicants', applicantList, answer),
    // The sidebar's counters are asked ahead with the list.
    apiMock.get('/api/ui-state', uiState, () => ({
      sidebarItems: { original: [] },
      counter: { original: { notifications: 0 } },
    })),
  )
  return asked
}

const cases: Array<{ name: string; kind: ListKind; page: ComponentType; route: string; at: string }> = [
  { name: 'the overview', kind: 'all', page: OverviewPage, route: '/', at: '/' },
  {
    name: 'a page, a sort and rules of the address',
    kind: 'all',
    page: OverviewPage,
    route: '/',
    at: '/?seite=3&pro_seite=25&sortierung=ort&richtung=auf&filter=name:beginnt:%C3%96z&filter=ort:enthaelt:Berlin',
  },
  {
    name: 'a full-text filter of the address',
    kind: 'all',
    page: OverviewPage,
    route: '/',
    at: '/?seite=2&suche=Gabelstapler%20K%C3%B6ln',
  },
  {
    name: 'a status list',
    kind: 'status',
    page: StatusListPage,
    route: '/bewerber/uebersicht/status/:filter',
    at: '/bewerber/uebersicht/status/neu?sortierung=eingegangen',
  },
  {
    name: 'the followed',
    kind: 'followed',
    page: FollowedPage,
    route: '/bewerber/uebersicht/gefolgt',
    at: '/bewerber/uebersicht/gefolgt',
  },
]

describe('a list opened by its address', () => {
  it.each(cases)(
    '$name: the screen uses the page asked before it rendered, one request in all, the boot script’s',
    async (c) => {
      const asked = serveLists()
      const url = new URL(c.at, 'http://localhost')
      const filter = c.kind === 'status' ? 'neu' : ''
      await prefetchList(c.kind, filter, url.search)
      expect(asked).toHaveLength(1)
      // The boot script, which sends it before the app runs, asks for the very same address.
      expect(earlyListRequest(url.pathname, url.search)).toBe(asked[0])

      const Page = c.page
      renderScreen(<Page />, { route: c.route, at: c.at })
      expect(await screen.findByRole('link', { name: 'Özdemir, Jülide' })).toBeTruthy()
      // Had the screen built another request than the one asked ahead, the server would have a second.
      expect(asked).toHaveLength(1)
    },
  )

  it('asks nothing of the list while nobody is logged in', async () => {
    const asked = serveLists()
    apiServer.use(
      apiMock.get('/api/session', sessionState, () => ({
        user: null,
        idle_seconds_left: null,
        lifetime_seconds_left: null,
      })),
    )
    await prefetchList('all', '', '')
    expect(asked).toEqual([])
  })
})
