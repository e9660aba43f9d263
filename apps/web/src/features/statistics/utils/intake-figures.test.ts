import type { IntakeStatisticsResponse } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { csvOf, formatCell } from './figures.ts'
import { buildIntakeFigures } from './intake-figures.ts'

const row = (key: string, label: string, numbers: [number, number, number], median: number | null) => ({
  key,
  label,
  applications: numbers[0],
  interviews: numbers[1],
  interview_share: numbers[0] ? numbers[1] / numbers[0] : null,
  hires: numbers[2],
  hire_share: numbers[0] ? numbers[2] / numbers[0] : null,
  median_days_to_hire: median,
})

const DATA: IntakeStatisticsResponse = {
  period: { from: '2026-10-01', to: '2026-11-30', profession_group: null },
  by_job: [
    row('pflege', 'Pflegefachkraft Köln', [4, 4, 3], 20),
    row('lager', 'Lagerist Dortmund', [0, 0, 0], null),
  ],
  by_channel: [
    row('karriereseite', 'Karriereseite', [0, 0, 0], null),
    row('email', 'E-Mail', [0, 0, 0], null),
  ],
}

describe('the per-job and per-channel views', () => {
  it('open as tables with every number of a row, German on screen and plain in the CSV', () => {
    const [jobs, channels] = buildIntakeFigures(DATA)
    expect(jobs?.title).toBe('Bewerbungen nach Stelle')
    expect(jobs?.tableFirst).toBe(true)
    expect(jobs?.columns.map((c) => c.header)).toEqual([
      'Stelle',
      'Bewerbungen',
      'Vorstellungsgespräch',
      'Anteil Gespräch',
      'Eingestellt',
      'Anteil eingestellt',
      'Tage bis Einstellung (Median)',
    ])
    expect(jobs?.rows[0]).toEqual(['Pflegefachkraft Köln', 4, 4, 1, 3, 0.75, 20])
    expect(jobs?.rows[0]?.map((v, i) => formatCell(v, jobs.columns[i]!.kind))).toEqual([
      'Pflegefachkraft Köln',
      '4',
      '4',
      '100\u00a0%',
      '3',
      '75\u00a0%',
      '20,0',
    ])
    expect(jobs?.rows[1]?.map((v, i) => formatCell(v, jobs.columns[i]!.kind)).slice(3)).toEqual([
      '–',
      '0',
      '–',
      '–',
    ])
    expect(csvOf(jobs!).rows[0]).toEqual(['Pflegefachkraft Köln', 4, 4, 100, 3, 75, 20])
    expect(jobs?.empty).toBe(false)
    expect(channels?.title).toBe('Bewerbungen nach Eingangsweg')
    expect(channels?.empty).toBe(true)
  })
})
