import { Calendar } from 'primereact/calendar'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { isoToLocalDate, localDateToIso } from '../lib/date-parse.ts'

/**
 * The month view under a date field, loaded the first time a picker opens. It opens below the
 * field (scrolling its container if needed, never covering the field), takes the focus onto the
 * chosen day (or today) so the arrow keys move through days, and gives it back on Escape.
 */
export default function DatePickerPanel({
  id,
  value,
  min,
  max,
  showWeek,
  onSelect,
  onClose,
}: {
  id: string
  value: string | null
  min?: string | undefined
  max?: string | undefined
  showWeek?: boolean | undefined
  onSelect: (iso: string) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  // The month shown first; computed once, since a new Date on every render would reset the view.
  const [viewDate] = useState(() => isoToLocalDate(value) ?? clamp(new Date(), min, max))

  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    panel.scrollIntoView({ block: 'nearest' })
    // The month view renders its days once more right after mounting (the focused day is then
    // gone); the focus is placed again until it has stayed inside for a few frames.
    let frames = 0
    let frame = 0
    const focusDay = () => {
      if (!panel.contains(document.activeElement)) {
        const cell =
          panel.querySelector<HTMLElement>('td span[data-p-highlight="true"]') ??
          panel.querySelector<HTMLElement>('td.p-datepicker-today span:not([data-p-disabled="true"])') ??
          panel.querySelector<HTMLElement>('table td span:not([data-p-disabled="true"])')
        if (cell) {
          cell.tabIndex = 0
          cell.focus({ preventScroll: true })
        }
      }
      if (frames++ < 6) frame = requestAnimationFrame(focusDay)
    }
    frame = requestAnimationFrame(focusDay)
    return () => cancelAnimationFrame(frame)
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape (or Alt+↑) closes only the picker, not the dialog or filter menu around it.
    if (event.key === 'Escape' || (event.altKey && event.key === 'ArrowUp')) {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    }
  }

  const selected = isoToLocalDate(value)
  return (
    // A dialog role: Escape from the focused day cells inside bubbles up to here.
    <div
      ref={ref}
      id={id}
      className="date-input__panel"
      role="dialog"
      aria-label="Datum wählen"
      onKeyDown={onKeyDown}
    >
      <Calendar
        inline
        value={selected}
        viewDate={viewDate}
        minDate={isoToLocalDate(min) ?? undefined}
        maxDate={isoToLocalDate(max) ?? undefined}
        showWeek={showWeek}
        onChange={(e) => {
          const iso = e.value instanceof Date ? localDateToIso(e.value) : null
          if (iso) onSelect(iso)
        }}
      />
    </div>
  )
}

/** Today, or the nearest allowed day when today is outside the range. */
function clamp(today: Date, min: string | undefined, max: string | undefined): Date {
  const iso = localDateToIso(today) ?? ''
  if (min && iso < min) return isoToLocalDate(min) ?? today
  if (max && iso > max) return isoToLocalDate(max) ?? today
  return today
}
