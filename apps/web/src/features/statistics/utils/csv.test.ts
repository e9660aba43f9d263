import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes what German Excel opens: BOM, semicolons, decimal comma, CRLF', () => {
    const csv = toCsv(
      ['Kriterium', 'Durchschnitt', 'Anzahl'],
      [
        ['Pünktlichkeit', 3.5, 1234],
        ['Zuverlässigkeit', null, 0],
      ],
    )
    expect(csv).toBe(
      '\uFEFFKriterium;Durchschnitt;Anzahl\r\nPünktlichkeit;3,5;1234\r\nZuverlässigkeit;;0\r\n',
    )
  })

  it('quotes separators and quotes, and defuses formulas', () => {
    const csv = toCsv(['Quelle'], [['Messe; Jobbörse'], ['Sag "Hallo"'], ['=HYPERLINK("x")'], ['-1']])
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      '"Messe; Jobbörse"',
      '"Sag ""Hallo"""',
      `"'=HYPERLINK(""x"")"`,
      "'-1",
    ])
  })
})
