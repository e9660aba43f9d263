import { fakerDE as faker } from '@faker-js/faker'
import type { applicants } from '../applicant-records/index.ts'

/** What the demo activity needs to know of an applicant. */
export type DemoApplicant = Pick<
  typeof applicants.$inferSelect,
  | 'id'
  | 'status'
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'city'
  | 'professionGroup'
  | 'createdAt'
>

const DAY_MS = 86_400_000

/** Some days after an instant, never after now. */
export const daysAfter = (from: Date, days: number, now: Date) =>
  new Date(Math.min(now.getTime(), from.getTime() + days * DAY_MS + faker.number.int(8 * 3_600_000)))

/** Statuses at which the team has written to the person. */
export const ADVANCED_STATUSES = new Set([
  'kontaktiert',
  'vorstellungsgespraech',
  'angebot',
  'eingestellt',
  'abgelehnt',
])
