import { Calendar } from 'primereact/calendar'
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { dayAfterKey } from '../lib/date-keys.ts'
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
  // The day that has (or is to get) the focus: the chosen day, or today within the range.
  // A new object on every key, so the focus is placed even when the day stays (at the range's edge).
  const [focus, setFocus] = useState(() => ({
    day: value ?? localDateToIso(clamp(new Date(), min, max)) ?? '',
  }))
  // The month shown; it follows the focused day and the month view's own arrows.
  const [viewDate, setViewDate] = useState(() => isoToLocalDate(focus.day) ?? new Date())
  // The month view keeps the year of its title apart from the month shown and sets it only when it
  // mounts or turns its own pages; a key that changes the year mounts it anew.
  const [calendarKey, setCalendarKey] = useState(0)

  // The focus moves onto the day as soon as it is shown, before the next key is read.
  const focusDay = useRef(focus.day)
  useLayoutEffect(() => {
    focusDay.current = focus.day
    if (ref.current) placeFocus(ref.current, focus.day)
  }, [focus])

  useLayoutEffect(() => {
    const panel = ref.current
    if (!panel) return
    panel.scrollIntoView({ block: 'nearest' })
    // The month view renders its days anew after mounting and after a change of month; a focused
    // cell that goes with them leaves the focus nowhere, and it is put back before the next key.
    const observer = new MutationObserver(() => {
      if (!document.activeElement || document.activeElement === document.body)
        placeFocus(panel, focusDay.current)
    })
    observer.observe(panel, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])

  // The arrow keys move day by day as in a paper calendar, across weeks and months (the month
  // view alone would jump from a Sunday to the first of the next month).
  const onKeyDownCapture = (event: KeyboardEvent) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('td[data-p-day]')
    if (!cell || event.altKey || event.ctrlKey || event.metaKey) return
    const from = localDateToIso(
      new Date(Number(cell.dataset.pYear), Number(cell.dataset.pMonth), Number(cell.dataset.pDay)),
    )
    const next = from && dayAfterKey(from, event.key, event.shiftKey, { min, max })
    if (!next) return
    event.preventDefault()
    event.stopPropagation()
    const date = isoToLocalDate(next)!
    const otherYear = date.getFullYear() !== viewDate.getFullYear()
    if (otherYear) setCalendarKey((key) => key + 1)
    if (otherYear || date.getMonth() !== viewDate.getMonth()) setViewDate(date)
    setFocus({ day: next })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // Escape (or Alt+↑) closes only the picker, not the dialog or filter menu around it.
    if (event.key === 'Escape' || (event.altKey && event.key === 'ArrowUp')) {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    }
  }

  // One Date per chosen day: the month view takes a new object for a new choice and would set the
  // year of its title from it on every render.
  const selected = useMemo(() => isoToLocalDate(value), [value])
  return (
    // A dialog role: Escape from the focused day cells inside bubbles up to here.
    <div
      ref={ref}
      id={id}
      className="date-input__panel"
      role="dialog"
      aria-label="Datum wählen"
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
    >
      <Calendar
        key={calendarKey}
        inline
        value={selected}
        viewDate={viewDate}
        onViewDateChange={(e) => setViewDate(e.value)}
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

/**
 * Focuses the day's cell as the one cell reached by Tab; when the day is not shown, the first
 * day that may be chosen, unless the person has put the focus elsewhere in the panel.
 */
function placeFocus(panel: HTMLElement, iso: string) {
  const cell =
    dayCell(panel, iso) ??
    (panel.contains(document.activeElement)
      ? null
      : panel.querySelector<HTMLElement>('table td span:not([data-p-disabled="true"])'))
  if (!cell || document.activeElement === cell) return
  for (const other of panel.querySelectorAll<HTMLElement>('td span[tabindex="0"]')) other.tabIndex = -1
  cell.tabIndex = 0
  cell.focus({ preventScroll: true })
}

/** The focusable cell of an ISO day in the month shown, if it is shown and may be chosen. */
function dayCell(panel: HTMLElement, iso: string): HTMLElement | null {
  const date = isoToLocalDate(iso)
  if (!date) return null
  const td = panel.querySelector(
    `td[data-p-day="${date.getDate()}"][data-p-month="${date.getMonth()}"][data-p-year="${date.getFullYear()}"]:not([data-p-other-month="true"])`,
  )
  return td?.querySelector<HTMLElement>('span:not([data-p-disabled="true"])') ?? null
}
