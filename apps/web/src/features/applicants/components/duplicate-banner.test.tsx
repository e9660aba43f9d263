import { APPLICANT_FIELDS, applicant, applicantDetail, MERGE_TOASTS, mergeApplicantBody } from '@bb/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { userActivity } from '../../../lib/user-activity.ts'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, detailFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import { ApplicantHeader } from './applicant-header.tsx'

const original = applicantFixture({ id: 7, city: 'Berlin', remarks: null })
const duplicate = applicantFixture({
  id: 8,
  last_name: 'Özdemir-Weiß',
  city: 'Köln',
  remarks: 'Kam über die Karriereseite.',
  channel: 'karriereseite',
  needs_review: true,
  duplicate_of: 7,
  updated_at: '2026-03-03T10:00:00.000Z',
})

/** The duplicate's page: its detail, its original, and what the web sent. */
function serve(permissions?: string[]) {
  const sent = { reviewed: 0, merges: [] as Array<z.input<typeof mergeApplicantBody>> }
  let person = duplicate
  apiServer.use(
    apiMock.get('/api/applicant-detail/{id}', applicantDetail, () => ({
      ...detailFixture(person, permissions),
      notes: [
        {
          id: 1,
          note: 'Ruft zurück',
          user_id: 1,
          applicant_id: 8,
          author: 'Rita Recruiter',
          created_at: '2026-03-03T10:00:00.000Z',
          updated_at: '2026-03-03T10:00:00.000Z',
        },
      ],
    })),
    apiMock.get('/api/applicants/{id}', applicant, ({ params }) => {
      expect(params.id).toBe('7')
      return original
    }),
    apiMock.post('/api/applicants/{id}/reviewed', applicant, ({ params }) => {
      expect(params.id).toBe('8')
      sent.reviewed += 1
      person = { ...person, needs_review: false }
      return person
    }),
  )
  return sent
}

/** A person opened the page (a click, a key, or the page loaded in front of them). */
const personHere = () => act(() => userActivity.noteInput())

const openDuplicate = () =>
  renderScreen(<ApplicantHeader id={8} />, { route: '/bewerber/:userid', at: '/bewerber/8' })

describe('a suspected duplicate on its page', () => {
  it('names its original, keeps „Bitte prüfen“ in sight and clears the mark once', async () => {
    const sent = serve()
    personHere()
    openDuplicate()
    const banner = await screen.findByText(/Mögliche Dublette von/)
    expect(banner.textContent).toBe(
      'Mögliche Dublette von Jülide Özdemir (gleiche E-Mail-Adresse, gleiche Telefonnummer)',
    )
    expect(within(banner).getByRole('link', { name: 'Jülide Özdemir' }).getAttribute('href')).toBe(
      '/bewerber/7',
    )
    expect(screen.getByText('Bitte prüfen')).toBeTruthy()
    await waitFor(() => expect(sent.reviewed).toBe(1))
    // The detail read again after the mark went: still shown for this visit, and not asked twice.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent.reviewed).toBe(1)
    expect(screen.getByText('Bitte prüfen')).toBeTruthy()
  })

  it('clears nothing in a tab nobody is at (restored in the background), until the person does something', async () => {
    const sent = serve()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000)
    try {
      openDuplicate()
      await screen.findByText(/Mögliche Dublette von/)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(sent.reviewed).toBe(0)
      expect(screen.getByText('Bitte prüfen')).toBeTruthy()
      personHere()
      await waitFor(() => expect(sent.reviewed).toBe(1))
    } finally {
      vi.useRealTimers()
    }
  })

  it('merges by keyboard with the fields chosen side by side, then opens the original', async () => {
    const sent = serve()
    apiServer.use(
      apiMock.post(
        '/api/applicants/{id}/merge',
        applicant,
        ({ params, body }) => {
          expect(params.id).toBe('8')
          sent.merges.push(body)
          return { ...original, city: 'Köln' }
        },
        { body: mergeApplicantBody },
      ),
    )
    const { user, router } = openDuplicate()
    const open = await screen.findByRole('button', { name: 'Zusammenführen…' })
    open.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Dublette zusammenführen' })
    // Only what differs is asked; the existing value is chosen first unless it is empty.
    const city = within(dialog).getByRole('group', { name: 'Ort' })
    expect(within(city).getByRole('radio', { name: 'Bestehend: Berlin' })).toHaveProperty('checked', true)
    const theirs = within(city).getByRole('radio', { name: 'Dublette: Köln' })
    expect(theirs).toHaveProperty('checked', false)
    const remarks = within(dialog).getByRole('group', { name: 'Bemerkungen' })
    expect(within(remarks).getByRole('radio', { name: /Dublette: Kam über/ })).toHaveProperty('checked', true)
    expect(within(dialog).queryByRole('group', { name: 'Vorname' })).toBeNull()
    expect(dialog.textContent).toContain('Von der Dublette übernommen: 1 Notiz')
    expect(dialog.textContent).toContain(
      `${APPLICANT_FIELDS.length - 3} weitere Felder sind gleich und bleiben.`,
    )
    theirs.focus()
    await user.keyboard(' ')
    expect(theirs).toHaveProperty('checked', true)
    await user.click(within(dialog).getByRole('button', { name: 'Zusammenführen' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bewerber/7'))
    expect(sent.merges).toEqual([
      {
        into: 7,
        fields: { last_name: 'target', city: 'source', remarks: 'source' },
        seen_updated_at: { source: duplicate.updated_at, target: original.updated_at },
      },
    ])
    expect(await screen.findByText(MERGE_TOASTS.success)).toBeTruthy()
  })

  it("shows the server's German refusal in the dialog and stays", async () => {
    serve()
    const refusal =
      'Eine der beiden Bewerber:innen wurde inzwischen geändert. Bitte prüfen Sie die Auswahl noch einmal.'
    apiServer.use(apiMock.post('/api/applicants/{id}/merge', applicant, () => refuse(422, refusal)))
    const { user, router } = openDuplicate()
    await user.click(await screen.findByRole('button', { name: 'Zusammenführen…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dublette zusammenführen' })
    await user.click(within(dialog).getByRole('button', { name: 'Zusammenführen' }))
    expect(await within(dialog).findByText(refusal)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/bewerber/8')
  })

  it('offers no merge to a viewer, only the name', async () => {
    serve(['view', 'follow', 'rate', 'note'])
    openDuplicate()
    expect(await screen.findByText(/Mögliche Dublette von/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Zusammenführen…' })).toBeNull()
  })
})
