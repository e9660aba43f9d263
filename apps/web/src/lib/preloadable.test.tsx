import { act, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadable, useLoaded } from './preloadable.tsx'

/** A module whose loading the test finishes by hand, and how often it was asked for. */
function deferredModule() {
  let finish: () => void = () => undefined
  let loads = 0
  const load = () => {
    loads++
    return new Promise<{ default: (props: { label: string }) => React.ReactNode }>((resolve) => {
      finish = () => resolve({ default: ({ label }) => <p>{label}</p> })
    })
  }
  return { load, finish: () => finish(), loads: () => loads }
}

const shell = (node: React.ReactNode) => <Suspense fallback={<p>Lädt …</p>}>{node}</Suspense>

describe('preloadable', () => {
  it('renders preloaded code at once, without the fallback', async () => {
    const module = deferredModule()
    const Page = preloadable(module.load)
    const ready = Page.preload()
    module.finish()
    await ready
    render(shell(<Page label="Übersicht" />))
    // In the very first commit: no fallback shown, so React holds nothing back.
    expect(screen.getByText('Übersicht')).toBeTruthy()
    expect(screen.queryByText('Lädt …')).toBeNull()
  })

  it('suspends like React.lazy while the code is not there, and loads it once', async () => {
    const module = deferredModule()
    const Page = preloadable(module.load)
    render(shell(<Page label="Übersicht" />))
    expect(screen.getByText('Lädt …')).toBeTruthy()
    void Page.preload()
    await act(async () => module.finish())
    expect(await screen.findByText('Übersicht')).toBeTruthy()
    expect(module.loads()).toBe(1)
  })

  it('keeps what lies below across renders once the code is there', async () => {
    const module = deferredModule()
    const Page = preloadable(module.load)
    function Counter() {
      const [count, setCount] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            {count}
          </button>
          <Page label={`Zähler ${count}`} />
        </>
      )
    }
    render(shell(<Counter />))
    await act(async () => module.finish())
    expect(await screen.findByText('Zähler 0')).toBeTruthy()
    const shown = screen.getByText('Zähler 0')
    await act(async () => screen.getByRole('button').click())
    // The same element, updated: the place did not swap to the direct component and remount.
    expect(screen.getByText('Zähler 1')).toBe(shown)
  })

  it('tries a failed load again', async () => {
    let attempts = 0
    const Page = preloadable(async () => {
      attempts++
      if (attempts === 1) throw new Error('Netzwerkfehler')
      return { default: () => <p>Da</p> }
    })
    await expect(Page.preload()).rejects.toThrow('Netzwerkfehler')
    await Page.preload()
    render(shell(<Page />))
    expect(screen.getByText('Da')).toBeTruthy()
    expect(attempts).toBe(2)
  })
})

describe('useLoaded', () => {
  function Place({ component }: { component: Parameters<typeof useLoaded>[0] }) {
    const state = useLoaded(component)
    return <p>{{ loading: 'Tabelle lädt …', ready: 'Tabelle da', failed: 'Tabelle fehlt' }[state]}</p>
  }

  it('says ready in the first render when the code is there, and never suspends', async () => {
    const module = deferredModule()
    const Table = preloadable(module.load)
    const ready = Table.preload()
    module.finish()
    await ready
    render(shell(<Place component={Table} />))
    expect(screen.getByText('Tabelle da')).toBeTruthy()
  })

  it('loads the code, shows its own placeholder meanwhile (no fallback), then ready', async () => {
    const module = deferredModule()
    const Table = preloadable(module.load)
    render(shell(<Place component={Table} />))
    expect(screen.getByText('Tabelle lädt …')).toBeTruthy()
    expect(screen.queryByText('Lädt …')).toBeNull()
    await act(async () => module.finish())
    expect(await screen.findByText('Tabelle da')).toBeTruthy()
    expect(module.loads()).toBe(1)
  })

  it('says failed when the code cannot be loaded', async () => {
    const Table = preloadable(() => Promise.reject(new Error('offline')))
    render(shell(<Place component={Table} />))
    expect(await screen.findByText('Tabelle fehlt')).toBeTruthy()
  })
})
