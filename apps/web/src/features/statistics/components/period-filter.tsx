import './statistics.css'
import { earliestPeriodStart, isIsoDate, latestPeriodEnd, shiftIsoDate } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { DateInput } from '../../../components/date-input.tsx'
import { berlinToday } from '../utils/dates.ts'

export interface PeriodValue {
  from: string
  to: string
  group: string
}

const QUICK_PICKS = [30, 90, 365] as const
/** PrimeReact's Dropdown takes '' for "nothing chosen", so "all" needs a value of its own. */
const ALL_GROUPS = '*'

/**
 * A bound derived from a day of the address, only where that is a real day: the address is typed
 * or pasted by anyone („?von=2026-01-01%00“), and the server names what is wrong with it.
 */
const boundOf = (day: string, bound: (day: string) => string) => (isIsoDate(day) ? bound(day) : undefined)

/** Period (two typed or picked dates, or a quick pick) and occupation group of the statistics. */
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
  const set = (patch: Partial<PeriodValue>) => onChange({ ...value, ...patch })

  return (
    <fieldset className="stats-filter">
      <legend className="sr-only">Zeitraum und Berufsgruppe</legend>
      <div className="stats-filter__field">
        <label htmlFor="stats-from">Von</label>
        {/* A period asks the server; it changes when the person leaves the field, not per keystroke. */}
        <DateInput
          inputId="stats-from"
          value={value.from}
          onChange={(from) => from && set({ from })}
          commit="leave"
          required
          min={boundOf(value.to, earliestPeriodStart)}
          max={value.to}
        />
      </div>
      <div className="stats-filter__field">
        <label htmlFor="stats-to">Bis</label>
        <DateInput
          inputId="stats-to"
          value={value.to}
          onChange={(to) => to && set({ to })}
          commit="leave"
          required
          min={value.from}
          max={boundOf(value.from, latestPeriodEnd)}
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
