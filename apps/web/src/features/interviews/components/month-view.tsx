import './interviews.css'
import type { Timeslot } from '@bb/shared'
import { Button } from 'primereact/button'
import { type Day, formatDay, isoWeek, monthWeeks, todayBerlin } from '../utils/dates.ts'
import { byDay } from '../utils/slots.ts'
import { SlotBlock } from './slot-block.tsx'

const SHOWN_PER_DAY = 4
const HEADS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']

/** Month view: Monday-first weeks with their KW, the first slots of each day and „+ n weitere“. */
export function MonthView({
  month,
  slots,
  onOpen,
  onOpenDay,
}: {
  month: Day
  slots: Timeslot[]
  onOpen: (slot: Timeslot) => void
  onOpenDay: (day: Day) => void
}) {
  const perDay = byDay(slots)
  const today = todayBerlin()
  return (
    <section className="cal-month" aria-label="Monatsansicht">
      <div className="cal-month__head cal-month__kw">KW</div>
      {HEADS.map((h) => (
        <div key={h} className="cal-month__head">
          {h}
        </div>
      ))}
      {monthWeeks(month).map((week) => [
        <div key={`kw-${week[0]}`} className="cal-month__kw">
          {isoWeek(week[0] ?? month)}
        </div>,
        ...week.map((day) => {
          const list = perDay.get(day) ?? []
          const outside = day.slice(0, 7) !== month.slice(0, 7)
          return (
            <div
              key={day}
              className={`cal-month__day${outside ? ' cal-month__day--outside' : ''}${day === today ? ' cal-today' : ''}`}
              aria-current={day === today ? 'date' : undefined}
            >
              <button
                type="button"
                className="cal-month__date"
                aria-label={`Woche mit ${formatDay(day)} anzeigen`}
                onClick={() => onOpenDay(day)}
              >
                {Number(day.slice(8, 10))}.
              </button>
              {list.slice(0, SHOWN_PER_DAY).map((slot) => (
                <SlotBlock key={slot.id} slot={slot} compact onOpen={onOpen} />
              ))}
              {list.length > SHOWN_PER_DAY ? (
                <Button
                  text
                  size="small"
                  className="cal-month__more"
                  label={`+ ${list.length - SHOWN_PER_DAY} weitere`}
                  onClick={() => onOpenDay(day)}
                />
              ) : null}
            </div>
          )
        }),
      ])}
    </section>
  )
}
