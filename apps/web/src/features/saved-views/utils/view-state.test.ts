import type { SavedViewState } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { sameState, stateOf, viewOf } from './view-state.ts'

const saved: SavedViewState = {
  sort: { field: 'last_name', order: 'asc' },
  rows: 25,
  filters: {
    last_name: { operator: 'and', rules: [{ matchMode: 'startsWith', value: 'Mül' }] },
    city: {
      operator: 'or',
      rules: [
        { matchMode: 'contains', value: 'Köln' },
        { matchMode: 'contains', value: 'Bonn' },
      ],
    },
  },
  term: 'Pflege',
  columns: ['email', 'phone'],
}

describe('a saved view and the list on screen', () => {
  it('are the same whatever order the database gave the keys and the columns', () => {
    // PostgreSQL's jsonb keeps an object's keys in an order of its own.
    const fromDatabase = JSON.parse(
      '{"rows":25,"sort":{"order":"asc","field":"last_name"},"term":"Pflege","columns":["phone","email"],' +
        '"filters":{"city":{"rules":[{"value":"Köln","matchMode":"contains"},{"value":"Bonn","matchMode":"contains"}],' +
        '"operator":"or"},"last_name":{"rules":[{"value":"Mül","matchMode":"startsWith"}],"operator":"and"}}}',
    ) as SavedViewState
    expect(sameState(saved, fromDatabase, 'all')).toBe(true)
  })

  it('differ by a sort, a rule, the rules’ order, the search or a column, never by the page', () => {
    const list = { ...viewOf(saved), columns: saved.columns }
    expect(sameState(stateOf({ ...list, page: 7 }, 'all'), saved, 'all')).toBe(true)
    for (const changed of [
      { ...list, sort: { field: 'last_name', order: 'desc' as const } },
      {
        ...list,
        filters: { ...list.filters, city: { operator: 'and' as const, rules: list.filters.city!.rules } },
      },
      {
        ...list,
        filters: {
          ...list.filters,
          city: { operator: 'or' as const, rules: [...list.filters.city!.rules].reverse() },
        },
      },
      { ...list, term: 'Pflege Köln' },
      { ...list, columns: ['email'] },
      { ...list, rows: 50 },
    ])
      expect(sameState(stateOf(changed, 'all'), saved, 'all')).toBe(false)
  })

  it('keeps only what a view can hold: known sort fields, filter fields and optional columns', () => {
    const state = stateOf(
      {
        page: 1,
        rows: 999,
        sort: { field: 'restore', order: 'asc' },
        filters: {
          secret: { operator: 'and', rules: [{ matchMode: 'equals', value: 'x' }] },
          city: { operator: 'and', rules: [] },
        },
        term: '  Köln ',
        columns: ['last_name', 'phone', 'job'],
      },
      'deleted',
    )
    expect(state).toEqual({
      sort: { field: 'deleted_at', order: 'desc' },
      rows: 50,
      filters: {},
      term: 'Köln',
      columns: ['job', 'phone'],
    })
  })
})
