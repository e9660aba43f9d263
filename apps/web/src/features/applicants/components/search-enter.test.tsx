import { applicantSearchResult } from '@bb/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { applicantFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import SearchPage from './search-page.tsx'

/** Hits by term: „meier“ finds Anna (7) and Berta (8), „meier berta“ only Berta. */
function serveSearch(answer: (term: string) => Promise<void> = async () => undefined) {
  const asked: string[] = []
  const anna = { ...applicantFixture({ id: 7, first_name: 'Anna', last_name: 'Meier' }), found_in: null }
  const berta = { ...applicantFixture({ id: 8, first_name: 'Berta', last_name: 'Meier' }), found_in: null }
  apiServer.use(
    apiMock.get('/api/applicants/search/{term}', applicantSearchResult, async ({ params }) => {
      const term = decodeURIComponent(params.term)
      asked.push(term)
      await answer(term)
      const data = term === 'meier' ? [anna, berta] : term === 'meier berta' ? [berta] : []
      return { data, word_starts: [] }
    }),
  )
  return asked
}

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`

describe('Enter on the search page', () => {
  it('opens the best hit of the term as typed, not a hit of the term before the pause', async () => {
    const asked = serveSearch()
    const { user, router } = renderScreen(<SearchPage />, { route: '/bewerber/suche', at: '/bewerber/suche' })
    const field = await screen.findByLabelText('Suchbegriff')
    await user.type(field, 'meier')
    await screen.findByRole('option', { name: /Anna Meier/ })
    // The hits of „meier“ are shown; „ berta“ and Enter follow before the person pauses.
    await user.type(field, ' berta{Enter}')
    await waitFor(() => expect(at(router)).toBe('/bewerber/8'))
    expect(asked).toEqual(['meier', 'meier berta'])
  })

  it('opens a hit only once its term is answered, and nothing when it finds no one', async () => {
    let release = () => {}
    serveSearch((term) =>
      term === 'meier berta' ? new Promise((done) => (release = done)) : Promise.resolve(),
    )
    const { user, router } = renderScreen(<SearchPage />, {
      route: '/bewerber/suche',
      at: '/bewerber/suche?q=meier',
    })
    const field = await screen.findByLabelText('Suchbegriff')
    await screen.findByRole('option', { name: /Anna Meier/ })
    await user.type(field, ' berta{Enter}')
    // Still asking: Anna's hit, shown while the answer is on its way, is not opened.
    await new Promise((done) => setTimeout(done, 50))
    expect(at(router)).toBe('/bewerber/suche?q=meier+berta')
    release()
    await waitFor(() => expect(at(router)).toBe('/bewerber/8'))

    const again = renderScreen(<SearchPage />, { route: '/bewerber/suche', at: '/bewerber/suche' })
    await again.user.type(screen.getAllByLabelText('Suchbegriff').at(-1) as HTMLElement, 'niemand{Enter}')
    await screen.findByText(
      'Keine Treffer für „niemand“. Versuchen Sie einen Teil des Namens oder die Telefonnummer.',
    )
    expect(at(again.router)).toBe('/bewerber/suche?q=niemand')
  })
})
