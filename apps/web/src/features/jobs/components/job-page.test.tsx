import { JOB_TOASTS, job, jobHistory, locationList, userList } from '@bb/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { renderScreen } from '../../../test/render.tsx'
import JobPage from './job-page.tsx'

type Job = z.input<typeof job>

const JOB: Job = {
  id: 4,
  slug: 'pflegefachkraft-koeln',
  title: 'Pflegefachkraft Köln',
  profession_group: 'pflege',
  location: 'Köln',
  employment_type: 'vollzeit',
  start_date: null,
  salary_min: null,
  salary_max: null,
  description: '',
  requirements: '',
  description_html: '',
  requirements_html: '',
  contact_user_id: null,
  contact_name: null,
  state: 'veroeffentlicht',
  published_at: '2026-11-20T09:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  following: false,
}

/** The job as the server keeps it for this person, and every follow call the page made. */
function serve({ failFollow = false } = {}) {
  const stored = { job: { ...JOB }, calls: [] as string[] }
  apiServer.use(
    apiMock.get('/api/jobs/{id}', job, ({ params }) => {
      expect(params.id).toBe('4')
      return stored.job
    }),
    apiMock.get('/api/jobs/{id}/history', jobHistory, () => []),
    apiMock.get('/api/users', userList, () => []),
    apiMock.get('/api/locations', locationList, () => []),
    apiMock.post('/api/jobs/{id}/follow', job, () => {
      stored.calls.push('POST')
      if (failFollow) return refuse(500, 'Interner Serverfehler')
      stored.job = { ...stored.job, following: true }
      return stored.job
    }),
    apiMock.delete('/api/jobs/{id}/follow', job, () => {
      stored.calls.push('DELETE')
      stored.job = { ...stored.job, following: false }
      return stored.job
    }),
  )
  return stored
}

const open = () => renderScreen(<JobPage />, { route: '/stellen/:id', at: '/stellen/4' })

describe('following a job on its page', () => {
  it('is a toggle: „Folgen“ follows, „Gefolgt“ stops following', async () => {
    const stored = serve()
    const { user } = open()
    const button = await screen.findByRole('button', { name: 'Folgen' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    await user.click(button)
    const pressed = await screen.findByRole('button', { name: 'Gefolgt' })
    expect(pressed.getAttribute('aria-pressed')).toBe('true')
    await user.click(pressed)
    await screen.findByRole('button', { name: 'Folgen' })
    expect(stored.calls).toEqual(['POST', 'DELETE'])
  })

  it('says so when following failed and leaves the button as it was', async () => {
    const stored = serve({ failFollow: true })
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Folgen' }))
    expect(await screen.findByText(JOB_TOASTS.followError)).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Folgen' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Folgen' }).getAttribute('aria-pressed')).toBe('false')
    expect(stored.calls.length).toBeGreaterThanOrEqual(1)
  })
})
