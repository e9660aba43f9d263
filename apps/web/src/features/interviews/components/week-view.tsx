import './interviews.css'
import type { Timeslot } from '@bb/shared'
import { addDays, type Day, formatDayShort, todayBerlin, weekdayShort } from '../utils/dates.ts'
import { byDay, placeDay } from '../utils/slots.ts'
import { SlotBlock } from './slot-block.tsx'

/** Height of 15 minutes in pixels. */
const QUARTER = 20
const DEFAULT_FIRST_HOUR = 7
const DEFAULT_LAST_HOUR = 20

/** Week view: a CSS grid of seven Monday-first day columns, 7:00–20:00 (wider when slots need it). */
export function WeekView({
  monday,
  slots,
  onOpen,
}: {
  monday: Day
  slots: Timeslot[]
  onOpen: (slot: Timeslot) => void
}) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i))
  const perDay = byDay(slots)
  const placed = new Map(days.map((d) => [d, placeDay(perDay.get(d) ?? [])]))
  const all = [...placed.values()].flat()
  const firstHour = Math.min(DEFAULT_FIRST_HOUR, ...all.map((p) => Math.floor(p.start / 60)))
  const lastHour = Math.max(DEFAULT_LAST_HOUR, ...all.map((p) => Math.ceil(p.end / 60)))
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i)
  const height = (lastHour - firstHour) * 4 * QUARTER
  const today = todayBerlin()

  return (
    <section className="cal-week" aria-label="Wochenansicht">
      <div className="cal-week__corner" aria-hidden="true" />
      {days.map((day) => (
        <div
          key={day}
          className={`cal-week__head${day === today ? ' cal-today' : ''}`}
          aria-current={day === today ? 'date' : undefined}
        >
          <span className="cal-week__weekday">{weekdayShort(day)}</span>
          <span className="cal-week__date">{formatDayShort(day).slice(3)}</span>
          {day === today ? <span className="sr-only">(heute)</span> : null}
        </div>
      ))}
      <div className="cal-week__hours" style={{ height }} aria-hidden="true">
        {hours.map((h) => (
          <span key={h} style={{ top: (h - firstHour) * 4 * QUARTER }}>
            {String(h).padStart(2, '0')}:00
          </span>
        ))}
      </div>
      {days.map((day) => (
        <div
          key={day}
          className={`cal-week__day${day === today ? ' cal-today' : ''}`}
          style={{ height, backgroundSize: `100% ${4 * QUARTER}px` }}
        >
          {(placed.get(day) ?? []).map((p) => (
            <SlotBlock
              key={p.slot.id}
              slot={p.slot}
              onOpen={onOpen}
              style={{
                top: ((p.start - firstHour * 60) / 15) * QUARTER,
                height: Math.max(QUARTER, ((p.end - p.start) / 15) * QUARTER) - 2,
                left: `calc(${(p.lane / p.lanes) * 100}% + 2px)`,
                width: `calc(${100 / p.lanes}% - 4px)`,
              }}
            />
          ))}
        </div>
      ))}
    </section>
  )
}
