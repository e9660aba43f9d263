import { EMPLOYMENT_TYPES, formatGermanDate, thousands } from '@bb/shared'
import type { PublishedJob } from '../jobs/index.ts'

export const employmentLabel = (type: string) =>
  EMPLOYMENT_TYPES[type as keyof typeof EMPLOYMENT_TYPES] ?? type

export const startLabel = (job: Pick<PublishedJob, 'startDate'>) =>
  job.startDate ? `ab ${formatGermanDate(job.startDate)}` : 'ab sofort'

/** „45.000 – 55.000 € brutto im Jahr“, „ab 45.000 €…“, „bis …“; null without any figure. */
export function salaryLabel(job: Pick<PublishedJob, 'salaryMin' | 'salaryMax'>): string | null {
  const { salaryMin: min, salaryMax: max } = job
  const unit = '€ brutto im Jahr'
  if (min !== null && max !== null)
    return min === max ? `${thousands(min)} ${unit}` : `${thousands(min)} – ${thousands(max)} ${unit}`
  if (min !== null) return `ab ${thousands(min)} ${unit}`
  if (max !== null) return `bis ${thousands(max)} ${unit}`
  return null
}
