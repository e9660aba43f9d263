import { STATISTICS_MAX_YEARS, shiftIsoDate } from '@bb/shared'
import { Button } from 'primereact/button'
import { Calendar } from 'primereact/calendar'
import { Dropdown } from 'primereact/dropdown'
import { berlinToday, fromIsoDate, toIsoDate } from '../utils/dates.ts'

export interface PeriodValue {
  from: string
  to: string
  group: string
}

const QUICK_PICKS = [30, 90, 365] as const
/** PrimeReact's Dropdown takes '' for "nothing chosen", so "all" needs a value of its own. */
const ALL_GROUPS = '*'

/** Negative years go forward. */
const yearsBefore = (date: Date, years: number) =>
  new Date(date.getFullYear() - years, date.getMonth(), date.getDate())

/** Period (two German calendars or a quick pick) and occupation group of the statistics. */
export function PeriodFilter({
  value,
  groups,
  onChange,
}: {
  value: PeriodValue
  groups: Array<{ slug: string; label: string }>
  onChange: (next: PeriodValue) => void
}) {
  const today = berlinToday()
  const from = fromIsoDate(value.from)
  const to = fromIsoDate(value.to)
  const set = (patch: Partial<PeriodValue>) => onChange({ ...value, ...patch })

  return (
    <fieldset className="stats-filter">
      <legend className="sr-only">Zeitraum und Berufsgruppe</legend>
      <div className="stats-filter__field">
        <label htmlFor="stats-from">Von</label>
        <Calendar
          inputId="stats-from"
          value={from}
          onChange={(e) => e.value instanceof Date && set({ from: toIsoDate(e.value) })}
          dateFormat="dd.mm.yy"
          placeholder="TT.MM.JJJJ"
          minDate={yearsBefore(to, STATISTICS_MAX_YEARS)}
          maxDate={to}
          showIcon
        />
      </div>
      <div className="stats-filter__field">
        <label htmlFor="stats-to">Bis</label>
        <Calendar
          inputId="stats-to"
          value={to}
          onChange={(e) => e.value instanceof Date && set({ to: toIsoDate(e.value) })}
          dateFormat="dd.mm.yy"
          placeholder="TT.MM.JJJJ"
          minDate={from}
          maxDate={yearsBefore(from, -STATISTICS_MAX_YEARS)}
          showIcon
        />
      </div>
      <fieldset className="stats-filter__quick">
        <legend className="sr-only">Schnellauswahl</legend>
        {QUICK_PICKS.map((days) => {
          const pick = { from: shiftIsoDate(today, -(days - 1)), to: today }
          const active = value.from === pick.from && value.to === pick.to
          return (
            <Button
              key={days}
              label={`Letzte ${days} Tage`}
              size="small"
              outlined={!active}
              aria-pressed={active}
              onClick={() => set(pick)}
            />
          )
        })}
      </fieldset>
      <div className="stats-filter__field stats-filter__group">
        <label htmlFor="stats-group">Berufsgruppe</label>
        <Dropdown
          inputId="stats-group"
          value={value.group || ALL_GROUPS}
          options={[
            { label: 'Alle Berufsgruppen', value: ALL_GROUPS },
            ...groups.map((g) => ({ label: g.label, value: g.slug })),
          ]}
          onChange={(e) => set({ group: e.value === ALL_GROUPS ? '' : String(e.value) })}
        />
      </div>
    </fieldset>
  )
}
