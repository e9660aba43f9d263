import {
  applicant,
  applicantBody,
  BULK_TEXTS,
  bulkJob,
  createBulkJobBody,
  DEFAULT_STATUSES,
  PIPELINE_TEXTS,
  type PipelineCard,
  pipelineBoard,
} from '@bb/shared'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { applicantFixture } from '../../../test/fixtures.ts'
import { choose, renderScreen } from '../../../test/render.tsx'
import PipelinePage from './pipeline-page.tsx'

/**
 * Bulk actions on the board: cards ticked by their checkboxes (Space ticks, it never picks a card
 * up; a press never starts a drag), a whole column by its header (by filter, with the board's
 * narrowing and the column's own count), the bar of the lists with its dialogs, and a ticked card
 * still moving alone.
 */
const card = (id: number, first: string, last: string, status = 'neu'): PipelineCard => ({
  id,
  first_name: first,
  last_name: last,
  status,
  job: null,
  job_title: null,
  profession_group: 'pflege',
  average_rating: null,
  status_since: new Date(Date.now() - 86_400_000).toISOString(),
  followers: [],
})

const CARDS = [
  card(7, 'Jülide', 'Özdemir'),
  card(8, 'Bernd', 'Brettschneider'),
  card(9, 'Clara', 'Conrad', 'kontaktiert'),
]

type Job = z.input<typeof bulkJob>
const finished = (overrides: Partial<Job>): Job => ({
  id: 4,
  action: 'status',
  label: 'Status ändern',
  state: 'done',
  cancel_requested: false,
  total: 2,
  done: 2,
  skipped: 0,
  failed: 0,
  summary: 'Status geändert: 2 erledigt, 0 übersprungen, 0 fehlgeschlagen',
  problems: [],
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: '2026-03-01T10:00:01.000Z',
  file_name: null,
  ...overrides,
})

/** The board (Neu counts 45, two cards loaded), the status update and the bulk start. */
function serve({ canMove = true } = {}) {
  const asked: string[] = []
  const started: Array<z.input<typeof createBulkJobBody>> = []
  const moved: Array<{ id: string; body: unknown }> = []
  apiServer.use(
    apiMock.get('/api/pipeline', pipelineBoard, ({ request }) => {
      asked.push(new URL(request.url).search)
      return {
        lastModified: `${asked.length}.abc`,
        can_move: canMove,
        columns: DEFAULT_STATUSES.map((s) => {
          const own = CARDS.filter((c) => c.status === s.slug)
          const total = s.slug === 'neu' ? 45 : own.length
          return { status: s.slug, label: s.label, color: s.color, total, cards: own, next: null }
        }),
      }
    }),
    apiMock.post(
      '/api/bulk-jobs',
      bulkJob,
      ({ body }) => {
        started.push(body)
        return finished(body.selection.type === 'ids' ? {} : { total: 45, done: 45 })
      },
      { body: createBulkJobBody, status: 201 },
    ),
    apiMock.put(
      '/api/applicants/{id}',
      applicant,
      ({ params, body }) => {
        moved.push({ id: params.id, body })
        return applicantFixture({ status: (body as { status: string }).status })
      },
      { body: applicantBody.partial() },
    ),
  )
  return { asked, started, moved }
}

const region = (name: RegExp) => screen.getByRole('region', { name })
const bar = () => screen.queryByRole('region', { name: BULK_TEXTS.barLabel })
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

describe('bulk actions on the board', () => {
  it('ticks cards by Space without picking them up, and changes their status from the bar', async () => {
    const { asked, started } = serve()
    const { user, router } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    const first = (await screen.findByRole('checkbox', {
      name: 'Jülide Özdemir auswählen',
    })) as HTMLInputElement
    expect(bar()).toBeNull()

    act(() => first.focus())
    await user.keyboard(' ')
    expect(first.checked).toBe(true)
    // Space ticked the box: no card in the hand, nothing announced as picked up.
    const handle = screen.getByRole('button', { name: 'Jülide Özdemir verschieben' })
    expect(handle.getAttribute('aria-pressed')).not.toBe('true')
    expect(screen.queryByText(/aufgenommen/)).toBeNull()
    // Tab goes on through the card (name, handle, menu) to the next card's checkbox.
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(box('Bernd Brettschneider auswählen'))
    await user.keyboard(' ')
    expect(within(bar() as HTMLElement).getByText('2 Bewerber:innen ausgewählt')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/pipeline')

    const before = asked.length
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Status ändern' }))
    const dialog = await screen.findByRole('dialog', { name: 'Status ändern' })
    expect(within(dialog).getByText('Für 2 Bewerber:innen ausführen?')).toBeTruthy()
    await choose(user, within(dialog).getByLabelText('Neuer Status'), 'In Prüfung')
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }))
    expect(
      await within(dialog).findByText('Status geändert: 2 erledigt, 0 übersprungen, 0 fehlgeschlagen'),
    ).toBeTruthy()
    expect(started).toEqual([
      { selection: { type: 'ids', ids: [7, 8] }, action: { action: 'status', status: 'in-pruefung' } },
    ])
    // The job has ended: the board is read again.
    await waitFor(() => expect(asked.length).toBeGreaterThan(before))
    await user.click(within(dialog).getByRole('button', { name: 'Fertig' }))
    await waitFor(() => expect(bar()).toBeNull())
    expect(box('Jülide Özdemir auswählen').checked).toBe(false)
  })

  it('a whole column by its header: the narrowed board’s filter and the column’s count, loaded or not', async () => {
    const { started } = serve()
    const { user } = renderScreen(<PipelinePage />, {
      route: '/pipeline',
      at: '/pipeline?stelle=pflege-koeln&berufsgruppe=pflege',
    })
    const whole = (await screen.findByRole('checkbox', {
      name: BULK_TEXTS.selectColumn(45, 'Neu'),
    })) as HTMLInputElement
    expect(whole.closest('section')).toBe(region(/^Neu/))
    await user.click(whole)
    expect(whole.checked).toBe(true)
    expect(within(bar() as HTMLElement).getByText('Alle 45 in „Neu“ ausgewählt')).toBeTruthy()
    // The column's cards show ticked, another column's do not.
    expect(box('Jülide Özdemir auswählen').checked).toBe(true)
    expect(box('Bernd Brettschneider auswählen').checked).toBe(true)
    expect(box('Clara Conrad auswählen').checked).toBe(false)

    await user.click(within(bar() as HTMLElement).getByRole('button', { name: /^Folgen$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Folgen' })
    expect(within(dialog).getByText('Für 45 Bewerber:innen ausführen?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }))
    await within(dialog).findByRole('status')
    expect(started).toEqual([
      {
        selection: {
          type: 'filter',
          query: { job: 'pflege-koeln', profession_group: 'pflege', status: 'neu' },
        },
        action: { action: 'follow' },
      },
    ])
  })

  it('unticking a card of a whole column keeps its loaded cards; a new narrowing forgets the selection', async () => {
    serve()
    const { user, router } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    await user.click(await screen.findByRole('checkbox', { name: BULK_TEXTS.selectColumn(45, 'Neu') }))
    await user.click(box('Bernd Brettschneider auswählen'))
    expect(within(bar() as HTMLElement).getByText('1 Bewerber:in ausgewählt')).toBeTruthy()
    expect(box('Jülide Özdemir auswählen').checked).toBe(true)
    const whole = box(BULK_TEXTS.selectColumn(45, 'Neu'))
    expect(whole.checked).toBe(false)
    expect(whole.indeterminate).toBe(true)

    await act(() => router.navigate('/pipeline?berufsgruppe=pflege'))
    await waitFor(() => expect(bar()).toBeNull())
    expect(box('Jülide Özdemir auswählen').checked).toBe(false)
  })

  it('a column whose cards are all ticked shows ticked; unticking it leaves the other columns’ ticks', async () => {
    serve()
    const { user } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    await user.click(await screen.findByRole('checkbox', { name: 'Clara Conrad auswählen' }))
    await user.click(box('Jülide Özdemir auswählen'))
    const contacted = box(BULK_TEXTS.selectColumn(1, 'Kontaktiert'))
    expect(contacted.checked).toBe(true)
    // Neu has 45, of which two are loaded and one ticked.
    expect(box(BULK_TEXTS.selectColumn(45, 'Neu')).indeterminate).toBe(true)
    await user.click(contacted)
    expect(box('Clara Conrad auswählen').checked).toBe(false)
    expect(box('Jülide Özdemir auswählen').checked).toBe(true)
    expect(within(bar() as HTMLElement).getByText('1 Bewerber:in ausgewählt')).toBeTruthy()
  })

  it('a press on the checkbox starts no drag and opens nobody; a ticked card still moves alone', async () => {
    const { moved } = serve()
    const { user, router } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    const first = (await screen.findByRole('checkbox', {
      name: 'Jülide Özdemir auswählen',
    })) as HTMLInputElement
    // Pressed and pulled well past the 6 px a drag needs: still only a tick.
    fireEvent.mouseDown(first, { button: 0, clientX: 10, clientY: 10 })
    fireEvent.mouseMove(document, { clientX: 60, clientY: 40 })
    fireEvent.mouseMove(document, { clientX: 120, clientY: 80 })
    expect(first.closest('article')?.className).not.toContain('board-card--dragging')
    expect(screen.queryByText(/aufgenommen/)).toBeNull()
    fireEvent.mouseUp(document, { clientX: 120, clientY: 80 })
    fireEvent.click(first)
    expect(first.checked).toBe(true)
    // A long press by touch neither.
    const second = box('Bernd Brettschneider auswählen')
    fireEvent.touchStart(second, { touches: [{ clientX: 10, clientY: 10 }] })
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(second.closest('article')?.className).not.toContain('board-card--dragging')
    expect(screen.queryByText(/aufgenommen/)).toBeNull()
    fireEvent.touchEnd(second, { changedTouches: [{ clientX: 10, clientY: 10 }] })
    expect(router.state.location.pathname).toBe('/pipeline')
    await user.click(box('Bernd Brettschneider auswählen'))

    const handle = screen.getByRole('button', { name: 'Jülide Özdemir verschieben' })
    act(() => handle.focus())
    await user.keyboard(' ')
    await user.keyboard('{ArrowRight}')
    await user.keyboard(' ')
    expect(await screen.findByText(PIPELINE_TEXTS.moved('Jülide Özdemir', 'In Prüfung'))).toBeTruthy()
    expect(moved).toEqual([{ id: '7', body: { status: 'in-pruefung', expected_status: 'neu' } }])
    expect(within(region(/^Neu/)).getByRole('article', { name: 'Bernd Brettschneider' })).toBeTruthy()
  })

  it('a viewer ticks cards and is offered following only', async () => {
    serve({ canMove: false })
    const { user } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    await user.click(await screen.findByRole('checkbox', { name: 'Clara Conrad auswählen' }))
    expect(
      within(bar() as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Auswahl aufheben', 'Folgen', 'Nicht mehr folgen'])
  })
})
