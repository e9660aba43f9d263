import { z } from 'zod'
import { APP_TIME_ZONE } from '../constants.ts'
import { isoDateTime } from './common.ts'

/**
 * Interviews (issue #7, docs/decisions/0011): locations (Standorte), timeslots and the bookings of
 * applicants into them. Instants travel as ISO 8601 UTC strings; a series is described in the wall
 * clock of APP_TIME_ZONE and turned into instants by the server (DST correct).
 */
/** Most slots one series request may create. */
export const MAX_SERIES_SLOTS = 500
/** Longest date range of one series (days). */
export const MAX_SERIES_DAYS = 366
/** Longest range of one `GET /api/timeslots` (days): a month view with its spill-over weeks fits. */
export const MAX_TIMESLOT_RANGE_DAYS = 62

/** ISO weekday: 1 = Montag … 7 = Sonntag. */
export const WEEKDAYS = {
  1: 'Montag',
  2: 'Dienstag',
  3: 'Mittwoch',
  4: 'Donnerstag',
  5: 'Freitag',
  6: 'Samstag',
  7: 'Sonntag',
} as const

const instant = z.iso.datetime({ offset: true, error: 'Bitte einen Zeitpunkt im ISO-8601-Format angeben.' })
const positiveId = z.number().int().positive().max(2_147_483_647)

// ---------------------------------------------------------------- locations

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  room: z.string(),
  notes: z.string(),
  active: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Location = z.infer<typeof location>
export const locationList = z.array(location)

export const locationBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Bitte einen Namen für den Standort angeben.')
    .max(120, 'Der Name darf höchstens 120 Zeichen lang sein.'),
  address: z.string().trim().max(300, 'Die Adresse darf höchstens 300 Zeichen lang sein.').default(''),
  room: z.string().trim().max(120, 'Der Raum darf höchstens 120 Zeichen lang sein.').default(''),
  notes: z.string().trim().max(2000, 'Die Hinweise dürfen höchstens 2.000 Zeichen lang sein.').default(''),
  active: z.boolean().default(true),
})
export type LocationBody = z.infer<typeof locationBody>

// ---------------------------------------------------------------- timeslots

export const BOOKING_STATUSES = { active: 'Gebucht', cancelled: 'Abgesagt' } as const
export type BookingStatus = keyof typeof BOOKING_STATUSES

/** A booking as the calendar shows it on its slot. */
export const slotBooking = z.object({
  id: z.number().int(),
  applicant_id: z.number().int(),
  applicant_name: z.string(),
})
export type SlotBooking = z.infer<typeof slotBooking>

export const interviewer = z.object({ id: z.number().int(), name: z.string() })
export type Interviewer = z.infer<typeof interviewer>

export const timeslot = z.object({
  id: z.number().int(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  location_id: z.number().int(),
  location_name: z.string(),
  interviewer_ids: z.array(z.number().int()),
  interviewers: z.array(interviewer),
  capacity: z.number().int(),
  notes: z.string(),
  /** Active bookings only (cancelled ones have freed their place). */
  bookings: z.array(slotBooking),
  booked: z.number().int(),
  free: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Timeslot = z.infer<typeof timeslot>
export const timeslotList = z.array(timeslot)

/** `GET /api/timeslots?from=&to=&location_id=&interviewer_id=&free=`: slots overlapping [from, to). */
export const timeslotQuery = z.object({
  from: instant,
  to: instant,
  location_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  interviewer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** `true`: only slots with a free place that have not started yet (the booking picker). */
  free: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
})
export type TimeslotQuery = z.infer<typeof timeslotQuery>

const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte eine Uhrzeit wie „09:00“ angeben.')
const wallDate = z.iso.date({ error: 'Bitte ein Datum wie „2026-11-24“ angeben.' })

/**
 * A series: every chosen weekday between from_date and to_date (inclusive), the window
 * start_time–end_time (Europe/Berlin wall clock) cut into slots of slot_minutes. A rest shorter
 * than one slot at the end of the window stays free.
 */
export const timeslotSeries = z.strictObject({
  weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'Bitte mindestens einen Wochentag wählen.').max(7),
  from_date: wallDate,
  to_date: wallDate,
  start_time: wallTime,
  end_time: wallTime,
  slot_minutes: z
    .number()
    .int()
    .min(5, 'Ein Termin dauert mindestens 5 Minuten.')
    .max(600, 'Ein Termin dauert höchstens 10 Stunden.'),
})
export type TimeslotSeries = z.infer<typeof timeslotSeries>

const slotFields = {
  location_id: positiveId,
  interviewer_ids: z
    .array(positiveId)
    .min(1, 'Bitte mindestens eine Person für das Gespräch wählen.')
    .max(10, 'Höchstens 10 Personen je Termin.'),
  capacity: z
    .number()
    .int()
    .min(1, 'Die Kapazität muss mindestens 1 sein.')
    .max(50, 'Die Kapazität darf höchstens 50 sein.')
    .default(1),
  notes: z.string().trim().max(2000, 'Die Hinweise dürfen höchstens 2.000 Zeichen lang sein.').default(''),
}

/**
 * `POST /api/timeslots`: either one slot (starts_at + ends_at) or a series. Answers 201 with the
 * created slots (a series with all of them, oldest first).
 */
export const createTimeslotBody = z
  .strictObject({
    starts_at: instant.optional(),
    ends_at: instant.optional(),
    series: timeslotSeries.optional(),
    ...slotFields,
  })
  .superRefine((body, ctx) => {
    if (body.series) {
      if (body.starts_at || body.ends_at)
        ctx.addIssue({
          code: 'custom',
          path: ['series'],
          message: 'Bitte entweder einen einzelnen Termin oder eine Serie angeben.',
        })
      return
    }
    if (!body.starts_at)
      ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'Bitte einen Beginn angeben.' })
    if (!body.ends_at) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Bitte ein Ende angeben.' })
  })
export type CreateTimeslotBody = z.infer<typeof createTimeslotBody>

/** `PUT /api/timeslots/{id}`: any subset of the slot's fields. */
export const updateTimeslotBody = z.strictObject({
  starts_at: instant.optional(),
  ends_at: instant.optional(),
  location_id: positiveId.optional(),
  interviewer_ids: slotFields.interviewer_ids.optional(),
  capacity: z
    .number()
    .int()
    .min(1, 'Die Kapazität muss mindestens 1 sein.')
    .max(50, 'Die Kapazität darf höchstens 50 sein.')
    .optional(),
  notes: z.string().trim().max(2000, 'Die Hinweise dürfen höchstens 2.000 Zeichen lang sein.').optional(),
})
export type UpdateTimeslotBody = z.infer<typeof updateTimeslotBody>

// ---------------------------------------------------------------- bookings

export const booking = z.object({
  id: z.number().int(),
  timeslot_id: z.number().int(),
  applicant_id: z.number().int(),
  applicant_name: z.string(),
  status: z.enum(['active', 'cancelled']),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  location: location.pick({ id: true, name: true, address: true, room: true }),
  interviewers: z.array(interviewer),
  /** The rendered {{termin}} / {{ort}} texts (German, Europe/Berlin). */
  termin: z.string(),
  ort: z.string(),
  /** iCalendar SEQUENCE of the invitation: rises with every move and the cancellation. */
  sequence: z.number().int(),
  booked_by: z.string().nullable(),
  created_at: isoDateTime,
  cancelled_at: isoDateTime.nullable(),
})
export type Booking = z.infer<typeof booking>
export const bookingList = z.array(booking)

const noticeFields = {
  subject: z.string().trim().max(200, 'Der Betreff darf höchstens 200 Zeichen lang sein.').optional(),
  content: z.string().max(50_000).optional(),
}

/**
 * `POST /api/timeslots/{id}/book`. With send_invitation the applicant gets a mail (through the
 * messages outbox) with the template's (or the given) text, {{termin}} / {{ort}} rendered, and an
 * .ics invitation. Without template_id and content, the built-in invitation text is used.
 */
export const bookTimeslotBody = z.strictObject({
  applicant_id: positiveId,
  send_invitation: z.boolean().default(false),
  template_id: positiveId.optional(),
  ...noticeFields,
})
export type BookTimeslotBody = z.infer<typeof bookTimeslotBody>

/** `POST /api/bookings/{id}/cancel`: frees the place; notify sends a German notice with METHOD:CANCEL. */
export const cancelBookingBody = z.strictObject({
  notify: z.boolean().default(false),
  /** An optional personal line, put into the built-in notice (or the whole text with content). */
  message: z.string().trim().max(5000).optional(),
  ...noticeFields,
})
export type CancelBookingBody = z.infer<typeof cancelBookingBody>

/** `POST /api/bookings/{id}/move`: to another slot (same rules as booking), same UID, higher SEQUENCE. */
export const moveBookingBody = z.strictObject({
  timeslot_id: positiveId,
  notify: z.boolean().default(false),
  message: z.string().trim().max(5000).optional(),
  ...noticeFields,
})
export type MoveBookingBody = z.infer<typeof moveBookingBody>

/**
 * Answer of book / cancel / move: the booking, and when a mail was requested the stored message id
 * and whether the mail server took it already (false = waits in the outbox, nothing is lost).
 */
export const bookingResult = z.object({
  booking,
  message_id: z.number().int().nullable(),
  sent: z.boolean().nullable(),
})
export type BookingResult = z.infer<typeof bookingResult>

// ---------------------------------------------------------------- German texts

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: APP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** {{termin}}: „Dienstag, 24. November 2026, 09:00 Uhr“ (Europe/Berlin). */
export function formatTermin(startsAt: Date | string): string {
  const date = typeof startsAt === 'string' ? new Date(startsAt) : startsAt
  return `${dayFormat.format(date)}, ${timeFormat.format(date)} Uhr`
}

/** {{ort}}: „Zentrale, Hauptstraße 1, 10115 Berlin, Raum 2.14“ (empty parts left out). */
export function formatOrt(loc: { name: string; address: string; room: string }): string {
  return [loc.name, loc.address, loc.room]
    .map((s) => s.trim().replace(/\s*\n\s*/g, ', '))
    .filter(Boolean)
    .join(', ')
}
