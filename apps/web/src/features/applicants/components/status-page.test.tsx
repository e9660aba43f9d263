import { APPLICANT_TOASTS, applicant, applicantBody, applicantDetail, historyEntry } from '@bb/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, detailFixture } from '../../../test/fixtures.ts'
import { choose, renderScreen } from '../../../test/render.tsx'
import StatusPage from './status-page.tsx'

/** The status field names the status it shows; someone else's change meanwhile is refused and shown. */
describe('the status field', () => {
  it('sends the status it shows; on the 409 it says so and shows the status as it is now', async () => {
    let current = 'in-pruefung'
    const sent: unknown[] = []
    apiServer.use(
      apiMock.get('/api/applicant-detail/{id}', applicantDetail, () =>
        detailFixture(applicantFixture({ status: current })),
      ),
      apiMock.get('/api/history/{id}', z.array(historyEntry), () => []),
      apiMock.put(
        '/api/applicants/{id}',
        applicant,
        ({ body }) => {
          sent.push(body)
          current = 'angebot' // a colleague was quicker
          return refuse(409, APPLICANT_TOASTS.statusConflict)
        },
        { body: applicantBody.partial() },
      ),
    )
    const { user } = renderScreen(<StatusPage interviews={() => null} />, {
      route: '/bewerber/:userid/status',
      at: '/bewerber/7/status',
    })
    const field = await screen.findByLabelText('Aktueller Status')
    await choose(user, field, 'Eingestellt')
    expect(await screen.findByText(APPLICANT_TOASTS.statusConflict)).toBeTruthy()
    expect(sent).toEqual([{ status: 'eingestellt', expected_status: 'in-pruefung' }])
    await waitFor(() => expect(document.querySelector('.p-dropdown-label')?.textContent).toBe('Angebot'))
  })
})
