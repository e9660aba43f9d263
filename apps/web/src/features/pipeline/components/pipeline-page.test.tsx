import {
  APPLICANT_TOASTS,
  applicant,
  applicantBody,
  DEFAULT_STATUSES,
  messageTemplateList,
  PIPELINE_TEXTS,
  type PipelineCard,
  pipelineBoard,
  sendResponse,
  templateFilterBody,
} from '@bb/shared'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, templateFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import PipelinePage from './pipeline-page.tsx'

const card = (overrides: Partial<PipelineCard> = {}): PipelineCard => ({
  id: 7,
  first_name: 'Jülide',
  last_name: 'Özdemir',
  status: 'neu',
  job: null,
  job_title: null,
  profession_group: 'pflege',
  average_rating: 4.25,
  // Late on 26 November, by the browser's clock.
  status_since: new Date(2026, 10, 26, 23, 45).toISOString(),
  followers: ['RR'],
  ...overrides,
})

function boardWith(cards: PipelineCard[], canMove = true): z.input<typeof pipelineBoard> {
  return {
    lastModified: '1.abc',
    can_move: canMove,
    columns: DEFAULT_STATUSES.map((s) => {
      const own = cards.filter((c) => c.status === s.slug)
      return { status: s.slug, label: s.label, color: s.color, total: own.length, cards: own, next: null }
    }),
  }
}

/** Serves the board and the status update; `refuseWith` answers the update with that refusal. */
function serve({ canMove = true, refuseWith }: { canMove?: boolean; refuseWith?: [number, string] } = {}) {
  let cards = [card()]
  const sent: unknown[] = []
  apiServer.use(
    apiMock.get('/api/pipeline', pipelineBoard, () => boardWith(cards, canMove)),
    apiMock.put(
      '/api/applicants/{id}',
      applicant,
      ({ body }) => {
        sent.push(body)
        if (refuseWith) return refuse(...refuseWith)
        const next = (body as { status: string }).status
        cards = cards.map((c) => ({ ...c, status: next }))
        return applicantFixture({ status: next })
      },
      { body: applicantBody.partial() },
    ),
  )
  return sent
}

const columnOf = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label}`) })

describe('the pipeline board', () => {
  it('shows a column per status with counts and the card: name, group, rating, days in status, followers', async () => {
    // A fixed morning on the browser's clock: the card came in late on the 26th, three calendar days
    // before (less than three times 24 hours), whatever day and hour the test runs.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 29, 8, 0))
    onTestFinished(() => {
      vi.useRealTimers()
    })
    serve()
    renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    const neu = await screen.findByRole('region', { name: /^Neu/ })
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.querySelector('.board-column__label')?.textContent),
    ).toEqual(DEFAULT_STATUSES.map((s) => s.label))
    expect(within(neu).getByText('1 Bewerber:in')).toBeTruthy()
    const article = within(neu).getByRole('article', { name: 'Jülide Özdemir' })
    expect(within(article).getByRole('link', { name: 'Jülide Özdemir' }).getAttribute('href')).toBe(
      '/bewerber/7',
    )
    expect(article.textContent).toContain('Pflege & Gesundheit')
    expect(article.textContent).toContain('4,3')
    expect(article.textContent).toContain('seit 3 Tagen')
    expect(article.textContent).toContain('Gefolgt von RR')
    expect(within(columnOf('Abgelehnt')).getByText(PIPELINE_TEXTS.empty)).toBeTruthy()
  })

  it('moves a card by keyboard with German announcements, through the status update naming the old status', async () => {
    const sent = serve()
    const { user } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    const handle = await screen.findByRole('button', { name: 'Jülide Özdemir verschieben' })
    act(() => handle.focus())
    await user.keyboard(' ')
    expect(handle.getAttribute('aria-pressed')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByText('Jülide Özdemir über Spalte „In Prüfung“.')).toBeTruthy()
    await user.keyboard(' ')
    expect(await screen.findByText('Jülide Özdemir in Spalte „In Prüfung“ abgelegt.')).toBeTruthy()
    expect(
      await within(columnOf('In Prüfung')).findByRole('article', { name: 'Jülide Özdemir' }),
    ).toBeTruthy()
    expect(sent).toEqual([{ status: 'in-pruefung', expected_status: 'neu' }])
    expect(await screen.findByText(PIPELINE_TEXTS.moved('Jülide Özdemir', 'In Prüfung'))).toBeTruthy()
  })

  it('Escape puts the card back without a request', async () => {
    const sent = serve()
    const { user } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    const handle = await screen.findByRole('button', { name: 'Jülide Özdemir verschieben' })
    act(() => handle.focus())
    await user.keyboard(' ')
    await user.keyboard('{ArrowRight}')
    await user.keyboard('{Escape}')
    expect(await screen.findByText(PIPELINE_TEXTS.cancelled('Jülide Özdemir'))).toBeTruthy()
    expect(within(columnOf('Neu')).getByRole('article', { name: 'Jülide Özdemir' })).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('takes a move back when the server refuses it with the 409 and says why in German', async () => {
    const sent = serve({ refuseWith: [409, APPLICANT_TOASTS.statusConflict] })
    const { user } = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    await user.click(
      await screen.findByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Jülide Özdemir)` }),
    )
    await user.click(await screen.findByRole('menuitem', { name: 'Angebot' }))
    expect(await screen.findByText(APPLICANT_TOASTS.statusConflict)).toBeTruthy()
    expect(within(columnOf('Neu')).getByRole('article', { name: 'Jülide Özdemir' })).toBeTruthy()
    expect(within(columnOf('Angebot')).queryByRole('article', { name: 'Jülide Özdemir' })).toBeNull()
    expect(within(columnOf('Angebot')).getByText('0 Bewerber:innen')).toBeTruthy()
    expect(sent).toEqual([{ status: 'angebot', expected_status: 'neu' }])
  })

  it('a viewer sees the cards but no way to move them', async () => {
    serve({ canMove: false })
    renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    await screen.findByRole('article', { name: 'Jülide Özdemir' })
    expect(screen.queryByRole('button', { name: 'Jülide Özdemir verschieben' })).toBeNull()
    expect(screen.queryByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Jülide Özdemir)` })).toBeNull()
  })
})

describe('after a move into Abgelehnt', () => {
  const rejection = templateFixture({
    id: 5,
    name: 'Absage',
    subject: 'Ihre Bewerbung, {{vorname}}',
    message: '{{anrede}},\n\nleider nicht.',
    message_action: ['absage'],
  })

  function serveRejection() {
    const sends: unknown[] = []
    serve()
    apiServer.use(
      apiMock.get('/api/applicants/{id}', applicant, () => applicantFixture({ status: 'abgelehnt' })),
      apiMock.post('/api/message-templates/filter', messageTemplateList, () => [rejection], {
        body: templateFilterBody,
      }),
      apiMock.post('/api/messages', sendResponse, ({ body }) => {
        sends.push(body)
        return refuse(500, 'nicht erwartet')
      }),
    )
    return sends
  }

  async function reject() {
    const view = renderScreen(<PipelinePage />, { route: '/pipeline', at: '/pipeline' })
    await view.user.click(
      await screen.findByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Jülide Özdemir)` }),
    )
    await view.user.click(await screen.findByRole('menuitem', { name: 'Abgelehnt' }))
    const dialog = await screen.findByRole('dialog', { name: PIPELINE_TEXTS.rejectTitle })
    await within(dialog).findByText('Ihre Bewerbung, Jülide', { exact: false })
    return { ...view, dialog }
  }

  it('offers the template filled for this applicant; „Erst bearbeiten“ opens the composer with it', async () => {
    serveRejection()
    const { user, dialog, router } = await reject()
    expect(dialog.textContent).toContain('juelide.oezdemir@example.de')
    expect(dialog.textContent).toContain('Sehr geehrte Frau Özdemir,')
    await user.click(within(dialog).getByRole('button', { name: PIPELINE_TEXTS.rejectEdit }))
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/bewerber/7/kommunikation?vorlage=5',
    )
  })

  it('„Keine Mail“ closes the dialog and sends nothing', async () => {
    const sends = serveRejection()
    const { user, dialog } = await reject()
    await user.click(within(dialog).getByRole('button', { name: PIPELINE_TEXTS.rejectNoMail }))
    expect(screen.queryByRole('dialog', { name: PIPELINE_TEXTS.rejectTitle })).toBeNull()
    expect(sends).toEqual([])
  })
})
