import { jobOverviewHref } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { addressedJob } from './list-request.ts'

describe('the job an overview address narrows to', () => {
  it('is the one job of a navigation item’s address, and nothing for other filters', () => {
    const search = (href: string) => href.slice(href.indexOf('?'))
    expect(addressedJob(search(jobOverviewHref('pflegefachkraft-koeln')))).toBe('pflegefachkraft-koeln')
    expect(addressedJob('?filter=stelle:gleich:koch&filter=name:beginnt:M%C3%BC')).toBe('koch')
    expect(addressedJob('?filter=stelle:ungleich:koch')).toBeUndefined()
    expect(addressedJob('?filter=stelle:gleich:koch&filter=stelle:gleich:lager&oder=stelle')).toBeUndefined()
    expect(addressedJob('?filter=name:beginnt:koch')).toBeUndefined()
    expect(addressedJob('')).toBeUndefined()
  })
})
