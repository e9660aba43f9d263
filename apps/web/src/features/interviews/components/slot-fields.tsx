import './interviews.css'
import type { Timeslot } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { DateInput } from '../../../components/date-input.tsx'
import { FormField } from '../../../components/form-field.tsx'
import { useLocations } from '../api/locations.ts'
import { interviewersQuery } from '../api/timeslots.ts'
import type { Day } from '../utils/dates.ts'
import type { SlotBasics, SlotTime } from '../utils/form.ts'
import { TIME_OPTIONS } from '../utils/form.ts'

/* The field blocks that the create and the edit dialog share. */

/** One field of a slot. */
interface FieldProps<T> {
  id: string
  label: string
  value: T
  onChange: (value: T) => void
  error?: string | undefined
  disabled?: boolean | undefined
  /** A typed date that is no day yet (message), or is again (null). */
  onTypo?: ((message: string | null) => void) | undefined
}

/** A draft (or the part of it a block edits) and the errors of its last save. */
interface DraftProps<T> {
  value: T
  onChange: (next: Partial<T>) => void
  error: (...keys: string[]) => string | undefined
  /** Reports a date field (by its id) whose text is no day; the dialog does not save meanwhile. */
  typo?: ((id: string, message: string | null) => void) | undefined
}

/** The props of a field that edits `key` of a draft and shows the server's errors of `errorKey`. */
export const binder =
  <T,>({ value, onChange, error, typo }: DraftProps<T>) =>
  <K extends keyof T>(id: string, label: string, key: K, errorKey?: string) => ({
    id,
    label,
    value: value[key],
    onChange: (next: T[K]) => {
      const part: Partial<T> = {}
      part[key] = next
      onChange(part)
    },
    error: errorKey ? error(errorKey) : undefined,
    onTypo: typo ? (message: string | null) => typo(id, message) : undefined,
  })

/** A slot's day: typed (TT.MM.JJJJ) or picked from a month view with calendar weeks. */
export function DateField({ id, label, value, onChange, error, disabled, onTypo }: FieldProps<Day | null>) {
  return (
    <FormField id={id} label={label} required error={error}>
      <DateInput
        inputId={id}
        value={value}
        onChange={onChange}
        onInvalid={onTypo}
        required
        invalid={Boolean(error)}
        disabled={disabled}
        showWeek
      />
    </FormField>
  )
}

export function TimeField({ id, label, value, onChange, error, disabled }: FieldProps<string>) {
  // A slot made through the API may start off the quarter hours; its time stays choosable.
  const options = TIME_OPTIONS.some((o) => o.value === value)
    ? TIME_OPTIONS
    : [...TIME_OPTIONS, { label: value, value }].sort((a, b) => a.value.localeCompare(b.value))
  return (
    <FormField id={id} label={label} required error={error}>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        onChange={(e) => onChange(String(e.value))}
        disabled={disabled}
      />
    </FormField>
  )
}

/** Date, Beginn and Ende of one slot (Berlin wall clock); a clash of the start shows at the date. */
export function SlotTimeFields({
  disabled,
  ...draft
}: DraftProps<SlotTime> & { disabled?: boolean | undefined }) {
  const bind = binder(draft)
  return (
    <>
      <DateField {...bind('slot-day', 'Datum', 'day', 'starts_at')} disabled={disabled} />
      <div className="interviews-form__pair">
        <TimeField {...bind('slot-start', 'Beginn', 'start')} disabled={disabled} />
        <TimeField {...bind('slot-end', 'Ende', 'end', 'ends_at')} disabled={disabled} />
      </div>
    </>
  )
}

/**
 * Standort, Gespräch mit, Plätze and Hinweise. With `slot` (editing): its location and people stay
 * in the lists even when inactive, a booked slot keeps its location, and the places cannot go
 * below its bookings.
 */
export function SlotBasicsFields({
  value,
  onChange,
  error,
  slot,
}: DraftProps<SlotBasics> & { slot?: Timeslot }) {
  const { data: locations = [] } = useLocations()
  const { data: users = [] } = useQuery(interviewersQuery)
  const booked = slot?.booked ?? 0
  const places = locations
    .filter((l) => l.active || l.id === slot?.location_id)
    .map((l) => ({ label: l.active ? l.name : `${l.name} (inaktiv)`, value: l.id }))
  const people = users
    .filter((u) => u.active || slot?.interviewer_ids.includes(u.id))
    .map((u) => ({ label: u.name, value: u.id }))
  for (const i of slot?.interviewers ?? [])
    if (!people.some((p) => p.value === i.id)) people.push({ label: i.name, value: i.id })

  return (
    <>
      <FormField id="slot-location" label="Standort" required error={error('location_id')}>
        <Dropdown
          inputId="slot-location"
          value={value.locationId}
          options={places}
          onChange={(e) => onChange({ locationId: e.value as number })}
          placeholder={places.length === 0 ? 'Noch kein Standort angelegt' : 'Standort wählen'}
          emptyMessage="Standorte legen Admins unter Einstellungen an."
          disabled={booked > 0}
        />
      </FormField>
      <FormField id="slot-interviewers" label="Gespräch mit" required error={error('interviewer_ids')}>
        <MultiSelect
          inputId="slot-interviewers"
          value={value.interviewerIds}
          options={people}
          onChange={(e) => onChange({ interviewerIds: e.value as number[] })}
          display="chip"
          filter
          placeholder="Personen wählen"
        />
      </FormField>
      <FormField
        id="slot-capacity"
        label={slot ? 'Plätze' : 'Plätze je Termin'}
        error={error('capacity')}
        hint={booked > 0 ? `Mindestens ${booked} – so viele Plätze sind schon gebucht.` : undefined}
      >
        <InputNumber
          inputId="slot-capacity"
          value={value.capacity}
          min={Math.max(1, booked)}
          max={50}
          onValueChange={(e) => onChange({ capacity: e.value ?? Math.max(1, booked) })}
          showButtons
        />
      </FormField>
      <FormField id="slot-notes" label="Hinweise" error={error('notes')}>
        <InputTextarea
          id="slot-notes"
          value={value.notes}
          rows={2}
          autoResize
          onChange={(e) => onChange({ notes: e.target.value })}
        />
      </FormField>
    </>
  )
}
