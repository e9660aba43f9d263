import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { checkDateText, formatGermanDate, type TwoDigitYears } from '../lib/date-parse.ts'
import { useTypedValue } from './use-typed-value.ts'

const DatePickerPanel = lazy(() => import('./date-picker-panel.tsx'))

export interface DateInputProps {
  /** The text field's id: a `<label for>` (FormField) names it. */
  inputId: string
  /** The day, ISO 'YYYY-MM-DD', or null. */
  value: string | null
  /** A day the text now names, or null when the field was emptied. Never called for a typo. */
  onChange: (iso: string | null) => void
  /** The German reason the text is no usable day, or null once it is again; a form saves nothing meanwhile. */
  onInvalid?: (message: string | null) => void
  /** A typo empties the value (a filter must not keep applying the day before). */
  emptyWhileInvalid?: boolean
  /**
   * 'type' (default): every keystroke that makes a day reports it. 'leave': only leaving the field,
   * Enter or the picker does, for a field whose every change asks the server (a report period).
   */
  commit?: 'type' | 'leave'
  /** How a two-digit year is read; see lib/date-parse.ts. */
  years?: TwoDigitYears
  min?: string | undefined
  max?: string | undefined
  /** Empty is a typo too (the field cannot be without a day). */
  required?: boolean
  /** The server refused the value (FormField shows its message under `${inputId}-error`). */
  invalid?: boolean
  /** The accessible name when no label names the field. */
  ariaLabel?: string
  disabled?: boolean | undefined
  showWeek?: boolean
}

/**
 * The one date field of the app: a text field that takes what people type (TT.MM.JJJJ, 14.2.90,
 * 14021990 …) and keeps the focus while they type; the month view opens only from its button or
 * Alt+↓. A typo shows a German message under the field and is never saved as another day.
 */
export function DateInput(props: DateInputProps) {
  const { inputId, value, years, min, max, required } = props
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const { text, shownError, type, settle, choose } = useTypedValue<string>({
    value,
    format: formatGermanDate,
    check: (t) => {
      const result = checkDateText(t, { years, min, max, required })
      return result.error === undefined ? { value: result.iso } : { error: result.error }
    },
    onChange: props.onChange,
    onInvalid: props.onInvalid,
    commitOnLeave: props.commit === 'leave',
    emptyWhileInvalid: props.emptyWhileInvalid,
  })

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Enter') {
      settle()
    }
  }

  // Leaving the field and its picker (Tab onward, a click elsewhere) closes the picker.
  useEffect(() => {
    const element = root.current
    if (!open || !element) return
    const outside = (event: Event) => {
      const target = (event instanceof FocusEvent ? event.relatedTarget : event.target) as Node | null
      if (target && !element.contains(target)) setOpen(false)
    }
    element.addEventListener('focusout', outside)
    document.addEventListener('mousedown', outside)
    return () => {
      element.removeEventListener('focusout', outside)
      document.removeEventListener('mousedown', outside)
    }
  }, [open])

  const errorId = `${inputId}-format-error`
  const describedBy =
    [shownError ? errorId : null, props.invalid ? `${inputId}-error` : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div ref={root} className="date-input">
      <div className="date-input__anchor">
        <div className="p-inputgroup">
          <InputText
            ref={input}
            id={inputId}
            value={text}
            onChange={(e) => type(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={settle}
            placeholder="TT.MM.JJJJ"
            // Digits and a comma on a phone: enough for 14,2,90 or 14021990.
            inputMode="decimal"
            autoComplete="off"
            aria-label={props.ariaLabel}
            aria-required={required || undefined}
            aria-invalid={Boolean(shownError || props.invalid) || undefined}
            aria-describedby={describedBy}
            invalid={Boolean(shownError || props.invalid)}
            disabled={props.disabled}
          />
          <Button
            type="button"
            icon="pi pi-calendar"
            outlined
            aria-label="Kalender öffnen"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${inputId}-picker` : undefined}
            onClick={() => (open ? close(true) : setOpen(true))}
            disabled={props.disabled}
          />
        </div>
        {open ? (
          <Suspense fallback={null}>
            <DatePickerPanel
              id={`${inputId}-picker`}
              value={value}
              min={min}
              max={max}
              showWeek={props.showWeek}
              onSelect={(iso) => {
                choose(iso)
                close(true)
              }}
              onClose={() => close(true)}
            />
          </Suspense>
        ) : null}
      </div>
      {shownError ? (
        <small className="form-field__error" id={errorId} role="alert">
          {shownError}
        </small>
      ) : null}
    </div>
  )
}
