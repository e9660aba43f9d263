import { berlinToday } from '../../clock.ts'
import type { PublishedJob } from '../jobs/index.ts'
import type { PageContext } from './careers.layout.ts'

/** schema.org's employment types for ours (an apprenticeship has none of its own). */
const EMPLOYMENT: Record<string, string[]> = {
  vollzeit: ['FULL_TIME'],
  teilzeit: ['PART_TIME'],
  minijob: ['PART_TIME'],
  ausbildung: ['FULL_TIME', 'OTHER'],
  praktikum: ['INTERN'],
  werkstudent: ['PART_TIME', 'INTERN'],
}

/** A schema.org JobPosting, so search engines can list the job. */
export function jobPostingJsonLd(ctx: Pick<PageContext, 'company' | 'appUrl'>, job: PublishedJob) {
  const url = `${ctx.appUrl}/karriere/${job.slug}`
  const salary =
    job.salaryMin !== null || job.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.descriptionHtml}${job.requirementsHtml}` || job.title,
    // The day the job went online in Berlin, as the back office shows it (not the UTC day).
    datePosted: berlinToday(job.publishedAt),
    employmentType: EMPLOYMENT[job.employmentType] ?? ['OTHER'],
    hiringOrganization: { '@type': 'Organization', name: ctx.company || ctx.appUrl, sameAs: ctx.appUrl },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'DE' },
    },
    ...(job.startDate ? { jobStartDate: job.startDate } : {}),
    ...salary,
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: ctx.company || ctx.appUrl, value: job.slug },
    url,
  }
}
