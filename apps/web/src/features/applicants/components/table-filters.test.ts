import { describe, expect, it } from 'vitest'
import type { ListField } from '../api/list-url.ts'
import { rulesFromTable, tableFilters } from './table-filters.ts'

const fields: ListField[] = [
  { field: 'last_name', kind: 'text', filterable: true },
  { field: 'status', kind: 'select' },
  { field: 'created_at', kind: 'date', filterable: true },
]

describe('filter menus and the rules of the address', () => {
  it('gives every filterable column an entry, with dates as days of the local calendar', () => {
    const meta = tableFilters(
      { created_at: { operator: 'or', rules: [{ matchMode: 'dateBefore', value: '2026-02-14' }] } },
      fields,
    )
    expect(Object.keys(meta)).toEqual(['last_name', 'created_at'])
    expect(meta.last_name).toEqual({ operator: 'and', constraints: [{ value: null, matchMode: 'contains' }] })
    const date = 'constraints' in meta.created_at! ? meta.created_at.constraints[0]?.value : null
    expect(date).toBeInstanceOf(Date)
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 1, 14])
  })

  it('takes back what a person applied: empty rules dropped, foreign match modes ignored', () => {
    expect(
      rulesFromTable(
        {
          last_name: {
            operator: 'or',
            constraints: [
              { value: 'Mül', matchMode: 'startsWith' },
              { value: '  ', matchMode: 'contains' },
              { value: 'x', matchMode: 'dateIs' },
              { value: 'y'.repeat(300), matchMode: 'endsWith' },
            ],
          },
          created_at: {
            operator: 'and',
            constraints: [
              { value: new Date(2026, 0, 31), matchMode: 'dateAfter' },
              { value: new Date(Number.NaN), matchMode: 'dateIs' },
              { value: '14.02.', matchMode: 'dateIs' },
            ],
          },
          status: { operator: 'and', constraints: [{ value: 'neu', matchMode: 'equals' }] },
        },
        fields,
      ),
    ).toEqual({
      last_name: {
        operator: 'or',
        rules: [
          { matchMode: 'startsWith', value: 'Mül' },
          { matchMode: 'endsWith', value: 'y'.repeat(200) },
        ],
      },
      created_at: { operator: 'and', rules: [{ matchMode: 'dateAfter', value: '2026-01-31' }] },
    })
  })
})
