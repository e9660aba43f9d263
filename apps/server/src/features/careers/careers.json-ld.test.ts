import { describe, expect, it } from 'vitest'
import type { PublishedJob } from '../jobs/index.ts'
import { jobPostingJsonLd } from './careers.json-ld.ts'

const job: PublishedJob = {
  slug: 'pflegefachkraft-koeln',
  title: 'Pflegefachkraft',
  professionGroup: 'pflege',
  location: 'Köln',
  employmentType: 'vollzeit',
  startDate: null,
  salaryMin: null,
  salaryMax: null,
  descriptionHtml: '<p>Wir suchen Sie.</p>',
  requirementsHtml: '',
  contactUserId: null,
  contactName: null,
  publishedAt: new Date('2026-11-30T23:30:00Z'),
  updatedAt: new Date('2026-11-30T23:30:00Z'),
}

describe('the JobPosting of a job', () => {
  it('is posted on the day in Berlin: at 23:30 UTC on 30 November it is 1 December there', () => {
    const posting = jobPostingJsonLd(
      { company: 'Muster Pflege GmbH', appUrl: 'https://jobs.example.de' },
      job,
    )
    expect(posting.datePosted).toBe('2026-12-01')
  })
})
