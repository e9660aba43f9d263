import { applicantList, SEARCH_DEBOUNCE_MS, SEARCH_TERM_MAX } from '@bb/shared'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { applicantFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import { OverviewPage } from './applicant-list-page.tsx'
import { ListSearchField } from './list-search-field.tsx'

/** The `q` of every list request, '' for none. */
function serveLists() {
  const asked: string[] = []
  apiServer.use(
    apiMock.get('/api/applicants', applicantList, ({ url }) => {
      asked.push(`${url.searchParams.get('q') ?? ''}|${url.searchParams.get('page')}`)
      return { data: [applicantFixture()], lastModified: `v${asked.length}`, total: 1 }
    }),
  )
  return asked
}

describe('„In dieser Liste suchen“', () => {
  it('filters the list once the person pauses, from the first page, and Escape clears it', async () => {
    const asked = serveLists()
    const user = userEvent.setup()
    renderScreen(<OverviewPage />, { route: '/', at: '/?seite=3' })
    const field = await screen.findByLabelText('In dieser Liste suchen')
    expect(field.getAttribute('maxlength')).toBe(String(SEARCH_TERM_MAX))
    // Typed letter by letter: the list is asked only where the person paused, once at the end.
    // Pauses are counted, not assumed: a busy machine may stall between two letters like a person.
    await user.click(field)
    let typedAt = performance.now()
    let pauses = 0
    for (const letter of 'Gabelstapler Köln ') {
      await user.keyboard(letter)
      if (performance.now() - typedAt >= SEARCH_DEBOUNCE_MS) pauses++
      typedAt = performance.now()
    }
    await waitFor(() => expect(asked).toContain('Gabelstapler Köln|1'))
    const gabel = asked.filter((q) => q.startsWith('Gabel'))
    expect(gabel.length).toBeLessThanOrEqual(1 + pauses)
    expect(gabel.at(-1)).toBe('Gabelstapler Köln|1')
    // Never with the trailing space.
    expect(gabel.filter((q) => q.includes(' |'))).toEqual([])
    expect((field as HTMLInputElement).value).toBe('Gabelstapler Köln ')
    await user.keyboard('{Escape}')
    expect((field as HTMLInputElement).value).toBe('')
    await waitFor(() => expect(asked.at(-1)).toBe('|1'))
  })

  it('shows the term of the address and offers to reset when nothing matches', async () => {
    apiServer.use(
      apiMock.get('/api/applicants', applicantList, () => ({ data: [], lastModified: 'v1', total: 0 })),
    )
    const user = userEvent.setup()
    renderScreen(<OverviewPage />, { route: '/', at: '/?suche=zyxqwort' })
    const field = (await screen.findByLabelText('In dieser Liste suchen')) as HTMLInputElement
    expect(field.value).toBe('zyxqwort')
    await user.click(await screen.findByRole('button', { name: 'Filter zurücksetzen' }))
    await waitFor(() => expect(field.value).toBe(''))
  })
})

describe('the field and the address', () => {
  it('keeps what the person typed on while the address caught up, and follows Back', async () => {
    const sent: string[] = []
    const user = userEvent.setup()
    const view = render(<ListSearchField term="" onTerm={(term) => sent.push(term)} />)
    const field = screen.getByLabelText('In dieser Liste suchen') as HTMLInputElement
    await user.type(field, 'Gabel')
    await waitFor(() => expect(sent).toEqual(['Gabel']))
    // The person types on before the address holds the term just sent.
    await user.type(field, 'stapler')
    view.rerender(<ListSearchField term="Gabel" onTerm={(term) => sent.push(term)} />)
    expect(field.value).toBe('Gabelstapler')
    await waitFor(() => expect(sent).toEqual(['Gabel', 'Gabelstapler']))
    // Back: the address holds another term, the field shows it.
    view.rerender(<ListSearchField term="Köln" onTerm={(term) => sent.push(term)} />)
    expect(field.value).toBe('Köln')
  })

  it('sends what is typed when the person leaves the field, once, not a pause later', async () => {
    const sent: string[] = []
    const user = userEvent.setup()
    render(
      <>
        <ListSearchField term="" onTerm={(term) => sent.push(term)} />
        <a href="#zeile">Özdemir, Jülide</a>
      </>,
    )
    await user.type(screen.getByLabelText('In dieser Liste suchen'), 'Gabel ')
    await user.tab()
    expect(sent).toEqual(['Gabel'])
    await new Promise((done) => setTimeout(done, 2 * SEARCH_DEBOUNCE_MS))
    expect(sent).toEqual(['Gabel'])
  })
})
