import { SAVED_VIEW_TEXTS, type SavedView, savedViews } from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { renderScreen } from '../../../test/render.tsx'
import SavedViewPage from './saved-view-page.tsx'
import { SavedViewsNav } from './saved-views-nav.tsx'

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 1,
  name: 'Ansicht',
  list: { kind: 'all' },
  state: { sort: { field: 'updated_at', order: 'desc' }, rows: 50, filters: {}, term: '', columns: [] },
  shared: false,
  own: true,
  owner: { id: 1, name: 'Anna Admin' },
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
})

const VIEWS = [
  view({ id: 3, name: 'Meine Pflege-Kandidat:innen Köln', list: { kind: 'group', filter: 'pflege' } }),
  view({ id: 4, name: 'Neue im Team', shared: true }),
  view({
    id: 8,
    name: 'Logistik Hamburg',
    shared: true,
    own: false,
    owner: { id: 2, name: 'Rita Recruiter' },
  }),
]

describe('„Ansichten“ in the sidebar', () => {
  it('lists my views and the team’s shared ones with whose they are, each a link to the view', async () => {
    apiServer.use(apiMock.get('/api/saved-views', savedViews, () => VIEWS))
    renderScreen(
      <nav aria-label="Hauptnavigation">
        <SavedViewsNav enabled />
      </nav>,
      { route: '*', at: '/bewerber/uebersicht/berufsgruppen/pflege?ansicht=3' },
    )
    const heading = await screen.findByRole('heading', { name: SAVED_VIEW_TEXTS.section })
    expect(heading).toBeTruthy()
    const list = screen.getByRole('list', { name: SAVED_VIEW_TEXTS.section })
    const links = within(list).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Meine Pflege-Kandidat:innen Köln', '/ansichten/3'],
      [`Neue im Team${SAVED_VIEW_TEXTS.sharedMark}`, '/ansichten/4'],
      [`Logistik Hamburg${SAVED_VIEW_TEXTS.sharedBy('Rita Recruiter')}`, '/ansichten/8'],
    ])
    // The view the address marks as open is the current page.
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual(['page', null, null])
  })

  it('takes no room in the navigation while there is no view', async () => {
    let asked = false
    apiServer.use(
      apiMock.get('/api/saved-views', savedViews, () => {
        asked = true
        return []
      }),
    )
    renderScreen(<SavedViewsNav enabled />)
    await waitFor(() => expect(asked).toBe(true))
    expect(screen.queryByRole('heading', { name: SAVED_VIEW_TEXTS.section })).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('a view’s own address', () => {
  it('opens the view’s list in the view, in place of itself', async () => {
    apiServer.use(
      apiMock.get('/api/saved-views', savedViews, () => [
        view({
          id: 5,
          list: { kind: 'status', filter: 'neu' },
          state: {
            sort: { field: 'last_name', order: 'asc' },
            rows: 25,
            filters: {
              city: {
                operator: 'or',
                rules: [
                  { matchMode: 'contains', value: 'Köln' },
                  { matchMode: 'startsWith', value: 'Bonn' },
                ],
              },
            },
            term: 'Pflege',
            columns: ['email', 'phone'],
          },
        }),
      ]),
    )
    const { router } = renderScreen(<SavedViewPage />, { route: '/ansichten/:id', at: '/ansichten/5' })
    await screen.findByRole('heading', { name: 'Andere Seite' })
    const { pathname, search } = router.state.location
    expect(`${pathname}${search}`).toBe(
      '/bewerber/uebersicht/status/neu?ansicht=5&pro_seite=25&sortierung=name&richtung=auf' +
        '&filter=ort:enthaelt:K%C3%B6ln&filter=ort:beginnt:Bonn&oder=ort&suche=Pflege&spalten=email,telefon',
    )
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says so in German when the view is gone or not shared', async () => {
    apiServer.use(apiMock.get('/api/saved-views', savedViews, () => []))
    renderScreen(<SavedViewPage />, { route: '/ansichten/:id', at: '/ansichten/99' })
    expect(await screen.findByRole('heading', { name: SAVED_VIEW_TEXTS.notFound })).toBeTruthy()
  })
})
