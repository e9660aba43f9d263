import type { ApplicantList } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { mergePolledList } from './applicants.ts'

const list = (ids: number[], lastModified: string): ApplicantList => ({
  data: ids.map((id) => ({ id }) as ApplicantList['data'][number]),
  lastModified,
  total: ids.length,
})

describe('list polling: merging a poll answer into the list shown', () => {
  it('keeps the list shown when the poll answers empty and unchanged', () => {
    const shown = list([1, 2], 'v1')
    expect(mergePolledList(shown, list([], 'v1'), 'v1')).toBe(shown)
  })

  it('takes a changed answer, also an empty one with a new lastModified', () => {
    const shown = list([1, 2], 'v1')
    expect(mergePolledList(shown, list([3], 'v2'), 'v1').data.map((a) => a.id)).toEqual([3])
    expect(mergePolledList(shown, list([], 'v2'), 'v1').data).toEqual([])
  })

  it('takes the first answer as it is', () => {
    expect(mergePolledList(undefined, list([], 'v1'), undefined).data).toEqual([])
  })
})
