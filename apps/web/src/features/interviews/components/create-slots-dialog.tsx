import { type CreateTimeslotBody, TOAST_TITLES, WEEKDAYS } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Calendar } from 'primereact/calendar'
import { Checkbox } from 'primereact/checkbox'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { SelectButton } from 'primereact/selectbutton'
import { useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useCurrentUser } from '../../auth/api/user.ts'
import { useLocations } from '../api/locations.ts'
import { createTimeslots, interviewersQuery } from '../api/timeslots.ts'
import { addDays, berlinInstant, type Day, weekdayIndex } from '../utils/dates.ts'
import { dateToDay, dayToDate, seriesCount, TIME_OPTIONS } from '../utils/form.ts'

type Mode = 'single' | 'series'
const LENGTHS = [15, 30, 45, 60].map((m) => ({ label: `${m} Minuten`, value: m }))

interface Draft {
  mode: Mode
  day: Day | null
  start: string
  end: string
  weekdays: number[]
  fromDay: Day | null
  toDay: Day | null
  windowStart: string
  windowEnd: string
  minutes: number
  locationId: number | null
  interviewerIds: number[]
  capacity: number
  notes: string
}

function initial(day: Day, me: number | undefined, locationId: number | null): Draft {
  return {
    mode: 'series',
    day,
    start: '09:00',
    end: '09:30',
    weekdays: [weekdayIndex(day) + 1],
    fromDay: day,
    toDay: addDays(day, 27),
    windowStart: '09:00',
    windowEnd: '12:00',
    minutes: 30,
    locationId,
    interviewerIds: me ? [me] : [],
    capacity: 1,
    notes: '',
  }
}

function toBody(d: Draft): CreateTimeslotBody {
  const common = {
    location_id: d.locationId ?? 0,
    interviewer_ids: d.interviewerIds,
    capacity: d.capacity,
    notes: d.notes,
  }
  if (d.mode === 'single')
    return {
      ...common,
      starts_at: d.day ? berlinInstant(d.day, d.start) : undefined,
      ends_at: d.day ? berlinInstant(d.day, d.end) : undefined,
    }
  return {
    ...common,
    series: {
      weekdays: [...d.weekdays].sort(),
      from_date: d.fromDay ?? '',
      to_date: d.toDay ?? '',
      start_time: d.windowStart,
      end_time: d.windowEnd,
      slot_minutes: d.minutes,
    },
  }
}

/** Recruiters create one slot or a series (weekdays × date range × time window). */
export function CreateSlotsDialog({
  visible,
  day,
  onClose,
  onCreated,
}: {
  visible: boolean
  day: Day
  onClose: () => void
  onCreated: (first: Day) => void
}) {
  const toast = useToast()
  const { data: me } = useCurrentUser()
  const { data: locations = [] } = useLocations()
  const { data: users = [] } = useQuery(interviewersQuery)
  const active = locations.filter((l) => l.active)
  const [draft, setDraft] = useState<Draft>(() => initial(day, me?.id, active[0]?.id ?? null))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (next: Partial<Draft>) => setDraft({ ...draft, ...next })
  const error = (...keys: string[]) => keys.map((k) => errors[k]?.[0]).find(Boolean)
  const count = draft.mode === 'series' ? seriesCount(draft) : 1

  const save = async () => {
    setSaving(true)
    setErrors({})
    setMessage(null)
    try {
      const created = await createTimeslots(toBody(draft))
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail:
          created.length === 1 ? 'Der Termin wurde angelegt.' : `${created.length} Termine wurden angelegt.`,
      })
      onCreated(created[0] ? (draft.mode === 'single' ? (draft.day ?? day) : (draft.fromDay ?? day)) : day)
    } catch (caught) {
      if (caught instanceof ApiError) {
        setErrors(caught.errors)
        setMessage(caught.message)
      } else setMessage('Die Termine konnten nicht angelegt werden.')
    } finally {
      setSaving(false)
    }
  }

  const timeField = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    keys: string[],
  ) => (
    <FormField id={id} label={label} required error={error(...keys)}>
      <Dropdown
        inputId={id}
        value={value}
        options={TIME_OPTIONS}
        onChange={(e) => onChange(String(e.value))}
      />
    </FormField>
  )
  const dateField = (
    id: string,
    label: string,
    value: Day | null,
    onChange: (v: Day | null) => void,
    keys: string[],
  ) => (
    <FormField id={id} label={label} required error={error(...keys)}>
      <Calendar
        inputId={id}
        value={dayToDate(value)}
        onChange={(e) => onChange(dateToDay(e.value as Date | null))}
        dateFormat="dd.mm.yy"
        placeholder="TT.MM.JJJJ"
        showIcon
        showWeek
      />
    </FormField>
  )
  const fieldKeys = Object.keys(errors)

  return (
    <Dialog
      header="Termine anlegen"
      visible={visible}
      onHide={onClose}
      style={{ width: 'min(760px, 96vw)' }}
      footer={
        <div>
          <Button label="Abbrechen" text onClick={onClose} />
          <Button
            label={count === 1 ? 'Termin anlegen' : `${count} Termine anlegen`}
            icon="pi pi-check"
            loading={saving}
            disabled={count === 0}
            onClick={() => void save()}
          />
        </div>
      }
    >
      <div className="interviews-form">
        <SelectButton
          className="interviews-form__wide"
          value={draft.mode}
          options={[
            { label: 'Serie', value: 'series' },
            { label: 'Einzelner Termin', value: 'single' },
          ]}
          onChange={(e) => e.value && set({ mode: e.value as Mode })}
          allowEmpty={false}
          aria-label="Art"
        />
        {message && fieldKeys.length === 0 ? (
          <p className="interviews-form__wide form-field__error" role="alert">
            {message}
          </p>
        ) : null}
        {draft.mode === 'single' ? (
          <>
            {dateField('slot-day', 'Datum', draft.day, (v) => set({ day: v }), ['starts_at'])}
            <div className="interviews-form__pair">
              {timeField('slot-start', 'Beginn', draft.start, (v) => set({ start: v }), ['starts_at'])}
              {timeField('slot-end', 'Ende', draft.end, (v) => set({ end: v }), ['ends_at'])}
            </div>
          </>
        ) : (
          <>
            <fieldset className="interviews-form__wide interviews-weekdays">
              <legend>Wochentage</legend>
              {Object.entries(WEEKDAYS).map(([n, name]) => {
                const value = Number(n)
                return (
                  <span key={n} className="interviews-weekdays__item">
                    <Checkbox
                      inputId={`weekday-${n}`}
                      checked={draft.weekdays.includes(value)}
                      onChange={(e) =>
                        set({
                          weekdays: e.checked
                            ? [...draft.weekdays, value]
                            : draft.weekdays.filter((w) => w !== value),
                        })
                      }
                    />
                    <label htmlFor={`weekday-${n}`}>{name}</label>
                  </span>
                )
              })}
              {error('series.weekdays', 'series') ? (
                <small className="form-field__error" role="alert">
                  {error('series.weekdays', 'series')}
                </small>
              ) : null}
            </fieldset>
            {dateField('series-from', 'Von', draft.fromDay, (v) => set({ fromDay: v }), ['series.from_date'])}
            {dateField('series-to', 'Bis', draft.toDay, (v) => set({ toDay: v }), ['series.to_date'])}
            <div className="interviews-form__pair">
              {timeField('series-start', 'Uhrzeit von', draft.windowStart, (v) => set({ windowStart: v }), [
                'series.start_time',
              ])}
              {timeField('series-end', 'Uhrzeit bis', draft.windowEnd, (v) => set({ windowEnd: v }), [
                'series.end_time',
              ])}
            </div>
            <FormField
              id="series-length"
              label="Dauer je Termin"
              required
              error={error('series.slot_minutes')}
            >
              <Dropdown
                inputId="series-length"
                value={draft.minutes}
                options={LENGTHS}
                onChange={(e) => set({ minutes: Number(e.value) })}
              />
            </FormField>
          </>
        )}
        <FormField id="slot-location" label="Standort" required error={error('location_id')}>
          <Dropdown
            inputId="slot-location"
            value={draft.locationId}
            options={active.map((l) => ({ label: l.name, value: l.id }))}
            onChange={(e) => set({ locationId: e.value as number })}
            placeholder={active.length === 0 ? 'Noch kein Standort angelegt' : 'Standort wählen'}
            emptyMessage="Standorte legen Admins unter Einstellungen an."
          />
        </FormField>
        <FormField id="slot-interviewers" label="Gespräch mit" required error={error('interviewer_ids')}>
          <MultiSelect
            inputId="slot-interviewers"
            value={draft.interviewerIds}
            options={users.filter((u) => u.active).map((u) => ({ label: u.name, value: u.id }))}
            onChange={(e) => set({ interviewerIds: e.value as number[] })}
            display="chip"
            filter
            placeholder="Personen wählen"
          />
        </FormField>
        <FormField id="slot-capacity" label="Plätze je Termin" error={error('capacity')}>
          <InputNumber
            inputId="slot-capacity"
            value={draft.capacity}
            min={1}
            max={50}
            onValueChange={(e) => set({ capacity: e.value ?? 1 })}
            showButtons
          />
        </FormField>
        <FormField id="slot-notes" label="Hinweise" error={error('notes')}>
          <InputTextarea
            id="slot-notes"
            value={draft.notes}
            rows={2}
            autoResize
            onChange={(e) => set({ notes: e.target.value })}
          />
        </FormField>
        {draft.mode === 'series' ? (
          <p className="interviews-form__wide muted" role="status">
            {count === 0
              ? 'Mit diesen Angaben entsteht kein Termin.'
              : `Es ${count === 1 ? 'entsteht 1 Termin' : `entstehen ${count} Termine`} zu je ${draft.minutes} Minuten.`}
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
