import { type Timeslot, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Link } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useLocations } from '../api/locations.ts'
import { deleteTimeslot } from '../api/timeslots.ts'
import { slotLong } from '../utils/dates.ts'
import { STATE_LABELS, slotState } from '../utils/slots.ts'

/** What a click on a slot shows: when, where, who, who is booked; a free slot can be deleted. */
export function SlotDetails({ slot, onClose }: { slot: Timeslot | null; onClose: () => void }) {
  const toast = useToast()
  const { data: locations = [] } = useLocations()
  const place = locations.find((l) => l.id === slot?.location_id)

  const remove = (s: Timeslot) =>
    confirmDelete({
      header: 'Termin löschen?',
      message: `Der freie Termin ${slotLong(s.starts_at, s.ends_at)} in ${s.location_name} wird gelöscht.`,
      accept: async () => {
        try {
          await deleteTimeslot(s.id)
          toast({ severity: 'success', summary: TOAST_TITLES.success, detail: 'Der Termin wurde gelöscht.' })
          onClose()
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
      onHide={onClose}
      style={{ width: 'min(520px, 96vw)' }}
      footer={
        slot ? (
          <div>
            {slot.booked === 0 ? (
              <Button
                label="Termin löschen"
                icon="pi pi-trash"
                severity="danger"
                text
                onClick={() => remove(slot)}
              />
            ) : null}
            <Button label="Schließen" onClick={onClose} autoFocus />
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
          <dd>
            {slot.bookings.length === 0 ? (
              <span className="muted">
                Noch niemand. Gebucht wird auf der Statusseite der Bewerber:in („Termin vereinbaren“).
              </span>
            ) : (
              <ul className="interviews-plain-list">
                {slot.bookings.map((b) => (
                  <li key={b.id}>
                    <Link to={`/bewerber/${b.applicant_id}/status`}>{b.applicant_name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      ) : null}
    </Dialog>
  )
}
