import {
  CAREERS_LIMITS,
  CAREERS_TEXTS,
  type CareersSettings,
  CONTROL_CHARACTER_MESSAGE,
  DATE_FORMAT_ERROR,
  hasControlCharacter,
  parseGermanDate,
} from '@bb/shared'
import { berlinToday } from '../../clock.ts'
import type { AppDeps } from '../../context.ts'
import { sha256 } from '../../lib/crypto.ts'
import { type FieldErrors, ValidationError } from '../../lib/errors.ts'
import { applicantConsents } from '../applicant-records/index.ts'
import { insertReceivedApplicant, validateProfile } from '../applicants/index.ts'
import { acceptStagedFile, insertDocument, nudgeDocumentTexts } from '../documents/index.ts'
import { jobFollowerIds, type PublishedJob } from '../jobs/index.ts'
import { messages } from '../messages/index.ts'
import type { ReceivedForm } from './careers.multipart.ts'

const text = (fields: Record<string, string>, name: string) => (fields[name] ?? '').trim()

/**
 * The form's values as profile fields, with German messages for what the form itself requires
 * (name, e-mail, consent) and for control characters anywhere; the profile rules (lengths, a valid
 * address, a date, a number) are the staff form's, checked by validateProfile.
 */
function readForm(form: ReceivedForm, settings: CareersSettings) {
  const errors: FieldErrors = {}
  const { fields } = form
  for (const [name, value] of Object.entries(fields))
    if (hasControlCharacter(value)) errors[name] = [CONTROL_CHARACTER_MESSAGE]
  if (!text(fields, 'first_name')) errors.first_name ??= [CAREERS_TEXTS.firstNameMissing]
  if (!text(fields, 'last_name')) errors.last_name ??= [CAREERS_TEXTS.lastNameMissing]
  if (!text(fields, 'email')) errors.email ??= [CAREERS_TEXTS.emailMissing]
  if (!['1', 'on', 'true'].includes(text(fields, 'consent'))) errors.consent = [CAREERS_TEXTS.consentMissing]
  const asked = new Set(settings.asked_fields)
  const message = asked.has('message') ? text(fields, 'message') : ''
  if (message.length > CAREERS_LIMITS.messageLength)
    errors.message ??= [`Die Nachricht darf höchstens ${CAREERS_LIMITS.messageLength} Zeichen lang sein.`]
  const typedDay = asked.has('available_from') ? text(fields, 'available_from') : ''
  const availableFrom = parseGermanDate(typedDay, 'near')
  if (availableFrom === undefined) errors.available_from = [DATE_FORMAT_ERROR]
  const salary = asked.has('desired_salary') ? text(fields, 'desired_salary').replace(/\./g, '') : ''
  if (salary && !/^\d{1,7}$/.test(salary)) errors.desired_salary = ['Bitte eine ganze Zahl in Euro angeben.']
  const profile: Record<string, unknown> = {
    first_name: text(fields, 'first_name'),
    last_name: text(fields, 'last_name'),
    email: text(fields, 'email'),
    ...(asked.has('phone') ? { phone: text(fields, 'phone') } : {}),
    ...(availableFrom ? { available_from: availableFrom } : {}),
    ...(salary && !errors.desired_salary ? { desired_salary: Number(salary) } : {}),
  }
  return { errors, profile, message }
}

/** The profile rules, as field messages (an empty object when all is well). */
async function profileErrors(deps: AppDeps, profile: Record<string, unknown>): Promise<FieldErrors> {
  try {
    await validateProfile(deps.db, profile, 'update')
    return {}
  } catch (error) {
    if (error instanceof ValidationError) return error.errors
    throw error
  }
}

export interface SubmitInput {
  job: PublishedJob
  form: ReceivedForm
  settings: CareersSettings
  /** The occupation groups of the settings, by slug. */
  groups: string[]
  ip: string
  now: Date
  /** Counts the application against the limits; throws 429 when one is reached. */
  takeLimits: () => Promise<void>
}

/**
 * One application: every check first (all messages at once), then the files through the same
 * checks as staff uploads, then the applicant with its documents, consent and message in one
 * transaction. On any refusal or failure nothing stays: no row, no stored file.
 */
export async function submitApplication(deps: AppDeps, input: SubmitInput): Promise<{ applicantId: number }> {
  const { db, storage } = deps
  const { job, form, settings, now } = input
  const { errors, profile, message } = readForm(form, settings)
  const found = { ...(await profileErrors(deps, profile)), ...errors }
  if (Object.keys(found).length > 0) {
    await Promise.all(form.files.map((f) => storage.discard(f.staged)))
    throw new ValidationError(found, CAREERS_TEXTS.formErrors)
  }
  const stored: Array<{ name: string; key: string; size: number }> = []
  try {
    for (const file of form.files) stored.push(await acceptStagedFile(storage, file))
  } catch (error) {
    const rest = form.files.slice(stored.length + 1)
    await Promise.all([
      ...stored.map((f) => storage.remove(f.key)),
      ...rest.map((f) => storage.discard(f.staged)),
    ])
    if (error instanceof ValidationError) {
      const name = form.files[stored.length]?.fileName ?? ''
      throw new ValidationError(
        { files: (error.errors.file ?? []).map((m) => `„${name}“: ${m}`) },
        CAREERS_TEXTS.formErrors,
      )
    }
    throw error
  }
  try {
    await input.takeLimits()
    const followers = await jobFollowerIds(db, job.slug)
    const applicantId = await db.transaction(async (tx) => {
      const { id } = await insertReceivedApplicant(tx, {
        channel: 'karriereseite',
        profile: {
          ...profile,
          job: job.slug,
          // A group the settings no longer have stays with the job, not with new applicants.
          ...(input.groups.includes(job.professionGroup) ? { profession_group: job.professionGroup } : {}),
          privacy_consent_at: berlinToday(now),
        },
        needsReview: false,
        jobFollowerIds: followers,
        notificationText: job.title,
        now,
      })
      for (const file of stored)
        await insertDocument(tx, { ...file, applicantId: id, categoryId: null, uploadedBy: null, now })
      await tx.insert(applicantConsents).values({
        applicantId: id,
        textVersion: sha256(settings.privacy_text).slice(0, 16),
        text: settings.privacy_text,
        ip: input.ip,
        consentedAt: now,
      })
      if (message)
        await tx.insert(messages).values({
          applicantId: id,
          direction: 'in',
          subject: `Nachricht zur Bewerbung: ${job.title}`,
          content: message,
          channels: ['karriereseite'],
          sentAt: now,
          deliveredAt: now,
          createdAt: now,
          updatedAt: now,
        })
      return id
    })
    if (stored.length > 0) nudgeDocumentTexts()
    return { applicantId }
  } catch (error) {
    await Promise.all(stored.map((f) => storage.remove(f.key)))
    throw error
  }
}
