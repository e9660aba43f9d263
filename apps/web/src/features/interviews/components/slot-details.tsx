import './interviews.css'
import { type Timeslot, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { Link } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { useLocations } from '../api/locations.ts'
import { useDeleteTimeslot } from '../api/timeslots.ts'
import { slotLong } from '../utils/dates.ts'
import { STATE_LABELS, slotState } from '../utils/slots.ts'
import { BookDialog } from './book-dialog.tsx'
import { EditSlotDialog } from './edit-slot-dialog.tsx'

/**
 * What a click on a slot shows: when, where, who, who is booked. Recruiters and admins edit it,
 * book an applicant into a free place of a coming slot, and delete it while nobody is booked.
 */
export function SlotDetails({
  slot,
  onClose,
  onSaved,
}: {
  slot: Timeslot | null
  onClose: () => void
  onSaved: (slot: Timeslot) => void
}) {
  const toast = useToast()
  const deleteTimeslot = useDeleteTimeslot()
  const { data: user } = useCurrentUser()
  const { data: locations = [] } = useLocations()
  const [open, setOpen] = useState<'edit' | 'book' | null>(null)
  const place = locations.find((l) => l.id === slot?.location_id)
  const canWrite = isRecruiterUser(user)
  const bookable = slot !== null && slot.free > 0 && Date.parse(slot.starts_at) > Date.now()
  const close = () => {
    setOpen(null)
    onClose()
  }

  const remove = (s: Timeslot) =>
    confirmDelete({
      header: 'Termin löschen?',
      message: `Der freie Termin ${slotLong(s.starts_at, s.ends_at)} in ${s.location_name} wird gelöscht.`,
      accept: async () => {
        try {
          await deleteTimeslot.mutateAsync(s.id)
          toast({ severity: 'success', summary: TOAST_TITLES.success, detail: 'Der Termin wurde gelöscht.' })
          close()
        } catch (caught) {
          toast({
            severity: 'error',
            summary: TOAST_TITLES.error,
            detail: caught instanceof ApiError ? caught.message : 'Der Termin konnte nicht gelöscht werden.',
          })
        }
      },
    })

  return (
    <Dialog
      header="Termin"
      visible={slot !== null}
      onHide={close}
      style={{ width: 'min(600px, 96vw)' }}
      footer={
        slot ? (
          <div className="interviews-slot-actions">
            {canWrite && slot.booked === 0 ? (
              <Button
                label="Termin löschen"
                icon="pi pi-trash"
                severity="danger"
                text
                onClick={() => remove(slot)}
              />
            ) : null}
            {canWrite ? (
              <Button label="Bearbeiten" icon="pi pi-pencil" outlined onClick={() => setOpen('edit')} />
            ) : null}
            <Button label="Schließen" onClick={close} autoFocus />
          </div>
        ) : null
      }
    >
      {slot ? (
        <dl className="interviews-facts">
          <dt>Zeit</dt>
          <dd>{slotLong(slot.starts_at, slot.ends_at)}</dd>
          <dt>Standort</dt>
          <dd>
            {slot.location_name}
            {place?.address ? <div className="muted prewrap">{place.address}</div> : null}
            {place?.room ? <div className="muted">Raum {place.room}</div> : null}
          </dd>
          <dt>Gespräch mit</dt>
          <dd>{slot.interviewers.map((i) => i.name).join(', ') || '–'}</dd>
          <dt>Plätze</dt>
          <dd>
            <span className={`cal-state cal-state--${slotState(slot)}`}>{STATE_LABELS[slotState(slot)]}</span>{' '}
            {slot.free} von {slot.capacity} frei
          </dd>
          {slot.notes ? (
            <>
              <dt>Hinweise</dt>
              <dd className="prewrap">{slot.notes}</dd>
            </>
          ) : null}
          <dt>Gebucht</dt>
          <dd className="interviews-booked">
            {slot.bookings.length === 0 ? (
              <span className="muted">Noch niemand.</span>
            ) : (
              <ul className="interviews-plain-list">
                {slot.bookings.map((b) => (
                  <li key={b.id}>
                    <Link to={`/bewerber/${b.applicant_id}/status`}>{b.applicant_name}</Link>
                  </li>
                ))}
              </ul>
            )}
            {canWrite && bookable ? (
              <Button
                label="Bewerber:in einbuchen"
                icon="pi pi-user-plus"
                size="small"
                outlined
                onClick={() => setOpen('book')}
              />
            ) : null}
          </dd>
        </dl>
      ) : null}
      {slot && open === 'edit' ? (
        <EditSlotDialog
          slot={slot}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null)
            onSaved(saved)
          }}
        />
      ) : null}
      {slot && open === 'book' ? (
        <BookDialog applicant={null} slot={slot} moving={null} onClose={() => setOpen(null)} />
      ) : null}
    </Dialog>
  )
}
