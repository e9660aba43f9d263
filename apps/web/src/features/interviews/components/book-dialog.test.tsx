import {
  applicant,
  applicantSearchResult,
  type booking,
  bookingResult,
  bookTimeslotBody,
  formatOrt,
  formatTermin,
  type location,
  locationList,
  messageTemplateList,
  moveBookingBody,
  templateFilterBody,
  type timeslot,
  timeslotList,
} from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, templateFixture } from '../../../test/fixtures.ts'
import { messageUnder, renderScreen } from '../../../test/render.tsx'
import { addDays, berlinInstant, todayBerlin } from '../utils/dates.ts'
import { BookDialog } from './book-dialog.tsx'

const place: z.input<typeof location> = {
  id: 1,
  name: 'Zentrale',
  address: 'Hauptstraße 1, 10115 Berlin',
  room: 'Raum 2.14',
  notes: '',
  active: true,
  created_at: '2026-01-01T08:00:00.000Z',
  updated_at: '2026-01-01T08:00:00.000Z',
}
const ORT = 'Zentrale, Hauptstraße 1, 10115 Berlin, Raum 2.14'
/** The day after tomorrow, so the slots are bookable whenever the test runs. */
const day = addDays(todayBerlin(), 2)

const slotAt = (id: number, time: string, extra: Partial<z.input<typeof timeslot>> = {}) => ({
  id,
  starts_at: berlinInstant(day, time),
  ends_at: berlinInstant(day, time.replace(':00', ':30')),
  location_id: 1,
  location_name: 'Zentrale',
  interviewer_ids: [1],
  interviewers: [{ id: 1, name: 'Rita Recruiter' }],
  capacity: 1,
  notes: '',
  bookings: [],
  booked: 0,
  free: 1,
  created_at: '2026-01-01T08:00:00.000Z',
  updated_at: '2026-01-01T08:00:00.000Z',
  ...extra,
})
const nine = slotAt(21, '09:00')
const ten = slotAt(22, '10:00')

const bookingIn = (slot: z.input<typeof timeslot>, id = 31): z.input<typeof booking> => ({
  id,
  timeslot_id: slot.id,
  applicant_id: 7,
  applicant_name: 'Jülide Özdemir',
  status: 'active',
  starts_at: slot.starts_at,
  ends_at: slot.ends_at,
  location: { id: 1, name: place.name, address: place.address, room: place.room },
  interviewers: slot.interviewers,
  termin: formatTermin(slot.starts_at),
  ort: formatOrt(place),
  sequence: 0,
  booked_by: 'Rita Recruiter',
  created_at: '2026-03-02T09:15:00.000Z',
  cancelled_at: null,
})

const invitation = templateFixture()

/** Free slots, places and invitation templates as the server has them; writes are collected. */
function serve(slots = [nine, ten]) {
  const sent: Array<{ path: string; body: unknown }> = []
  apiServer.use(
    apiMock.get('/api/locations', locationList, () => [place]),
    apiMock.get('/api/timeslots', timeslotList, ({ url }) => {
      expect(url.searchParams.get('free')).toBe('true')
      return slots
    }),
    // The applicant's occupation group picks the templates (none while no applicant is chosen).
    apiMock.post(
      '/api/message-templates/filter',
      messageTemplateList,
      ({ body }) => {
        expect(body.action).toBe('einladung')
        return body.profession_group === 'pflege'
          ? [templateFixture({ id: 4, name: 'Einladung kurz' }), invitation]
          : []
      },
      { body: templateFilterBody },
    ),
    apiMock.post(
      '/api/timeslots/{id}/book',
      bookingResult,
      ({ params, body }) => {
        sent.push({ path: `book ${params.id}`, body })
        const slot = [nine, ten].find((s) => String(s.id) === params.id)!
        return {
          booking: bookingIn(slot),
          message_id: body.send_invitation ? 55 : null,
          sent: body.send_invitation ? true : null,
        }
      },
      { body: bookTimeslotBody, status: 201 },
    ),
    apiMock.post(
      '/api/bookings/{id}/move',
      bookingResult,
      ({ params, body }) => {
        sent.push({ path: `move ${params.id}`, body })
        return { booking: bookingIn(ten), message_id: 56, sent: false }
      },
      { body: moveBookingBody },
    ),
  )
  return sent
}

const person = (overrides: Parameters<typeof applicantFixture>[0] = {}) =>
  applicant.parse(applicantFixture(overrides))

function openDialog(props: Partial<Parameters<typeof BookDialog>[0]> = {}) {
  const onClose = vi.fn()
  const view = renderScreen(
    <BookDialog applicant={person()} slot={null} moving={null} onClose={onClose} {...props} />,
  )
  return { ...view, onClose }
}

const radioAt = (time: string) => screen.findByRole('radio', { name: new RegExp(` ${time}–`) })

describe('book dialog', () => {
  it('books a free slot with the invitation: its template chosen, date and place in the preview', async () => {
    const sent = serve()
    const { user, onClose } = openDialog()
    const dialog = screen.getByRole('dialog', { name: 'Termin vereinbaren' })
    expect(within(dialog).getByText('Wird geladen …')).toBeTruthy()
    const book = within(dialog).getByRole('button', { name: 'Buchen und einladen' }) as HTMLButtonElement
    expect(book.disabled).toBe(true)
    expect(
      (within(dialog).getByLabelText('Einladung per E-Mail senden (mit Kalendereintrag)') as HTMLInputElement)
        .checked,
    ).toBe(true)
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Betreff') as HTMLInputElement).value).toBe(
        'Ihre Einladung, {{vorname}}',
      ),
    )
    expect((within(dialog).getByLabelText('Nachricht') as HTMLTextAreaElement).value).toBe(
      '{{anrede}},\n\nwir laden Sie herzlich ein.\n\nTermin: {{termin}}\nOrt: {{ort}}',
    )

    await user.click(await radioAt('09:00'))
    const preview = within(dialog).getByRole('region', { name: 'Vorschau' })
    expect(preview.textContent).toContain('Ihre Einladung, Jülide')
    expect(preview.textContent).toContain('Sehr geehrte Frau Özdemir')
    expect(preview.textContent).toContain(`Termin: ${formatTermin(nine.starts_at)}`)
    expect(preview.textContent).toContain(`Ort: ${ORT}`)
    expect(preview.textContent).toContain('Personalabteilung')
    await user.click(book)

    expect(
      await screen.findByText(
        `Der Termin wurde gebucht: ${formatTermin(nine.starts_at)}. Die E-Mail wurde versendet.`,
      ),
    ).toBeTruthy()
    expect(sent).toEqual([
      {
        path: 'book 21',
        body: {
          applicant_id: 7,
          send_invitation: true,
          template_id: 3,
          subject: 'Ihre Einladung, {{vorname}}',
          content: '{{anrede}},\n\nwir laden Sie herzlich ein.\n\nTermin: {{termin}}\nOrt: {{ort}}',
        },
      },
    ])
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('books without mail, and says why, when the applicant has no address', async () => {
    const sent = serve()
    const { user } = openDialog({ applicant: person({ email: null }) })
    const notify = screen.getByLabelText(
      'Einladung per E-Mail senden (mit Kalendereintrag)',
    ) as HTMLInputElement
    expect(notify.checked).toBe(false)
    expect(notify.disabled).toBe(true)
    expect(screen.getByText('Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.')).toBeTruthy()
    expect(screen.queryByLabelText('Betreff')).toBeNull()

    await user.click(await radioAt('10:00'))
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    expect(await screen.findByText(`Der Termin wurde gebucht: ${formatTermin(ten.starts_at)}.`)).toBeTruthy()
    expect(sent).toEqual([{ path: 'book 22', body: { applicant_id: 7, send_invitation: false } }])
  })

  it('says when no slot is free, and books nothing', async () => {
    serve([])
    openDialog()
    expect(
      await screen.findByText('Keine freien Termine. Im Kalender legen Sie neue Termine an.'),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Buchen und einladen' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it("keeps the dialog and its input with the server's refusal: a too long subject under its field", async () => {
    const sent = serve()
    const { user, onClose } = openDialog()
    await user.click(await radioAt('09:00'))
    const subject = screen.getByLabelText('Betreff')
    await user.clear(subject)
    await user.paste('B'.repeat(201))
    await user.click(screen.getByRole('button', { name: 'Buchen und einladen' }))

    const tooLong = 'Der Betreff darf höchstens 200 Zeichen lang sein.'
    await waitFor(() => expect(messageUnder(subject)).toBe(tooLong))
    const dialog = screen.getByRole('dialog', { name: 'Termin vereinbaren' })
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([tooLong, tooLong])
    expect(sent).toEqual([])
    expect(onClose).not.toHaveBeenCalled()

    await user.type(subject, '{Backspace}')
    expect(messageUnder(subject)).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('keeps the dialog when the slot was taken meanwhile', async () => {
    serve()
    apiServer.use(
      apiMock.post('/api/timeslots/{id}/book', bookingResult, () =>
        refuse(422, 'Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.'),
      ),
    )
    const { user, onClose } = openDialog({ applicant: person({ email: null }) })
    await user.click(await radioAt('09:00'))
    await user.click(screen.getByRole('button', { name: 'Buchen' }))
    const dialog = screen.getByRole('dialog', { name: 'Termin vereinbaren' })
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Dieser Termin ist bereits ausgebucht. Bitte wählen Sie einen anderen Termin.',
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it('books into a given slot an applicant found by the search; one already booked there is marked', async () => {
    const sent = serve()
    const other = applicantFixture({ id: 8, first_name: 'Max', last_name: 'Özkan', email: 'max@example.de' })
    apiServer.use(
      apiMock.get('/api/applicants/search/{term}', applicantSearchResult, ({ params }) => {
        expect(params.term).toBe('Öz')
        return {
          data: [applicantFixture(), other].map((hit) => ({ ...hit, found_in: null })),
          word_starts: [],
        }
      }),
    )
    const given = timeslotList.parse([
      slotAt(21, '09:00', {
        capacity: 2,
        bookings: [{ id: 30, applicant_id: 8, applicant_name: 'Max Özkan' }],
        booked: 1,
        free: 1,
      }),
    ])[0]!
    const { user } = openDialog({ applicant: null, slot: given })
    expect(screen.getByRole('dialog', { name: 'Bewerber:in einbuchen' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Buchen' }) as HTMLButtonElement).disabled).toBe(true)

    await user.type(screen.getByLabelText('Bewerber:in'), 'Öz')
    expect(await screen.findByRole('option', { name: /Max Özkan \(bereits eingebucht\)/ })).toBeTruthy()
    await user.click(screen.getByRole('option', { name: /Jülide Özdemir/ }))
    // Chosen: the invitation of the applicant's occupation group is ready.
    await waitFor(() =>
      expect((screen.getByLabelText('Betreff') as HTMLInputElement).value).toBe(
        'Ihre Einladung, {{vorname}}',
      ),
    )
    await user.click(screen.getByLabelText('Einladung per E-Mail senden (mit Kalendereintrag)'))
    await user.click(screen.getByRole('button', { name: 'Buchen' }))

    expect(await screen.findByText(`Der Termin wurde gebucht: ${formatTermin(nine.starts_at)}.`)).toBeTruthy()
    expect(sent).toEqual([{ path: 'book 21', body: { applicant_id: 7, send_invitation: false } }])
  })

  it('moves a booking to another slot with a personal line for the applicant', async () => {
    const sent = serve()
    const moving = bookingIn(nine)
    const { user } = openDialog({ moving: { ...moving, location: { ...moving.location }, status: 'active' } })
    const dialog = screen.getByRole('dialog', { name: 'Termin verschieben' })
    expect(within(dialog).getByText(`Bisher: ${formatTermin(nine.starts_at)}, ${ORT}`)).toBeTruthy()
    // The slot it is in is no choice.
    await radioAt('10:00')
    expect(screen.queryByRole('radio', { name: / 09:00–/ })).toBeNull()
    await user.click(await radioAt('10:00'))
    await user.type(
      within(dialog).getByLabelText('Persönliche Nachricht (optional)'),
      'Bitte Zeugnisse mitbringen.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }))

    expect(
      await screen.findByText(
        `Der Termin wurde verschoben: ${formatTermin(ten.starts_at)}. Die E-Mail wartet auf Zustellung.`,
      ),
    ).toBeTruthy()
    expect(sent).toEqual([
      { path: 'move 31', body: { timeslot_id: 22, notify: true, message: 'Bitte Zeugnisse mitbringen.' } },
    ])
  })
})
