import { describe, expect, it, vi } from 'vitest'

const shown: Array<{ header?: unknown }> = []
vi.mock('primereact/confirmdialog', () => ({
  confirmDialog: (props: { header?: unknown }) => shown.push(props),
}))

const { confirmDelete } = await import('./confirm-delete.ts')
const { markOverlaysReady } = await import('./overlays-ready.ts')

describe('confirmDelete before the dialog host is there', () => {
  it('waits for the host instead of asking into the void, then asks once', async () => {
    confirmDelete({ header: 'Notiz löschen', message: 'Wirklich?', accept: () => {} })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(shown).toEqual([])

    markOverlaysReady()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shown.map((p) => p.header)).toEqual(['Notiz löschen'])

    // Once the host is there, a confirmation shows right away.
    confirmDelete({ header: 'Dokument löschen', message: 'Wirklich?', accept: () => {} })
    await Promise.resolve()
    expect(shown.map((p) => p.header)).toEqual(['Notiz löschen', 'Dokument löschen'])
  })
})
