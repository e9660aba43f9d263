import './interviews.css'
import { type Booking, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useCancelBooking } from '../api/bookings.ts'
import { NotifySwitch } from './dialog-parts.tsx'

/** „Absagen“ with confirmation; optionally the applicant gets a German notice (and the .ics CANCEL). */
export function CancelDialog({
  booking,
  hasEmail,
  onClose,
}: {
  booking: Booking
  hasEmail: boolean
  onClose: () => void
}) {
  const toast = useToast()
  const [notify, setNotify] = useState(hasEmail)
  const [message, setMessage] = useState('')
  const cancel = useCancelBooking()
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (cancel.isPending) return
    setError(null)
    try {
      const result = await cancel.mutateAsync({
        bookingId: booking.id,
        body: { notify, message: message.trim() || undefined },
      })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: `Der Termin wurde abgesagt.${result.sent === true ? ' Die Bewerber:in wurde informiert.' : ''}`,
      })
      onClose()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Der Termin konnte nicht abgesagt werden.')
    }
  }

  return (
    <Dialog
      header="Termin absagen?"
      visible
      onHide={onClose}
      style={{ width: 'min(520px, 96vw)' }}
      footer={
        <div>
          <Button label="Abbrechen" text onClick={onClose} autoFocus />
          <Button
            label="Termin absagen"
            icon="pi pi-times"
            severity="danger"
            loading={cancel.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <div className="interviews-book">
        {error ? (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <p>
          {booking.termin}, {booking.ort}. Der Platz wird wieder frei.
        </p>
        <NotifySwitch
          id="cancel-notify"
          label="Bewerber:in per E-Mail über die Absage informieren"
          checked={notify}
          hasEmail={hasEmail}
          onChange={setNotify}
        />
        {notify ? (
          <FormField id="cancel-message" label="Persönliche Nachricht (optional)">
            <InputTextarea
              id="cancel-message"
              value={message}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
            />
          </FormField>
        ) : null}
      </div>
    </Dialog>
  )
}
