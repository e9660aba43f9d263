import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { listDefaults } from './list-address.ts'
import { LIST_COLUMNS } from './list-columns.ts'
import { useListView } from './use-list-view.ts'

const defaults = listDefaults('all')
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
)

describe('a list view in the address', () => {
  it('keeps every change a person makes, also two before the list has drawn the first', () => {
    const { result } = renderHook(
      () => ({ list: useListView('bb.test-sort', LIST_COLUMNS, defaults), location: useLocation() }),
      { wrapper },
    )
    // The city's filter is accepted and the name header pressed at once (a busy machine draws
    // later): the sort must not go back to the view before the filter.
    act(() => {
      result.current.list.update({
        filters: { city: { operator: 'and', rules: [{ matchMode: 'contains', value: 'Köln' }] } },
      })
      result.current.list.update({ sort: { field: 'last_name', order: 'desc' } })
    })
    const search = new URLSearchParams(result.current.location.search)
    expect(search.getAll('filter')).toEqual(['ort:enthaelt:Köln'])
    expect(result.current.list.view.sort).toEqual({ field: 'last_name', order: 'desc' })
    expect(result.current.list.view.filters.city?.rules).toEqual([{ matchMode: 'contains', value: 'Köln' }])
  })
})
