import { applicantSearchResult, SEARCH_TERM_MAX } from '@bb/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import SearchPage from './search-page.tsx'

const NO_HITS = /Keine Treffer/

/** The terms the search is asked for, each answered with no hits. */
function termsAsked() {
  const asked: string[] = []
  apiServer.use(
    apiMock.get('/api/applicants/search/{term}', applicantSearchResult, ({ params }) => {
      asked.push(decodeURIComponent(params.term))
      return { data: [], word_starts: [] }
    }),
  )
  return asked
}

describe('the search page when the search fails', () => {
  it('says the search failed instead of „Keine Treffer“, and asks again on request', async () => {
    let failing = true
    const asked: string[] = []
    apiServer.use(
      apiMock.get('/api/applicants/search/{term}', applicantSearchResult, ({ params }) => {
        asked.push(decodeURIComponent(params.term))
        if (failing) return refuse(503, 'Service Unavailable')
        const anna = applicantFixture({ id: 7, first_name: 'Anna', last_name: 'Meier' })
        return { data: [{ ...anna, found_in: null }], word_starts: [] }
      }),
    )
    const { user } = renderScreen(<SearchPage />, { route: '/bewerber/suche', at: '/bewerber/suche' })
    await user.type(await screen.findByLabelText('Suchbegriff'), 'meier')
    // The server's technical text of a 5xx is not shown; the screen's own is.
    await screen.findByText('Die Suche ist fehlgeschlagen.')
    expect(screen.queryByText(NO_HITS)).toBeNull()
    expect(screen.queryByText(/Service Unavailable/)).toBeNull()

    failing = false
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await screen.findByRole('option', { name: /Anna Meier/ })
    expect(screen.queryByText('Die Suche ist fehlgeschlagen.')).toBeNull()
    expect(asked.every((term) => term === 'meier')).toBe(true)
  })

  it('shows the server’s German refusal of a term from the address, never „Keine Treffer“', async () => {
    const message = 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.'
    apiServer.use(
      apiMock.get('/api/applicants/search/{term}', applicantSearchResult, () => refuse(422, message)),
    )
    const long = 'a'.repeat(SEARCH_TERM_MAX + 1)
    renderScreen(<SearchPage />, { route: '/bewerber/suche', at: `/bewerber/suche?q=${long}` })
    await screen.findByText(message)
    expect(screen.queryByText(NO_HITS)).toBeNull()
    // Asked again, the same term is refused again: no button offers it.
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
  })

  it('takes no more than the longest term the server answers, also when pasted', async () => {
    const asked = termsAsked()
    const { user } = renderScreen(<SearchPage />, { route: '/bewerber/suche', at: '/bewerber/suche' })
    const field = await screen.findByLabelText<HTMLInputElement>('Suchbegriff')
    await user.click(field)
    await user.paste('x'.repeat(10_000))
    expect(field.value).toHaveLength(SEARCH_TERM_MAX)
    await waitFor(() => expect(asked).toEqual(['x'.repeat(SEARCH_TERM_MAX)]))
  })
})

describe('a term without a word', () => {
  it('answers „Keine Treffer“ without asking, also for dots the browser would read as a step up', async () => {
    const asked = termsAsked()
    const { user } = renderScreen(<SearchPage />, { route: '/bewerber/suche', at: '/bewerber/suche' })
    const field = await screen.findByLabelText('Suchbegriff')
    await user.type(field, '..')
    await screen.findByText(/Keine Treffer für „\.\.“/)
    expect(screen.queryByText('Die Suche ist fehlgeschlagen.')).toBeNull()
    await user.type(field, ' 7')
    await waitFor(() => expect(asked).toEqual(['.. 7']))
  })
})
