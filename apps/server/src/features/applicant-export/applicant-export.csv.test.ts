import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.ts'
import { insertApplicants, memorySink } from '../../test/exports.ts'
import { jobs } from '../jobs/index.ts'
import { EXPORT_MIME, exportApplicants, exportFileName } from './index.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

const HEADER =
  'Nr.;Anrede;Titel;Vorname;Nachname;Geburtsdatum;E-Mail-Adresse;Telefon;Straße und Hausnummer;PLZ;Ort;' +
  'Berufsgruppe;Status;Stelle;Verfügbar ab;Gehaltswunsch (€ brutto/Jahr);Wochenstunden;Führerschein;Sprachen;' +
  'Quelle;Eingang;Qualifiziert;Bewertung;Datenschutzeinwilligung am;Bemerkungen;Eingegangen;Geändert'

async function csvOf(ids: readonly number[]) {
  const sink = memorySink()
  const result = await exportApplicants({ db: t.db, ids, format: 'csv', out: sink.out })
  return { ...result, bytes: sink.bytes() }
}

describe('CSV export for German Excel', () => {
  it('writes exactly these bytes: BOM, semicolons, CRLF, quotes doubled, German days and decimals, no formulas', async () => {
    await t.db.insert(jobs).values({
      slug: 'pflegefachkraft-dresden',
      title: 'Pflegefachkraft (m/w/d)',
      professionGroup: 'pflege',
      location: 'Dresden',
      employmentType: 'vollzeit',
    })
    const [full, plain] = await insertApplicants(t.db, [
      {
        salutation: 'frau',
        title: 'Dr.',
        firstName: 'Jülide',
        lastName: 'Özdemir-Weiß',
        birthDate: '1990-02-14',
        email: 'juelide@example.de',
        phone: '+49 171 1234567',
        street: 'Hauptstraße 5; Hinterhaus',
        postalCode: '01067',
        city: 'Dresden',
        professionGroup: 'pflege',
        status: 'in-pruefung',
        job: 'pflegefachkraft-dresden',
        availableFrom: '2026-12-01',
        desiredSalary: 45000.5,
        weeklyHours: 38.5,
        drivingLicense: ['B', 'C1'],
        languages: ['de', 'en'],
        source: 'stepstone',
        channel: 'karriereseite',
        qualified: true,
        averageRating: 3.666666,
        privacyConsentAt: '2026-11-01',
        remarks: 'Sagt: "gern"\r\nab sofort\u0001 =1+2',
        // 23:30 UTC is already the next day in Berlin.
        createdAt: new Date('2026-11-26T23:30:00Z'),
        updatedAt: new Date('2026-11-27T08:00:00Z'),
      },
      {
        firstName: '=HYPERLINK("http://böse.example";"klick")',
        lastName: '@Mustermann',
        city: '-Minus',
        street: '\tTab',
        remarks: '\u001F+1',
        averageRating: 4,
        createdAt: new Date('2026-01-05T10:00:00Z'),
        updatedAt: new Date('2026-06-30T22:00:00Z'),
      },
    ])
    const { bytes, rows } = await csvOf([full as number, plain as number])
    expect(rows).toBe(2)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const expected =
      `\uFEFF${HEADER}\r\n` +
      `${full};Frau;Dr.;Jülide;Özdemir-Weiß;14.02.1990;juelide@example.de;'+49 171 1234567;"Hauptstraße 5; Hinterhaus";` +
      '01067;Dresden;Pflege & Gesundheit;In Prüfung;Pflegefachkraft (m/w/d) (Entwurf);01.12.2026;45000,5;38,5;' +
      'B (Pkw), C1 (bis 7,5 t);Deutsch, Englisch;StepStone;Karriereseite;Ja;3,67;01.11.2026;' +
      '"Sagt: ""gern""\r\nab sofort =1+2";27.11.2026;27.11.2026\r\n' +
      `${plain};;;"'=HYPERLINK(""http://böse.example"";""klick"")";'@Mustermann;;;;'\tTab;;'-Minus;;Neu;;;;;;;;Manuell;Nein;4;;` +
      "'+1;05.01.2026;01.07.2026\r\n"
    expect(bytes.toString('utf8')).toBe(expected)
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true)
  })

  it('keeps the order of the ids, writes each once and leaves out unknown, trashed and anonymised ones', async () => {
    const [a, b, c, trashed, anonymised] = (await insertApplicants(t.db, [
      { lastName: 'Erste' },
      { lastName: 'Zweite' },
      { lastName: 'Dritte' },
      { lastName: 'Papierkorb', deletedAt: new Date() },
      { lastName: 'Anonym', anonymizedAt: new Date() },
    ])) as [number, number, number, number, number]
    const { bytes, rows } = await csvOf([c, 999_999, a, trashed, c, anonymised, b, -1, 2 ** 40, 1.5])
    expect(rows).toBe(3)
    const lines = bytes.toString('utf8').split('\r\n')
    expect(lines.slice(1, -1).map((l) => l.split(';')[4])).toEqual(['Dritte', 'Erste', 'Zweite'])
    expect(lines.at(-1)).toBe('')
  })

  it('writes only the header for no applicants', async () => {
    const { bytes, rows } = await csvOf([])
    expect(rows).toBe(0)
    expect(bytes.toString('utf8')).toBe(`\uFEFF${HEADER}\r\n`)
  })

  it('names the file by the day in Berlin and gives each format its type', () => {
    expect(exportFileName('xlsx', new Date('2026-11-27T10:00:00Z'))).toBe('Bewerber-2026-11-27.xlsx')
    expect(exportFileName('csv', new Date('2026-11-26T23:30:00Z'))).toBe('Bewerber-2026-11-27.csv')
    expect(EXPORT_MIME).toEqual({
      csv: 'text/csv; charset=utf-8',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
  })
})
