import './interviews.css'
import { type CreateTimeslotBody, TOAST_TITLES, WEEKDAYS } from '@bb/shared'
import { Checkbox } from 'primereact/checkbox'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { SelectButton } from 'primereact/selectbutton'
import { useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { countLabel } from '../../../lib/format.ts'
import { useLocations } from '../api/locations.ts'
import { useCreateTimeslots } from '../api/timeslots.ts'
import { addDays, berlinInstant, type Day, weekdayIndex } from '../utils/dates.ts'
import { errorKeysOf, type SlotDraft, seriesCount } from '../utils/form.ts'
import { useSave } from '../utils/save.ts'
import { DialogActions, FormAlert } from './dialog-parts.tsx'
import { binder, DateField, SlotBasicsFields, SlotTimeFields, TimeField } from './slot-fields.tsx'

type Mode = 'single' | 'series'
const LENGTHS = [15, 30, 45, 60].map((m) => ({ label: `${m} Minuten`, value: m }))

interface Draft extends SlotDraft {
  mode: Mode
  weekdays: number[]
  fromDay: Day | null
  toDay: Day | null
  windowStart: string
  windowEnd: string
  minutes: number
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
  const active = locations.filter((l) => l.active)
  const [draft, setDraft] = useState<Draft>(() => initial(day, me?.id, active[0]?.id ?? null))
  const create = useCreateTimeslots()
  const save = useSave('Die Termine konnten nicht angelegt werden.', create.isPending)
  const { error } = save
  const set = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next })
    save.touch(...errorKeysOf(next))
  }
  const bind = binder({ value: draft, onChange: set, error, typo: save.setTypo })
  const count = draft.mode === 'series' ? seriesCount(draft) : 1

  const submit = () =>
    save.run(async () => {
      const created = await create.mutateAsync(toBody(draft))
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail:
          created.length === 1
            ? 'Der Termin wurde angelegt.'
            : `${countLabel(created.length, 'Termin', 'Termine')} wurden angelegt.`,
      })
      onCreated(created[0] ? (draft.mode === 'single' ? (draft.day ?? day) : (draft.fromDay ?? day)) : day)
    })

  return (
    <Dialog
      header="Termine anlegen"
      visible={visible}
      onHide={onClose}
      style={{ width: 'min(760px, 96vw)' }}
      footer={
        <DialogActions
          label={count === 1 ? 'Termin anlegen' : `${countLabel(count, 'Termin', 'Termine')} anlegen`}
          busy={save.busy}
          disabled={count === 0}
          onCancel={onClose}
          onConfirm={() => void submit()}
        />
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
        <FormAlert message={Object.keys(save.errors).length === 0 ? save.message : null} wide />
        {draft.mode === 'single' ? (
          <SlotTimeFields value={draft} onChange={set} error={error} typo={save.setTypo} />
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
            <DateField {...bind('series-from', 'Von', 'fromDay', 'series.from_date')} />
            <DateField {...bind('series-to', 'Bis', 'toDay', 'series.to_date')} />
            <div className="interviews-form__pair">
              <TimeField {...bind('series-start', 'Uhrzeit von', 'windowStart', 'series.start_time')} />
              <TimeField {...bind('series-end', 'Uhrzeit bis', 'windowEnd', 'series.end_time')} />
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
        <SlotBasicsFields value={draft} onChange={set} error={error} />
        {draft.mode === 'series' ? (
          <p className="interviews-form__wide muted" role="status">
            {count === 0
              ? 'Mit diesen Angaben entsteht kein Termin.'
              : `Es ${count === 1 ? 'entsteht' : 'entstehen'} ${countLabel(count, 'Termin', 'Termine')} zu je ${draft.minutes} Minuten.`}
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
