import './interviews.css'
import { type Timeslot, TOAST_TITLES } from '@bb/shared'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { useToast } from '../../../components/toast.tsx'
import { useUpdateTimeslot } from '../api/timeslots.ts'
import { errorKeysOf, type SlotDraft, slotChanges, slotDraft } from '../utils/form.ts'
import { useSave } from '../utils/save.ts'
import { DialogActions, FormAlert } from './dialog-parts.tsx'
import { SlotBasicsFields, SlotTimeFields } from './slot-fields.tsx'

/** The errors the fields show; any other goes above them. */
const FIELD_KEYS = ['starts_at', 'ends_at', 'location_id', 'interviewer_ids', 'capacity', 'notes']

/**
 * „Bearbeiten“ of one slot. A booked slot keeps its time and place (decision 0011: the booking
 * is moved instead) and at least as many places as it has bookings.
 */
export function EditSlotDialog({
  slot,
  onClose,
  onSaved,
}: {
  slot: Timeslot
  onClose: () => void
  onSaved: (slot: Timeslot) => void
}) {
  const toast = useToast()
  const [before] = useState(() => slotDraft(slot))
  const [draft, setDraft] = useState<SlotDraft>(before)
  const update = useUpdateTimeslot()
  const save = useSave('Der Termin konnte nicht gespeichert werden.', update.isPending)
  const set = (next: Partial<SlotDraft>) => {
    setDraft({ ...draft, ...next })
    save.touch(...errorKeysOf(next))
  }
  const body = slotChanges(before, draft)
  const locked = slot.booked > 0

  const submit = () =>
    save.run(async () => {
      if (!draft.day) return save.fail({ starts_at: ['Bitte ein Datum angeben.'] })
      const saved = await update.mutateAsync({ id: slot.id, body })
      toast({ severity: 'success', summary: TOAST_TITLES.success, detail: 'Der Termin wurde gespeichert.' })
      onSaved(saved)
    })

  const atField = Object.keys(save.errors).some((k) => FIELD_KEYS.includes(k))
  return (
    <Dialog
      header="Termin bearbeiten"
      visible
      onHide={onClose}
      style={{ width: 'min(760px, 96vw)' }}
      footer={
        <DialogActions
          label="Speichern"
          busy={save.busy}
          disabled={Object.keys(body).length === 0 && draft.day !== null}
          onCancel={onClose}
          onConfirm={() => void submit()}
        />
      }
    >
      <div className="interviews-form">
        <FormAlert message={atField ? null : save.message} wide />
        {locked ? (
          <p className="interviews-form__wide interviews-note">
            <i className="pi pi-lock" aria-hidden="true" /> Der Termin ist gebucht: Datum, Zeit und Standort
            bleiben fest. Zum Verlegen verschieben Sie die Buchung auf der Statusseite der Bewerber:in.
          </p>
        ) : null}
        <SlotTimeFields
          value={draft}
          onChange={set}
          error={save.error}
          typo={save.setTypo}
          disabled={locked}
        />
        <SlotBasicsFields value={draft} onChange={set} error={save.error} slot={slot} />
      </div>
    </Dialog>
  )
}
