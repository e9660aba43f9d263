import './interviews.css'
import {
  type Applicant,
  type Booking,
  CALENDAR_HINTS,
  formatOrt,
  formatTermin,
  type MessageTemplate,
  type PlaceholderValues,
  renderPlaceholders,
  type Timeslot,
  TOAST_TITLES,
  withSignature,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { applicantPlaceholderValues } from '../../../lib/placeholder-values.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { answersQuery } from '../../applicants/index.ts'
import { invitationTemplatesQuery, useBookTimeslot, useMoveBooking } from '../api/bookings.ts'
import { useLocations } from '../api/locations.ts'
import { slotLong } from '../utils/dates.ts'
import { withBookingPlaceholders } from '../utils/invitation.ts'
import { useSave } from '../utils/save.ts'
import { ApplicantPicker } from './applicant-picker.tsx'
import { DialogActions, FormAlert, NotifySwitch } from './dialog-parts.tsx'
import { SlotPicker } from './slot-picker.tsx'

const INVITATION = 'Einladung zum Vorstellungsgespräch'

interface Props {
  /** Set: this applicant is booked (status page); null: picked in the dialog (calendar). */
  applicant: Applicant | null
  /** Set: into this slot (calendar); null: picked from the free slots (status page). */
  slot: Timeslot | null
  /** Set: the booking is moved to the picked slot. */
  moving: Booking | null
  onClose: () => void
}

/** {{anrede}} … {{firma}} of the invitation preview, and the user's signature. */
function usePreviewValues(applicant: Applicant | null) {
  const { data: user } = useCurrentUser()
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const values: PlaceholderValues | null = applicant
    ? applicantPlaceholderValues({
        applicant,
        catalogue,
        userName: user?.name ?? '',
        companyName: settings?.company_name ?? '',
      })
    : null
  return { values, signature: user?.signature ?? '' }
}

/**
 * „Termin vereinbaren“ (the status page: pick a free slot, optionally invite), „Verschieben“, and
 * „Bewerber:in einbuchen“ (the calendar: the slot is given, the applicant is picked).
 */
export function BookDialog({ applicant, slot: given, moving, onClose }: Props) {
  const toast = useToast()
  const [person, setPerson] = useState(applicant)
  const hasEmail = Boolean(person?.email)
  const group = (person?.profession_group as string | null) ?? null
  const { values, signature } = usePreviewValues(person)
  const { data: locations = [] } = useLocations()
  const { data: templates = [] } = useQuery(invitationTemplatesQuery(group))
  const [picked, setPicked] = useState<Timeslot | null>(null)
  const slot = given ?? picked
  const [notify, setNotify] = useState(hasEmail)
  const [template, setTemplate] = useState<MessageTemplate | null>(null)
  const [subject, setSubject] = useState('')
  const [content, setContent] = useState('')
  const [message, setMessage] = useState('')
  const book = useBookTimeslot()
  const move = useMoveBooking()
  const save = useSave('Der Termin konnte nicht gebucht werden.', book.isPending || move.isPending)
  const { error } = save

  // The invitation template is preselected once the templates are there.
  const preferred = templates.find((t) => t.name === INVITATION) ?? templates[0] ?? null
  if (!moving && template === null && preferred) {
    setTemplate(preferred)
    setSubject(preferred.subject)
    setContent(withBookingPlaceholders(preferred.message))
  }

  // Another applicant: their address decides the mail, their group the template.
  const pick = (next: Applicant | null) => {
    setPerson(next)
    setNotify(Boolean(next?.email))
    setTemplate(null)
    setSubject('')
    setContent('')
    save.fail({})
  }

  const place = locations.find((l) => l.id === slot?.location_id)
  const filled: PlaceholderValues | null =
    values && slot
      ? {
          ...values,
          termin: formatTermin(slot.starts_at),
          ort: formatOrt(place ?? { name: slot.location_name, address: '', room: '' }),
          // The notice carries the .ics, so {{kalenderhinweis}} says so (as on the server).
          kalenderhinweis: CALENDAR_HINTS.REQUEST,
        }
      : values

  const submit = () =>
    save.run(async () => {
      if (!slot || !person) return
      const result = moving
        ? await move.mutateAsync({
            bookingId: moving.id,
            body: { timeslot_id: slot.id, notify, message: message.trim() || undefined },
          })
        : await book.mutateAsync({
            timeslotId: slot.id,
            body: {
              applicant_id: person.id,
              send_invitation: notify,
              ...(notify ? { template_id: template?.id, subject, content } : {}),
            },
          })
      const mail =
        result.sent === true
          ? ' Die E-Mail wurde versendet.'
          : result.sent === false
            ? ' Die E-Mail wartet auf Zustellung.'
            : ''
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: `${moving ? 'Der Termin wurde verschoben' : 'Der Termin wurde gebucht'}: ${result.booking.termin}.${mail}`,
      })
      onClose()
    })

  return (
    <Dialog
      header={moving ? 'Termin verschieben' : given ? 'Bewerber:in einbuchen' : 'Termin vereinbaren'}
      visible
      onHide={onClose}
      style={{ width: given ? 'min(680px, 96vw)' : 'min(880px, 96vw)' }}
      footer={
        <DialogActions
          label={moving ? 'Verschieben' : notify ? 'Buchen und einladen' : 'Buchen'}
          busy={save.busy}
          disabled={!slot || !person}
          onCancel={onClose}
          onConfirm={() => void submit()}
        />
      }
    >
      <div className="interviews-book">
        <FormAlert message={save.message} />
        {moving ? (
          <p className="muted">
            Bisher: {moving.termin}, {moving.ort}
          </p>
        ) : null}
        {given ? (
          <>
            <p>
              <strong>{slotLong(given.starts_at, given.ends_at)}</strong>, {given.location_name}
            </p>
            <ApplicantPicker
              value={person}
              onChange={pick}
              booked={given.bookings.map((b) => b.applicant_id)}
              error={error('applicant_id')}
            />
          </>
        ) : (
          <SlotPicker value={slot} onChange={setPicked} exclude={moving?.timeslot_id} />
        )}
        {person ? (
          <NotifySwitch
            id="book-notify"
            label={`${moving ? 'Bewerber:in über den neuen Termin informieren' : 'Einladung per E-Mail senden'} (mit Kalendereintrag)`}
            checked={notify}
            hasEmail={hasEmail}
            onChange={setNotify}
          />
        ) : null}
        {notify && moving ? (
          <FormField id="book-message" label="Persönliche Nachricht (optional)" error={error('message')}>
            <InputTextarea
              id="book-message"
              value={message}
              rows={3}
              onChange={(e) => {
                setMessage(e.target.value)
                save.touch('message')
              }}
            />
          </FormField>
        ) : null}
        {notify && !moving && filled ? (
          <>
            <FormField id="book-template" label="Vorlage" error={error('template_id')}>
              <Dropdown
                inputId="book-template"
                value={template?.id ?? null}
                options={templates.map((t) => ({ label: t.name, value: t.id }))}
                onChange={(e) => {
                  const next = templates.find((t) => t.id === e.value) ?? null
                  setTemplate(next)
                  save.touch('template_id', 'subject', 'content')
                  if (next) {
                    setSubject(next.subject)
                    setContent(withBookingPlaceholders(next.message))
                  }
                }}
                placeholder="Standardtext"
                emptyMessage="Keine Einladungsvorlage"
              />
            </FormField>
            <FormField id="book-subject" label="Betreff" error={error('subject')}>
              <InputText
                id="book-subject"
                value={subject}
                onChange={(e) => {
                  setSubject(e.target.value)
                  save.touch('subject')
                }}
              />
            </FormField>
            <FormField id="book-content" label="Nachricht" error={error('content', 'send_invitation')}>
              <InputTextarea
                id="book-content"
                value={content}
                rows={8}
                autoResize
                onChange={(e) => {
                  setContent(e.target.value)
                  save.touch('content', 'send_invitation')
                }}
              />
            </FormField>
            <section className="composer__preview" aria-label="Vorschau">
              <small className="muted">
                Vorschau{slot ? '' : ' – wählen Sie einen Termin, dann stehen hier Termin und Ort'}
              </small>
              <strong>{renderPlaceholders(subject, filled)}</strong>
              <p className="prewrap">{renderPlaceholders(withSignature(content, signature), filled)}</p>
            </section>
          </>
        ) : null}
      </div>
    </Dialog>
  )
}
