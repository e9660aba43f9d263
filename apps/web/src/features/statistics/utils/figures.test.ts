import type { StatisticsResponse } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { buildFigures, csvOf, formatCell, keyFigures } from './figures.ts'

const data: StatisticsResponse = {
  period: { from: '2026-10-01', to: '2026-11-30', profession_group: null },
  totals: { applications: 1234, hires: 3, rejections: 2, median_days_to_hire: 12.5 },
  by_status: [
    { key: 'neu', label: 'Neu', color: '#2563eb', count: 1000 },
    { key: 'eingestellt', label: 'Eingestellt', color: '#16a34a', count: 234 },
  ],
  new_per_week: [{ key: '2026-W40', label: 'KW 40/2026', start: '2026-09-28', count: 1234 }],
  funnel: [
    { key: 'neu', label: 'Neu', color: '#2563eb', count: 8, share: 1 },
    { key: 'in-pruefung', label: 'In Prüfung', color: '#7c3aed', count: 1, share: 0.125 },
  ],
  hires_per_month: [{ key: '2026-10', label: 'Oktober 2026', hires: 3, rejections: 2 }],
  ratings: [{ key: 'Rating', label: 'Gesamtbewertung', average: 3.5, count: 2 }],
  by_source: [{ key: '', label: 'Keine Angabe', count: 0 }],
  by_profession_group: [{ key: 'pflege', label: 'Pflege & Gesundheit', count: 1234 }],
}

describe('statistics figures', () => {
  const figures = buildFigures(data)
  const byId = (id: string) => figures.find((f) => f.id === id)!

  it('formats cells the German way', () => {
    expect(formatCell(1234, 'count')).toBe('1.234')
    expect(formatCell(0.125, 'percent')).toBe('12,5\u00a0%')
    expect(formatCell(3.5, 'decimal')).toBe('3,5')
    expect(formatCell(null, 'decimal')).toBe('–')
  })

  it('gives every chart its table rows, with shares and step conversion', () => {
    expect(figures.map((f) => f.id)).toEqual([
      'wochen',
      'status',
      'konversion',
      'einstellungen',
      'bewertungen',
      'quellen',
      'berufsgruppen',
    ])
    expect(byId('wochen').rows).toEqual([['KW 40/2026', '28.09.2026', 1234]])
    expect(byId('status').rows).toEqual([
      ['Neu', 1000, 1000 / 1234],
      ['Eingestellt', 234, 234 / 1234],
    ])
    expect(byId('konversion').rows).toEqual([
      ['Neu', 8, 1, null],
      ['In Prüfung', 1, 0.125, 0.125],
    ])
    expect(byId('quellen').empty).toBe(true)
    expect(byId('quellen').rows).toEqual([['Keine Angabe', 0, null]])
  })

  it('exports percentages as numbers of percent', () => {
    expect(csvOf(byId('konversion'))).toEqual({
      header: ['Stufe', 'Bewerber:innen', 'Anteil (%)', 'Aus Vorstufe (%)'],
      rows: [
        ['Neu', 8, 100, null],
        ['In Prüfung', 1, 12.5, 12.5],
      ],
    })
    expect(keyFigures(data, 'Alle Berufsgruppen').rows).toContainEqual(['Median Tage bis Einstellung', 12.5])
  })
})
