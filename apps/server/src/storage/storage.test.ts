import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLocalStorage } from './storage.ts'

/** Local storage of uploads: a file is staged whole or not at all. */
describe('staging an upload', () => {
  it('leaves nothing behind when the upload breaks off, even before the file is open', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bb-storage-'))
    const storage = createLocalStorage(root)
    // Many at once, as under load: the files are still being opened when their bodies fail.
    const broken = () =>
      new Readable({
        read() {
          // The body ends at once, as a connection that drops.
          this.destroy(new Error('Unexpected end of form'))
        },
      })
    const settled = await Promise.allSettled(Array.from({ length: 200 }, () => storage.stage(broken())))
    expect(new Set(settled.map((each) => each.status === 'rejected' && String(each.reason)))).toEqual(
      new Set(['Error: Unexpected end of form']),
    )
    expect(readdirSync(join(root, '.tmp'))).toEqual([])
  })

  it('keeps a whole file with its size and first bytes', async () => {
    const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'bb-storage-')))
    const staged = await storage.stage(Readable.from([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 0x20)]))
    expect(staged.size).toBe(1009)
    expect(staged.head.subarray(0, 8).toString()).toBe('%PDF-1.4')
  })
})
