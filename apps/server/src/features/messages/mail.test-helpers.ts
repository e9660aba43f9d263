import type { ParsedMail } from 'mailparser'
import type { Agent } from '../../test/agent.ts'
import { createLocationVia, createSlotsVia, icsLines } from '../../test/interviews.ts'

/** Company name, sender and Reply-To as an admin saves them in the settings form. */
export async function saveCompany(
  admin: Agent,
  company: { company_name: string; mail_from: string; mail_reply_to?: string },
) {
  const { polling: _p, version: _v, ...current } = (await admin.get('/api/settings')).json()
  const response = await admin.put('/api/settings', { ...current, mail_reply_to: '', ...company })
  if (response.statusCode !== 200) throw new Error(`settings: ${response.statusCode} ${response.body}`)
  return response.json()
}

/** A starter template by its name. */
export async function templateNamed(agent: Agent, name: string) {
  const list = (await agent.get('/api/message-templates')).json() as Array<{
    id: number
    name: string
    subject: string
    message: string
  }>
  const found = list.find((x) => x.name === name)
  if (!found) throw new Error(`no template ${name}`)
  return found
}

let hour = 0
/** Books the applicant into a fresh slot (no mail) and returns the booking as the API answers it. */
export async function bookQuietly(
  admin: Agent,
  recruiter: Agent,
  interviewerId: number,
  applicantId: number,
) {
  const location = await createLocationVia(admin, { name: `Zentrale ${++hour}` })
  const start = new Date(Date.UTC(2026, 3, 14, 7, 0) + hour * 3_600_000)
  const [slot] = await createSlotsVia(recruiter, {
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
    location_id: location.id,
    interviewer_ids: [interviewerId],
    capacity: 1,
  })
  const response = await recruiter.post(`/api/timeslots/${slot?.id}/book`, { applicant_id: applicantId })
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`)
  return response.json().booking as { id: number; termin: string; ort: string }
}

/** The text/calendar part of a mail, unfolded into lines; empty when the mail has none. */
export const calendarLines = (mail: ParsedMail) => {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
  return part ? icsLines(part.content.toString('utf8')) : []
}

/** Mails leave right after the answer; give a wrongly sent one the time to arrive before counting. */
export const settle = () => new Promise((r) => setTimeout(r, 300))
