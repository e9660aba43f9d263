import {
  type Booking,
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
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { bookTimeslot, invitationTemplatesQuery, moveBooking } from '../api/bookings.ts'
import { useLocations } from '../api/locations.ts'
import { withBookingPlaceholders } from '../utils/invitation.ts'
import { SlotPicker } from './slot-picker.tsx'

const INVITATION = 'Einladung zum Vorstellungsgespräch'

interface Props {
  applicantId: number
  /** Without an address no mail can go out. */
  hasEmail: boolean
  group: string | null
  values: PlaceholderValues
  signature: string
  /** Set: the booking is moved to the picked slot. */
  moving: Booking | null
  onClose: () => void
}

/** „Termin vereinbaren“ (pick a free slot, optionally invite) and „Verschieben“. */
export function BookDialog({ applicantId, hasEmail, group, values, signature, moving, onClose }: Props) {
  const toast = useToast()
  const { data: locations = [] } = useLocations()
  const { data: templates = [] } = useQuery(invitationTemplatesQuery(group))
  const [slot, setSlot] = useState<Timeslot | null>(null)
  const [notify, setNotify] = useState(hasEmail)
  const [template, setTemplate] = useState<MessageTemplate | null>(null)
  const [subject, setSubject] = useState('')
  const [content, setContent] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)

  // The invitation template is preselected once the templates are there.
  const preferred = templates.find((t) => t.name === INVITATION) ?? templates[0] ?? null
  if (!moving && template === null && preferred) {
    setTemplate(preferred)
    setSubject(preferred.subject)
    setContent(withBookingPlaceholders(preferred.message))
  }

  const place = locations.find((l) => l.id === slot?.location_id)
  const filled: PlaceholderValues = slot
    ? {
        ...values,
        termin: formatTermin(slot.starts_at),
        ort: formatOrt(place ?? { name: slot.location_name, address: '', room: '' }),
      }
    : values

  const submit = async () => {
    if (!slot) return
    setBusy(true)
    setErrors({})
    try {
      const result = moving
        ? await moveBooking(moving.id, { timeslot_id: slot.id, notify, message: message.trim() || undefined })
        : await bookTimeslot(slot.id, {
            applicant_id: applicantId,
            send_invitation: notify,
            ...(notify ? { template_id: template?.id, subject, content } : {}),
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
    } catch (caught) {
      if (caught instanceof ApiError) setErrors({ ...caught.errors, _: [caught.message] })
      else setErrors({ _: ['Der Termin konnte nicht gebucht werden.'] })
    } finally {
      setBusy(false)
    }
  }

  const general = errors._?.[0]
  return (
    <Dialog
      header={moving ? 'Termin verschieben' : 'Termin vereinbaren'}
      visible
      onHide={onClose}
      style={{ width: 'min(880px, 96vw)' }}
      footer={
        <div>
          <Button label="Abbrechen" text onClick={onClose} />
          <Button
            label={moving ? 'Verschieben' : notify ? 'Buchen und einladen' : 'Buchen'}
            icon="pi pi-check"
            loading={busy}
            disabled={!slot}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <div className="interviews-book">
        {general ? (
          <p className="form-field__error" role="alert">
            {general}
          </p>
        ) : null}
        {moving ? (
          <p className="muted">
            Bisher: {moving.termin}, {moving.ort}
          </p>
        ) : null}
        <SlotPicker value={slot} onChange={setSlot} exclude={moving?.timeslot_id} />
        <div className="interviews-switch">
          <Checkbox
            inputId="book-notify"
            checked={notify}
            disabled={!hasEmail}
            onChange={(e) => setNotify(Boolean(e.checked))}
          />
          <label htmlFor="book-notify">
            {moving ? 'Bewerber:in über den neuen Termin informieren' : 'Einladung per E-Mail senden'} (mit
            Kalendereintrag)
          </label>
        </div>
        {!hasEmail ? (
          <small className="muted">Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.</small>
        ) : null}
        {notify && moving ? (
          <FormField id="book-message" label="Persönliche Nachricht (optional)" error={errors.message?.[0]}>
            <InputTextarea
              id="book-message"
              value={message}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
            />
          </FormField>
        ) : null}
        {notify && !moving ? (
          <>
            <FormField id="book-template" label="Vorlage" error={errors.template_id?.[0]}>
              <Dropdown
                inputId="book-template"
                value={template?.id ?? null}
                options={templates.map((t) => ({ label: t.name, value: t.id }))}
                onChange={(e) => {
                  const next = templates.find((t) => t.id === e.value) ?? null
                  setTemplate(next)
                  if (next) {
                    setSubject(next.subject)
                    setContent(withBookingPlaceholders(next.message))
                  }
                }}
                placeholder="Standardtext"
                emptyMessage="Keine Einladungsvorlage"
              />
            </FormField>
            <FormField id="book-subject" label="Betreff" error={errors.subject?.[0]}>
              <InputText id="book-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
            </FormField>
            <FormField
              id="book-content"
              label="Nachricht"
              error={errors.content?.[0] ?? errors.send_invitation?.[0]}
            >
              <InputTextarea
                id="book-content"
                value={content}
                rows={8}
                autoResize
                onChange={(e) => setContent(e.target.value)}
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
