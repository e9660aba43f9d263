import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useNarrowing } from './use-narrowing.ts'

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/pipeline?stelle=lager']}>{children}</MemoryRouter>
)

describe("the board's narrowing in the address", () => {
  it('keeps both choices a person makes before the board has drawn the first', () => {
    const { result } = renderHook(() => ({ board: useNarrowing(), location: useLocation() }), { wrapper })
    expect(result.current.board.narrowing).toEqual({ stelle: 'lager' })
    // A job and a group chosen at once (a busy machine draws later): the group must not bring back
    // the job of the address before.
    act(() => {
      result.current.board.set('stelle', 'pflegefachkraft')
      result.current.board.set('berufsgruppe', 'pflege')
    })
    expect(result.current.location.search).toBe('?stelle=pflegefachkraft&berufsgruppe=pflege')
    expect(result.current.board.narrowing).toEqual({ stelle: 'pflegefachkraft', berufsgruppe: 'pflege' })
    act(() => result.current.board.set('stelle', null))
    expect(result.current.location.search).toBe('?berufsgruppe=pflege')
    expect(result.current.board.narrowing).toEqual({ berufsgruppe: 'pflege' })
  })
})
