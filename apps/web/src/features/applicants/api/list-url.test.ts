import { jobOverviewHref } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { LIST_COLUMNS } from '../components/list-columns.ts'
import { type ListField, type ListView, listViewSearch, parseListView, serverFilters } from './list-url.ts'

const fields: ListField[] = [
  { field: 'last_name', kind: 'text', sortable: true, filterable: true },
  { field: 'status', kind: 'select', sortable: true },
  { field: 'city', kind: 'text', sortable: true, filterable: true },
  { field: 'phone', kind: 'text', filterable: true },
  { field: 'created_at', kind: 'date', sortable: true, filterable: true },
  { field: 'updated_at', kind: 'date', sortable: true, filterable: true },
]
const defaults: ListView = {
  page: 1,
  rows: 50,
  sort: { field: 'updated_at', order: 'desc' },
  filters: {},
  term: '',
}
const parse = (search: string) => parseListView(new URLSearchParams(search), fields, defaults)

describe('list view in the address', () => {
  it('reads page, rows, sort and filter rules with their match modes and operator', () => {
    expect(
      parse(
        '?seite=2&pro_seite=25&sortierung=name&richtung=auf&filter=name:beginnt:M%C3%BCl&filter=name:endet:er&oder=name&filter=eingegangen:nach:2026-01-31',
      ),
    ).toEqual({
      term: '',
      page: 2,
      rows: 25,
      sort: { field: 'last_name', order: 'asc' },
      filters: {
        last_name: {
          operator: 'or',
          rules: [
            { matchMode: 'startsWith', value: 'Mül' },
            { matchMode: 'endsWith', value: 'er' },
          ],
        },
        created_at: { operator: 'and', rules: [{ matchMode: 'dateAfter', value: '2026-01-31' }] },
      },
    })
  })

  it('writes a compact, readable address and leaves defaults out', () => {
    const view: ListView = {
      term: '',
      page: 3,
      rows: 100,
      sort: { field: 'city', order: 'desc' },
      filters: {
        last_name: { operator: 'and', rules: [{ matchMode: 'contains', value: 'Özdemir: Köln, 50%' }] },
        updated_at: { operator: 'or', rules: [{ matchMode: 'dateBefore', value: '2026-02-01' }] },
      },
    }
    const search = listViewSearch(view, defaults)
    expect(search).toBe(
      '?seite=3&pro_seite=100&sortierung=ort&richtung=ab&filter=name:enthaelt:%C3%96zdemir:%20K%C3%B6ln,%2050%25&filter=geaendert:vor:2026-02-01',
    )
    expect(parse(search)).toEqual({
      ...view,
      filters: { ...view.filters, updated_at: { operator: 'and', rules: view.filters.updated_at?.rules } },
    })
    expect(listViewSearch(defaults, defaults)).toBe('')
    expect(listViewSearch({ ...defaults, sort: { field: 'updated_at', order: 'asc' } }, defaults)).toBe(
      '?sortierung=geaendert&richtung=auf',
    )
  })

  it('holds the full-text filter as typed, trimmed, and drops what the server would refuse', () => {
    const view: ListView = { ...defaults, term: 'Müller Köln', page: 2 }
    const search = listViewSearch(view, defaults)
    expect(search).toBe('?seite=2&suche=M%C3%BCller%20K%C3%B6ln')
    expect(parse(search)).toEqual(view)
    expect(parse('?suche=%20%20Gabelstapler%20').term).toBe('Gabelstapler')
    expect(parse(`?suche=${'x'.repeat(201)}`).term).toBe('')
    expect(parse('?suche=M%C3%BCl%00ler').term).toBe('')
    expect(parse('?suche=').term).toBe('')
  })

  it('keeps what else the address says', () => {
    expect(
      listViewSearch({ ...defaults, page: 2 }, defaults, new URLSearchParams('x=1&seite=9&filter=a')),
    ).toBe('?x=1&seite=2')
  })

  it('falls back to the default for every value it does not understand', () => {
    for (const search of [
      '?seite=-1',
      '?seite=0',
      '?seite=1e3',
      '?seite=2abc',
      '?seite=999999999999',
      '?seite=',
      '?pro_seite=0',
      '?pro_seite=30',
      '?pro_seite=1000000',
      '?sortierung=DROP',
      '?sortierung=;DROP TABLE applicants',
      '?sortierung=__proto__',
      '?sortierung=telefon',
      '?richtung=seitwaerts',
      '?filter=unbekannt:enthaelt:x',
      '?filter=__proto__:enthaelt:x',
      '?filter=constructor:enthaelt:x',
      '?filter=name:DROP:x',
      '?filter=name:constructor:x',
      '?filter=name:enthaelt:',
      '?filter=name',
      '?filter=',
      '?filter=status:gleich:neu',
      '?filter=name:am:2026-01-01',
      '?filter=eingegangen:enthaelt:2026',
      '?filter=eingegangen:am:2026-02-31',
      '?filter=eingegangen:am:31.01.2026',
      `?filter=name:enthaelt:${'x'.repeat(201)}`,
      '?oder=name',
      '?oder=__proto__',
    ]) {
      expect(parse(search), search).toEqual(defaults)
    }
  })

  it('takes a far page as asked (the table moves to the last page there is) and at most 10 rules a field', () => {
    expect(parse('?seite=99999').page).toBe(99999)
    const many = Array.from({ length: 12 }, (_, i) => `filter=ort:enthaelt:${i}`).join('&')
    expect(parse(`?${many}`).filters.city?.rules).toHaveLength(10)
  })

  it('gives a sort by another field the ascending order unless it says otherwise', () => {
    expect(parse('?sortierung=name').sort).toEqual({ field: 'last_name', order: 'asc' })
    expect(parse('?richtung=auf').sort).toEqual({ field: 'updated_at', order: 'asc' })
  })

  it('hands the rules to the server as its filters JSON', () => {
    const filters = parse(
      '?filter=name:enthaelt:M%C3%BCller&filter=ort:gleich:K%C3%B6ln&filter=ort:ungleich:Bonn&oder=ort',
    ).filters
    expect(JSON.parse(serverFilters(filters) ?? '')).toEqual({
      last_name: { operator: 'and', constraints: [{ value: 'Müller', matchMode: 'contains' }] },
      city: {
        operator: 'or',
        constraints: [
          { value: 'Köln', matchMode: 'equals' },
          { value: 'Bonn', matchMode: 'notEquals' },
        ],
      },
    })
    expect(serverFilters({})).toBeUndefined()
  })

  it('reads and writes a job and a channel as one of their options, the address the navigation links to', () => {
    const view = parseListView(
      new URLSearchParams('?filter=stelle:gleich:pflegefachkraft-koeln&filter=eingang:ungleich:email'),
      LIST_COLUMNS,
      defaults,
    )
    expect(view.filters).toEqual({
      job: { operator: 'and', rules: [{ matchMode: 'equals', value: 'pflegefachkraft-koeln' }] },
      channel: { operator: 'and', rules: [{ matchMode: 'notEquals', value: 'email' }] },
    })
    const onlyJob = { ...defaults, filters: { job: view.filters.job! } }
    expect(`/${listViewSearch(onlyJob, defaults)}`).toBe(jobOverviewHref('pflegefachkraft-koeln'))
    expect(JSON.parse(serverFilters(view.filters) ?? '{}')).toEqual({
      job: { operator: 'and', constraints: [{ value: 'pflegefachkraft-koeln', matchMode: 'equals' }] },
      channel: { operator: 'and', constraints: [{ value: 'email', matchMode: 'notEquals' }] },
    })
    // A select field takes no text rules: they fall back to no filter.
    const loose = parseListView(new URLSearchParams('?filter=stelle:enthaelt:pflege'), LIST_COLUMNS, defaults)
    expect(loose.filters).toEqual({})
  })

  it('names the shown columns only when the address says them (a saved view’s address), in its own words', () => {
    expect(parse('').columns).toBeUndefined()
    expect(parse('?spalten=').columns).toEqual([])
    const view = parseListView(
      new URLSearchParams('?spalten=telefon,email,telefon,passwort,stelle'),
      LIST_COLUMNS,
      defaults,
    )
    expect(view.columns).toEqual(['phone', 'email', 'job'])
    expect(listViewSearch(view, defaults)).toBe('?spalten=telefon,email,stelle')
    expect(listViewSearch({ ...defaults, columns: [] }, defaults)).toBe('?spalten=')
    expect(listViewSearch(defaults, defaults)).toBe('')
  })
})
