import './interviews.css'
import type { Timeslot } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Dropdown } from 'primereact/dropdown'
import { useState } from 'react'
import { useLocations } from '../api/locations.ts'
import { freeTimeslotsQuery } from '../api/timeslots.ts'
import { berlinParts, formatDayShort, WEEKDAY_NAMES, weekdayIndex } from '../utils/dates.ts'
import { byDay, slotAriaLabel } from '../utils/slots.ts'

/** Days ahead the booking picker offers. */
export const PICK_DAYS = 14

/** Free slots of the next 14 days, by day, as radio buttons; filterable by location. */
export function SlotPicker({
  value,
  onChange,
  exclude,
}: {
  value: Timeslot | null
  onChange: (slot: Timeslot) => void
  exclude?: number
}) {
  const { data: locations = [] } = useLocations()
  const [locationId, setLocationId] = useState<number | null>(null)
  const { data: slots = [], isPending, isError } = useQuery(freeTimeslotsQuery(PICK_DAYS, locationId))
  const days = byDay(slots.filter((s) => s.id !== exclude))

  return (
    <div className="interviews-picker">
      <div className="form-field">
        <label htmlFor="pick-location">Standort</label>
        <Dropdown
          inputId="pick-location"
          value={locationId}
          options={locations.filter((l) => l.active).map((l) => ({ label: l.name, value: l.id }))}
          onChange={(e) => setLocationId((e.value as number | null) ?? null)}
          placeholder="Alle Standorte"
          showClear
        />
      </div>
      <fieldset className="interviews-picker__days">
        <legend>Freie Termine der nächsten {PICK_DAYS} Tage</legend>
        {isPending ? <p className="muted">Wird geladen …</p> : null}
        {isError ? (
          <p className="form-field__error">Die freien Termine konnten nicht geladen werden.</p>
        ) : null}
        {!isPending && days.size === 0 ? (
          <p className="muted">
            Keine freien Termine{locationId ? ' an diesem Standort' : ''}. Im Kalender legen Sie neue Termine
            an.
          </p>
        ) : null}
        {[...days.entries()].map(([day, list]) => (
          <div key={day} className="interviews-picker__day">
            <div className="interviews-picker__date">
              <strong>{WEEKDAY_NAMES[weekdayIndex(day)]}</strong> {formatDayShort(day).slice(3)}
            </div>
            <div className="interviews-picker__slots">
              {list.map((slot) => (
                <label
                  key={slot.id}
                  className={`interviews-picker__slot${value?.id === slot.id ? ' is-selected' : ''}`}
                  title={slot.interviewers.map((i) => i.name).join(', ')}
                >
                  <input
                    type="radio"
                    name="pick-slot"
                    checked={value?.id === slot.id}
                    onChange={() => onChange(slot)}
                    aria-label={slotAriaLabel(slot)}
                  />
                  <span>{berlinParts(slot.starts_at).time}</span>
                  <small className="muted">{slot.location_name}</small>
                </label>
              ))}
            </div>
          </div>
        ))}
      </fieldset>
    </div>
  )
}
