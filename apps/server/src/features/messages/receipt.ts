import { sql } from 'drizzle-orm'
import type { AppDeps } from '../../context.ts'
import { ValidationError } from '../../lib/errors.ts'
import { applicants } from '../applicant-records/index.ts'
import { recordHistory } from '../history/index.ts'
import { messageTemplates } from '../templates/index.ts'
import type { UserRow } from '../users/index.ts'
import { composeForApplicant } from './compose.ts'
import { attemptDelivery, messageIdFor } from './messages.service.ts'
import { messages } from './messages.table.ts'

export type ReceiptOutcome = 'sent' | 'queued' | 'skipped'

/**
 * The Eingangsbestätigung of an application that arrived by itself: the first template meant for
 * „Eingang“, signed by the job's contact person or, without one, by the company. It goes out only
 * whole: a placeholder that cannot be filled, no address or no sender means no mail, and the
 * applicant's history says why, so staff can write by hand. The application never depends on it.
 */
export async function sendReceipt(
  deps: AppDeps,
  input: {
    applicantId: number
    signer: Pick<UserRow, 'name' | 'signature'> | null
    company: string
    now: Date
  },
): Promise<ReceiptOutcome> {
  const { db } = deps
  const [template] = await db
    .select()
    .from(messageTemplates)
    .where(sql`'eingang' = ANY(${messageTemplates.messageActions})`)
    .orderBy(messageTemplates.id)
    .limit(1)
  const [applicant] = await db.select().from(applicants).where(sql`${applicants.id} = ${input.applicantId}`)
  if (!applicant) return 'skipped'
  const skip = async (reason: string) => {
    await recordHistory(db, {
      applicantId: applicant.id,
      userId: null,
      action: 'receipt_not_sent',
      changes: [{ field: 'reason', label: 'Grund', old: null, new: reason }],
      now: input.now,
    })
    return 'skipped' as const
  }
  if (!template) return skip('Es gibt keine Vorlage für die Eingangsbestätigung.')
  let composed: Awaited<ReturnType<typeof composeForApplicant>>
  try {
    composed = await composeForApplicant(deps, {
      applicant,
      user: input.signer ?? { name: input.company, signature: '' },
      subject: template.subject,
      content: template.message,
      now: input.now,
    })
  } catch (error) {
    if (error instanceof ValidationError) return skip(Object.values(error.errors).flat().join(' '))
    throw error
  }
  const [row] = await db.transaction(async (tx) => {
    const created = await tx
      .insert(messages)
      .values({
        applicantId: applicant.id,
        userId: null,
        subject: composed.subject,
        content: composed.content,
        channels: ['email'],
        messageIdHeader: messageIdFor(deps.config.appUrl),
        sentAt: input.now,
        nextAttemptAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: messages.id })
    await recordHistory(tx, {
      applicantId: applicant.id,
      userId: null,
      action: 'message_sent',
      now: input.now,
    })
    return created
  })
  if (!row) return 'skipped'
  return (await attemptDelivery(deps, row.id)) ? 'sent' : 'queued'
}
