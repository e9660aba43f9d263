import './interviews.css'
import type { Timeslot } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { MultiSelect } from 'primereact/multiselect'
import { SelectButton } from 'primereact/selectbutton'
import { useState } from 'react'
import { PageHeader } from '../../../components/page-header.tsx'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { countLabel } from '../../../lib/format.ts'
import { useLocations } from '../api/locations.ts'
import { interviewersQuery, useTimeslots } from '../api/timeslots.ts'
import { calendarStore, useCalendarState } from '../utils/calendar-state.ts'
import {
  addDays,
  addMonths,
  berlinParts,
  type Day,
  monthTitle,
  monthWeeks,
  startOfWeek,
  todayBerlin,
  weekTitle,
} from '../utils/dates.ts'
import { CreateSlotsDialog } from './create-slots-dialog.tsx'
import { MonthView } from './month-view.tsx'
import { SlotDetails } from './slot-details.tsx'
import { WeekView } from './week-view.tsx'

const VIEWS = [
  { label: 'Woche', value: 'week' },
  { label: 'Monat', value: 'month' },
]

/** The days a view shows: a Monday-first week, or the full weeks around a month. */
function shownRange(view: 'week' | 'month', date: Day): [Day, Day] {
  if (view === 'week') {
    const monday = startOfWeek(date)
    return [monday, addDays(monday, 6)]
  }
  const weeks = monthWeeks(date)
  return [weeks[0]?.[0] ?? date, weeks.at(-1)?.[6] ?? date]
}

/** /kalender: interview slots and bookings per week or month, filtered by location and interviewer. */
export default function CalendarPage() {
  const state = useCalendarState()
  const [first, last] = shownRange(state.view, state.date)
  const { data: slots = [], isFetching, isError } = useTimeslots(first, last)
  const { data: locations = [] } = useLocations()
  const { data: users = [] } = useQuery(interviewersQuery)
  const [open, setOpen] = useState<Timeslot | null>(null)
  const [creating, setCreating] = useState(false)

  const shown = slots.filter(
    (s) =>
      (state.locations.length === 0 || state.locations.includes(s.location_id)) &&
      (state.interviewers.length === 0 || s.interviewer_ids.some((id) => state.interviewers.includes(id))),
  )
  const step = (direction: 1 | -1) =>
    calendarStore.setDate(
      state.view === 'week' ? addDays(state.date, 7 * direction) : addMonths(state.date, direction),
    )
  const unit = state.view === 'week' ? 'Woche' : 'Monat'
  const free = shown.filter((s) => s.free > 0).length
  const booked = shown.reduce((sum, s) => sum + s.booked, 0)
  // The slot in the dialog follows the refreshed list (booked by a colleague meanwhile).
  const current = open ? (slots.find((s) => s.id === open.id) ?? open) : null
  // Viewers read the calendar; recruiters and admins create slots (the server says the same).
  const writer = isRecruiterUser(useCurrentUser().data)

  return (
    <div className="cal-page">
      <PageHeader
        title="Kalender"
        subtitle="Termine für Vorstellungsgespräche: frei, gebucht und ausgebucht."
        actions={
          writer ? (
            <Button label="Termine anlegen" icon="pi pi-plus" onClick={() => setCreating(true)} />
          ) : null
        }
      />
      <div className="cal-toolbar">
        <div className="cal-toolbar__nav">
          <Button label="Heute" outlined size="small" onClick={() => calendarStore.setDate(todayBerlin())} />
          <Button
            icon="pi pi-chevron-left"
            text
            rounded
            aria-label={`Zurück: vorherige${state.view === 'week' ? ' Woche' : 'r Monat'}`}
            tooltip={`Vorherige${state.view === 'week' ? ' Woche' : 'r Monat'}`}
            onClick={() => step(-1)}
          />
          <Button
            icon="pi pi-chevron-right"
            text
            rounded
            aria-label={`Vor: nächste${state.view === 'week' ? ' Woche' : 'r Monat'}`}
            tooltip={`Nächste${state.view === 'week' ? ' Woche' : 'r Monat'}`}
            onClick={() => step(1)}
          />
          <h2 className="cal-toolbar__title" aria-live="polite">
            {state.view === 'week' ? weekTitle(first) : monthTitle(state.date)}
          </h2>
        </div>
        <div className="cal-toolbar__filters">
          <MultiSelect
            value={state.locations}
            options={locations.map((l) => ({ label: l.name, value: l.id }))}
            onChange={(e) => calendarStore.set({ locations: e.value as number[] })}
            placeholder="Alle Standorte"
            aria-label="Standorte filtern"
            selectedItemsLabel="{0} Standorte"
            maxSelectedLabels={2}
            showClear
          />
          <MultiSelect
            value={state.interviewers}
            options={users.map((u) => ({ label: u.name, value: u.id }))}
            onChange={(e) => calendarStore.set({ interviewers: e.value as number[] })}
            placeholder="Alle Personen"
            aria-label="Gesprächsführung filtern"
            selectedItemsLabel="{0} Personen"
            maxSelectedLabels={2}
            filter
            showClear
          />
          <SelectButton
            value={state.view}
            options={VIEWS}
            onChange={(e) => e.value && calendarStore.set({ view: e.value as 'week' | 'month' })}
            allowEmpty={false}
            aria-label="Ansicht"
          />
        </div>
      </div>
      <div className="cal-summary">
        <ul className="cal-legend" aria-label="Legende">
          <li>
            <span className="cal-state cal-state--free">frei</span>
          </li>
          <li>
            <span className="cal-state cal-state--partial">teilweise gebucht</span>
          </li>
          <li>
            <span className="cal-state cal-state--full">ausgebucht</span>
          </li>
        </ul>
        <span role="status">
          {countLabel(shown.length, 'Termin', 'Termine')} · {countLabel(booked, 'Buchung', 'Buchungen')} ·{' '}
          {countLabel(free, 'Termin', 'Termine')} mit freiem Platz
          {isError
            ? ' · Nicht aktuell: Die Termine konnten nicht geladen werden.'
            : isFetching
              ? ' · wird aktualisiert …'
              : ''}
        </span>
      </div>
      {shown.length === 0 && !isFetching ? (
        <p className="cal-empty muted">
          In dieser {unit === 'Woche' ? 'Woche' : 'Ansicht'} gibt es keine Termine
          {state.locations.length + state.interviewers.length > 0 ? ' für die gewählten Filter' : ''}.
          {writer ? ' Legen Sie mit „Termine anlegen“ einzelne Termine oder eine Serie an.' : ''}
        </p>
      ) : null}
      {state.view === 'week' ? (
        <WeekView monday={first} slots={shown} onOpen={setOpen} />
      ) : (
        <MonthView
          month={state.date}
          slots={shown}
          onOpen={setOpen}
          onOpenDay={(day) => calendarStore.set({ view: 'week', date: day })}
        />
      )}
      <SlotDetails
        slot={current}
        onClose={() => setOpen(null)}
        onSaved={(saved) => {
          setOpen(saved)
          // A slot moved out of the shown range: show it where it went.
          const day = berlinParts(saved.starts_at).day
          if (day < first || day > last) calendarStore.setDate(day)
        }}
      />
      {creating ? (
        <CreateSlotsDialog
          visible
          day={state.view === 'week' && state.date < todayBerlin() ? todayBerlin() : state.date}
          onClose={() => setCreating(false)}
          onCreated={(day) => {
            setCreating(false)
            calendarStore.setDate(day)
          }}
        />
      ) : null}
    </div>
  )
}
