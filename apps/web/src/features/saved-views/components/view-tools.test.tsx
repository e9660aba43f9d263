import {
  createSavedViewBody,
  SAVED_VIEW_TEXTS,
  SAVED_VIEW_TOASTS,
  type SavedView,
  type SavedViewState,
  savedView,
  savedViews,
  updateSavedViewBody,
} from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { messageUnder, renderScreen } from '../../../test/render.tsx'
import ViewTools from './view-tools.tsx'

const ADDRESS = '/?sortierung=name&richtung=auf&filter=ort:enthaelt:K%C3%B6ln&suche=Pflege'
const STATE: SavedViewState = {
  sort: { field: 'last_name', order: 'asc' },
  rows: 50,
  filters: { city: { operator: 'and', rules: [{ matchMode: 'contains', value: 'Köln' }] } },
  term: 'Pflege',
  columns: [],
}

const savedFixture = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: 7,
  name: 'Pflege Köln',
  list: { kind: 'all' },
  state: structuredClone(STATE),
  shared: false,
  own: true,
  owner: { id: 1, name: 'Anna Admin' },
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
})

/** The views the server holds; a test's writes change them, as the server's would. */
function serveViews(views: SavedView[]) {
  apiServer.use(apiMock.get('/api/saved-views', savedViews, () => views))
  return views
}

const renderTools = (at: string) => renderScreen(<ViewTools list={{ kind: 'all' }} />, { route: '/', at })

describe('„Ansicht speichern“', () => {
  it('saves the list as the address shows it, shared with the team, and marks the view as open', async () => {
    serveViews([])
    const sent: unknown[] = []
    apiServer.use(
      apiMock.post(
        '/api/saved-views',
        savedView,
        ({ body }) => {
          sent.push(body)
          return savedFixture({ id: 12, name: 'Meine Pflege-Kandidat:innen Köln', shared: true })
        },
        { body: createSavedViewBody, status: 201 },
      ),
    )
    const { user, router } = renderTools(ADDRESS)
    await user.click(await screen.findByRole('button', { name: SAVED_VIEW_TEXTS.save }))
    const dialog = await screen.findByRole('dialog', { name: SAVED_VIEW_TEXTS.save })
    const name = within(dialog).getByLabelText(SAVED_VIEW_TEXTS.nameLabel)
    expect(document.activeElement).toBe(name)
    await user.type(name, 'Meine Pflege-Kandidat:innen Köln')
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByLabelText(SAVED_VIEW_TEXTS.shareLabel))
    await user.keyboard(' ')
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await screen.findByText(SAVED_VIEW_TOASTS.saveSuccess)
    expect(sent).toEqual([
      { name: 'Meine Pflege-Kandidat:innen Köln', shared: true, list: { kind: 'all' }, state: STATE },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('ansicht')).toBe('12'))
    // The address now says everything the view holds, columns included.
    expect(router.state.location.search).toContain('spalten=')
    expect(router.state.location.search).toContain('filter=ort:enthaelt:K%C3%B6ln')
  })

  it('asks for a name before it asks the server, and shows the server’s German refusal under the name', async () => {
    serveViews([])
    apiServer.use(
      apiMock.post(
        '/api/saved-views',
        savedView,
        () => refuse(422, SAVED_VIEW_TEXTS.nameTaken, { name: [SAVED_VIEW_TEXTS.nameTaken] }),
        { body: createSavedViewBody, status: 201 },
      ),
    )
    const { user } = renderTools(ADDRESS)
    await user.click(await screen.findByRole('button', { name: SAVED_VIEW_TEXTS.save }))
    const dialog = await screen.findByRole('dialog')
    const name = within(dialog).getByLabelText(SAVED_VIEW_TEXTS.nameLabel)
    await user.type(name, '   {Enter}')
    expect(messageUnder(name)).toBe(SAVED_VIEW_TEXTS.nameRequired)
    await user.clear(name)
    await user.type(name, 'Pflege Köln{Enter}')
    await waitFor(() => expect(messageUnder(name)).toBe(SAVED_VIEW_TEXTS.nameTaken))
    expect(screen.getByRole('dialog')).toBeTruthy()
    // Typing again clears the message; Abbrechen closes without saving.
    await user.type(name, ' 2')
    expect(messageUnder(name)).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says in the dialog when the server refuses the list itself, not the name', async () => {
    serveViews([])
    apiServer.use(
      apiMock.post(
        '/api/saved-views',
        savedView,
        () =>
          refuse(422, SAVED_VIEW_TEXTS.unknownJob, { 'state.filters.job': [SAVED_VIEW_TEXTS.unknownJob] }),
        { body: createSavedViewBody, status: 201 },
      ),
    )
    const { user } = renderTools(ADDRESS)
    await user.click(await screen.findByRole('button', { name: SAVED_VIEW_TEXTS.save }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(SAVED_VIEW_TEXTS.nameLabel), 'Pflege Köln{Enter}')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SAVED_VIEW_TEXTS.unknownJob)
  })
})

describe('an open view', () => {
  it('offers „Ansicht aktualisieren“ only once the list differs from what the view saved', async () => {
    const stored = serveViews([savedFixture()])
    const patched: unknown[] = []
    apiServer.use(
      apiMock.patch(
        '/api/saved-views/{id}',
        savedView,
        ({ body, params }) => {
          patched.push([params.id, body])
          stored[0] = savedFixture({ state: savedView.shape.state.parse(body.state) })
          return stored[0]
        },
        { body: updateSavedViewBody },
      ),
    )
    const { user, router } = renderTools(`/?ansicht=7&${ADDRESS.slice(2)}`)
    expect(await screen.findByText(SAVED_VIEW_TEXTS.openView('Pflege Köln'))).toBeTruthy()
    expect(screen.queryByRole('button', { name: SAVED_VIEW_TEXTS.update })).toBeNull()
    expect(screen.getByRole('button', { name: SAVED_VIEW_TEXTS.edit })).toBeTruthy()

    // The person sorts the other way: the view is changed.
    await router.navigate(
      `/?ansicht=7&sortierung=name&richtung=ab&filter=ort:enthaelt:K%C3%B6ln&suche=Pflege`,
    )
    await user.click(await screen.findByRole('button', { name: SAVED_VIEW_TEXTS.update }))
    await screen.findByText(SAVED_VIEW_TOASTS.updateSuccess)
    expect(patched).toEqual([['7', { state: { ...STATE, sort: { field: 'last_name', order: 'desc' } } }]])
    await waitFor(() => expect(screen.queryByRole('button', { name: SAVED_VIEW_TEXTS.update })).toBeNull())
  })

  it('renames and shares a view of one’s own, and deletes it only after a confirmation', async () => {
    const stored = serveViews([savedFixture()])
    const patched: unknown[] = []
    const deleted: string[] = []
    apiServer.use(
      apiMock.patch(
        '/api/saved-views/{id}',
        savedView,
        ({ body }) => {
          patched.push(body)
          stored[0] = savedFixture({ ...body })
          return stored[0]
        },
        { body: updateSavedViewBody },
      ),
      apiMock.delete('/api/saved-views/{id}', null, ({ params }) => {
        deleted.push(params.id)
        stored.splice(0)
      }),
    )
    const { user, router } = renderTools(`/?ansicht=7&${ADDRESS.slice(2)}`)
    await user.click(await screen.findByRole('button', { name: SAVED_VIEW_TEXTS.edit }))
    let dialog = await screen.findByRole('dialog', { name: SAVED_VIEW_TEXTS.edit })
    const name = within(dialog).getByLabelText(SAVED_VIEW_TEXTS.nameLabel)
    expect((name as HTMLInputElement).value).toBe('Pflege Köln')
    await user.clear(name)
    await user.type(name, 'Pflege Köln (Team)')
    await user.click(within(dialog).getByLabelText(SAVED_VIEW_TEXTS.shareLabel))
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await screen.findByText(SAVED_VIEW_TOASTS.updateSuccess)
    expect(patched).toEqual([{ name: 'Pflege Köln (Team)', shared: true }])

    await user.click(screen.getByRole('button', { name: SAVED_VIEW_TEXTS.edit }))
    dialog = await screen.findByRole('dialog', { name: SAVED_VIEW_TEXTS.edit })
    await user.click(within(dialog).getByRole('button', { name: SAVED_VIEW_TEXTS.delete }))
    const confirm = await screen.findByRole('dialog', { name: `${SAVED_VIEW_TEXTS.delete}?` })
    expect(confirm.textContent).toContain(SAVED_VIEW_TEXTS.deleteConfirm('Pflege Köln (Team)'))
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `${SAVED_VIEW_TEXTS.delete}?` })).toBeNull(),
    )
    expect(deleted).toEqual([])
    // „Abbrechen“ leads back to the edit dialog.
    dialog = screen.getByRole('dialog', { name: SAVED_VIEW_TEXTS.edit })
    await user.click(within(dialog).getByRole('button', { name: SAVED_VIEW_TEXTS.delete }))
    const again = await screen.findByRole('dialog', { name: `${SAVED_VIEW_TEXTS.delete}?` })
    await user.click(within(again).getByRole('button', { name: 'Löschen' }))
    await screen.findByText(SAVED_VIEW_TOASTS.deleteSuccess)
    expect(deleted).toEqual(['7'])
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(router.state.location.search).not.toContain('ansicht='))
    expect(router.state.location.search).toContain('filter=ort:enthaelt:K%C3%B6ln')
  })

  it('shows whose a colleague’s shared view is, and offers no change to it', async () => {
    serveViews([savedFixture({ own: false, shared: true, owner: { id: 9, name: 'Rita Recruiter' } })])
    renderTools('/?ansicht=7&sortierung=name&richtung=ab&filter=ort:enthaelt:K%C3%B6ln&suche=Pflege')
    expect(await screen.findByText(`· ${SAVED_VIEW_TEXTS.sharedBy('Rita Recruiter')}`)).toBeTruthy()
    expect(screen.getByText(`· ${SAVED_VIEW_TEXTS.changed}`)).toBeTruthy()
    expect(screen.queryByRole('button', { name: SAVED_VIEW_TEXTS.edit })).toBeNull()
    expect(screen.queryByRole('button', { name: SAVED_VIEW_TEXTS.update })).toBeNull()
    expect(screen.getByRole('button', { name: SAVED_VIEW_TEXTS.save })).toBeTruthy()
  })
})
