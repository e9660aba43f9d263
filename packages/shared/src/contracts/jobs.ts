import { z } from 'zod'
import { isoDateTime } from './common.ts'
import { isIsoDate } from './statistics.ts'
import { mailText } from './text-rules.ts'

/** How a job is employed; the careers page filters by it. */
export const EMPLOYMENT_TYPES = {
  vollzeit: 'Vollzeit',
  teilzeit: 'Teilzeit',
  minijob: 'Minijob',
  ausbildung: 'Ausbildung',
  praktikum: 'Praktikum',
  werkstudent: 'Werkstudent',
} as const
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES

/**
 * A job's state: drafted, published (on the careers page, applications come in) or closed (no new
 * applications; the applicants already there stay with it).
 */
export const JOB_STATES = {
  entwurf: 'Entwurf',
  veroeffentlicht: 'Veröffentlicht',
  geschlossen: 'Geschlossen',
} as const
export type JobState = keyof typeof JOB_STATES

/** Longest salary a form takes, in euros a year; more is a typo. */
export const MAX_SALARY = 1_000_000

export const JOB_MESSAGES = {
  salaryOrder: 'Das Gehalt bis darf nicht kleiner sein als das Gehalt ab.',
  unknownGroup: 'Diese Berufsgruppe gibt es nicht (mehr).',
  unknownContact: 'Diese Ansprechperson gibt es nicht oder sie ist deaktiviert.',
  invalidDate: 'Bitte ein gültiges Datum angeben.',
  notFound: 'Diese Stelle gibt es nicht.',
} as const

const salary = z
  .number({ error: 'Bitte eine ganze Zahl in Euro angeben.' })
  .int('Bitte eine ganze Zahl in Euro angeben.')
  .min(0, 'Das Gehalt darf nicht negativ sein.')
  .max(MAX_SALARY, 'Das Gehalt darf höchstens 1.000.000 € betragen.')
  .nullable()
  .default(null)

/** Markdown; the server renders it without raw HTML (features/jobs/markdown.ts). */
const markdown = (label: string) => z.string().pipe(mailText(label, 20_000)).default('')

export const jobBody = z
  .strictObject({
    title: z.string().trim().min(1, 'Bitte einen Titel angeben.').pipe(mailText('Der Titel', 120)),
    profession_group: z.string().trim().min(1, 'Bitte eine Berufsgruppe wählen.').max(60),
    location: z.string().trim().min(1, 'Bitte einen Ort angeben.').pipe(mailText('Der Ort', 120)),
    employment_type: z.enum(Object.keys(EMPLOYMENT_TYPES) as [EmploymentType, ...EmploymentType[]], {
      error: 'Bitte eine Anstellungsart wählen.',
    }),
    /** The first working day, YYYY-MM-DD; null: "ab sofort". */
    start_date: z.string().refine(isIsoDate, JOB_MESSAGES.invalidDate).nullable().default(null),
    salary_min: salary,
    salary_max: salary,
    description: markdown('Die Beschreibung'),
    requirements: markdown('Die Anforderungen'),
    contact_user_id: z.number().int().positive().nullable().default(null),
    state: z.enum(Object.keys(JOB_STATES) as [JobState, ...JobState[]]).default('entwurf'),
  })
  .refine((b) => b.salary_min === null || b.salary_max === null || b.salary_max >= b.salary_min, {
    message: JOB_MESSAGES.salaryOrder,
    path: ['salary_max'],
  })
export type JobBody = z.infer<typeof jobBody>

export const job = z.object({
  id: z.number().int(),
  /** Stable public address on the careers page: made from the first title, never changed. */
  slug: z.string(),
  title: z.string(),
  profession_group: z.string(),
  location: z.string(),
  employment_type: z.string(),
  start_date: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  description: z.string(),
  requirements: z.string(),
  /** The Markdown as safe HTML: no raw HTML passes, links only to http(s) and mail addresses. */
  description_html: z.string(),
  requirements_html: z.string(),
  contact_user_id: z.number().int().nullable(),
  contact_name: z.string().nullable(),
  state: z.string(),
  published_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Whether the person asking follows the job (hears of every application to it). */
  following: z.boolean(),
})
export type Job = z.infer<typeof job>

export const jobListItem = job.pick({
  id: true,
  slug: true,
  title: true,
  profession_group: true,
  location: true,
  employment_type: true,
  start_date: true,
  state: true,
  published_at: true,
  updated_at: true,
})
export const jobList = z.array(jobListItem)
export type JobListItem = z.infer<typeof jobListItem>

/** One saved change of a job: who, when, and each field from → to (as stored). */
export const jobHistoryEntry = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  created_at: isoDateTime,
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
})
export const jobHistory = z.array(jobHistoryEntry)
export type JobHistoryEntry = z.infer<typeof jobHistoryEntry>

export const markdownPreviewBody = z.strictObject({ markdown: markdown('Der Text') })
export const markdownPreview = z.object({ html: z.string() })
