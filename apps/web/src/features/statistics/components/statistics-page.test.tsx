import { intakeStatisticsResponse, STATISTICS_MESSAGES, statisticsResponse } from '@bb/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { renderScreen } from '../../../test/render.tsx'
import StatisticsPage from './statistics-page.tsx'

const PERIOD = { from: '2026-10-01', to: '2026-11-30', profession_group: null }

/** A period without figures of its own; `serve` adds a pipeline, without which the page shows none. */
const FIGURES: z.input<typeof statisticsResponse> = {
  period: PERIOD,
  totals: { applications: 0, hires: 0, rejections: 0, median_days_to_hire: null },
  by_status: [],
  new_per_week: [],
  funnel: [],
  hires_per_month: [],
  ratings: [],
  by_source: [],
  by_profession_group: [],
}

const row = (key: string, label: string, applications: number, hires: number, median: number | null) => ({
  key,
  label,
  applications,
  interviews: hires,
  interview_share: applications ? hires / applications : null,
  hires,
  hire_share: applications ? hires / applications : null,
  median_days_to_hire: median,
})

const INTAKE: z.input<typeof intakeStatisticsResponse> = {
  period: PERIOD,
  by_job: [row('pflege-koeln', 'Pflegefachkraft Köln', 4, 3, 20), row('', 'Keine Angabe', 1, 0, null)],
  by_channel: [row('karriereseite', 'Karriereseite', 2, 1, 10.5), row('email', 'E-Mail', 0, 0, null)],
}

/** Answers both reads, with the pipeline the page needs to show figures at all; notes what was asked. */
function serve({ intakeFails = false } = {}) {
  const asked: string[] = []
  apiServer.use(
    apiMock.get('/api/statistics', statisticsResponse, ({ url }) => {
      asked.push(`figures ${url.search}`)
      return { ...FIGURES, by_status: [{ key: 'neu', label: 'Neu', color: '#2563eb', count: 3 }] }
    }),
    apiMock.get('/api/statistics/intake', intakeStatisticsResponse, ({ url }) => {
      asked.push(`intake ${url.search}`)
      return intakeFails ? refuse(500, 'Interner Serverfehler') : INTAKE
    }),
  )
  return asked
}

const open = (at: string) => renderScreen(<StatisticsPage />, { route: '/statistiken', at })

describe('statistics per job and per channel', () => {
  it('asks for the page’s period and group and shows a table per job and per channel, German-formatted', async () => {
    const asked = serve()
    open('/statistiken?von=2026-10-01&bis=2026-11-30&berufsgruppe=pflege')
    const byJob = await screen.findByRole('region', { name: 'Bewerbungen nach Stelle' })
    const table = await within(byJob).findByRole('table', { name: 'Bewerbungen nach Stelle' })
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s+/g, ' '))
    expect(rows).toEqual([
      'StelleBewerbungenVorstellungsgesprächAnteil GesprächEingestelltAnteil eingestelltTage bis Einstellung (Median)',
      'Pflegefachkraft Köln4375 %375 %20,0',
      'Keine Angabe100 %00 %–',
    ])
    const byChannel = screen.getByRole('region', { name: 'Bewerbungen nach Eingangsweg' })
    expect(within(byChannel).getByRole('rowheader', { name: 'Karriereseite' })).toBeTruthy()
    expect(within(byChannel).getByRole('row', { name: /Karriereseite/ }).textContent).toContain('10,5')
    expect(asked.sort()).toEqual([
      'figures ?from=2026-10-01&to=2026-11-30&profession_group=pflege',
      'intake ?from=2026-10-01&to=2026-11-30&profession_group=pflege',
    ])
  })

  it('says so when these numbers cannot be loaded, and keeps the other figures', async () => {
    serve({ intakeFails: true })
    open('/statistiken')
    expect(
      await screen.findByText(/Die Zahlen nach Stelle und Eingangsweg konnten nicht geladen werden\./),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Kennzahlen' })).toBeTruthy()
  })
})

describe('statistics that cannot be loaded', () => {
  it('offers to ask again where the server failed, and shows the figures once it answers', async () => {
    let failing = true
    apiServer.use(
      apiMock.get('/api/statistics', statisticsResponse, () =>
        failing
          ? refuse(500, 'Interner Serverfehler')
          : { ...FIGURES, by_status: [{ key: 'neu', label: 'Neu', color: '#2563eb', count: 3 }] },
      ),
      apiMock.get('/api/statistics/intake', intakeStatisticsResponse, () => INTAKE),
    )
    open('/statistiken')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Die Statistik konnte nicht geladen werden.')
    failing = false
    within(alert).getByRole('button', { name: 'Erneut versuchen' }).click()
    expect(await screen.findByRole('heading', { name: 'Kennzahlen' })).toBeTruthy()
  })
})

describe('statistics from an address that holds no day', () => {
  it('shows the server’s German message and a way back, never a broken page', async () => {
    const digits = '9'.repeat(10_000)
    // The address, then what the fields show: its values as they are, never pieces of them.
    for (const [search, shownFrom, shownTo] of [
      ['?von=2026-01-01%00&bis=2026-02-01', '2026-01-01\u0000', '01.02.2026'],
      [`?von=${digits}`, digits, undefined],
      ['?bis=abc', undefined, 'abc'],
      ['?von=2026-01-01&bis=%00', '01.01.2026', '\u0000'],
    ] as const) {
      apiServer.use(
        apiMock.get('/api/statistics', statisticsResponse, () =>
          refuse(422, STATISTICS_MESSAGES.invalidDate),
        ),
        apiMock.get('/api/statistics/intake', intakeStatisticsResponse, () =>
          refuse(422, STATISTICS_MESSAGES.invalidDate),
        ),
      )
      const { unmount } = open(`/statistiken${search}`)
      const alert = await screen.findByRole('alert')
      expect(alert.textContent, search).toContain(STATISTICS_MESSAGES.invalidDate)
      expect(within(alert).getByRole('button', { name: 'Filter zurücksetzen' })).toBeTruthy()
      // Asking again for a refused period would be refused again.
      expect(within(alert).queryByRole('button', { name: 'Erneut versuchen' }), search).toBeNull()
      const from = screen.getByLabelText<HTMLInputElement>('Von').value
      const to = screen.getByLabelText<HTMLInputElement>('Bis').value
      if (shownFrom !== undefined) expect(from, search).toBe(shownFrom)
      if (shownTo !== undefined) expect(to, search).toBe(shownTo)
      expect(`${from} ${to}`, search).not.toContain('undefined')
      unmount()
    }
  })
})
