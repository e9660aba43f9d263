import { useEffect, useRef, useState } from 'react'

/** What a field's text says: a value (null: empty) or a German reason it is none. */
export type Checked<T> = { value: T | null; error?: undefined } | { value?: undefined; error: string }

export interface TypedValueOptions<T> {
  value: T | null
  /** The value as the field writes it (also after leaving the field: "14.2.90" → "14.02.1990"). */
  format: (value: T | null) => string
  check: (text: string) => Checked<T>
  onChange: (value: T | null) => void
  /** The text is no usable value (message), or is again (null): a form saves nothing meanwhile. */
  onInvalid?: ((message: string | null) => void) | undefined
  /** Report only when the field is left or Enter is pressed, not on every keystroke. */
  commitOnLeave?: boolean | undefined
  /** A typo reports "empty" (a filter must not keep applying the value before). */
  emptyWhileInvalid?: boolean | undefined
}

/**
 * The text of a field that people type a value into (a date, a number): the text stays theirs
 * while they type, a value is reported once the text makes one, a typo shows its German message
 * when the field is left (and follows the typing from then on) and is never reported as a value.
 */
export function useTypedValue<T>(options: TypedValueOptions<T>) {
  const { value, format, check, onChange, onInvalid } = options
  const [text, setText] = useState(() => format(value))
  const [shownError, setShownError] = useState<string | null>(null)
  // The value this field reported last; anything else in `value` was set from outside.
  const reported = useRef(value)
  const latestOnInvalid = useRef(onInvalid)
  latestOnInvalid.current = onInvalid

  const report = (next: T | null) => {
    reported.current = next
    if (next !== value) onChange(next)
  }

  useEffect(() => {
    if (value === reported.current) return
    // Set from outside (a quick pick, a reset): show it and forget an old typo.
    reported.current = value
    setText(format(value))
    setShownError(null)
    latestOnInvalid.current?.(null)
  }, [value, format])

  // A field that goes away (another mode of a dialog) leaves no typo behind that blocks a save.
  useEffect(() => () => latestOnInvalid.current?.(null), [])

  const type = (next: string) => {
    setText(next)
    const result = check(next)
    onInvalid?.(result.error ?? null)
    if (result.error !== undefined) {
      if (shownError) setShownError(result.error)
      if (options.emptyWhileInvalid) report(null)
      return
    }
    setShownError(null)
    if (!options.commitOnLeave) report(result.value)
  }

  /** Leaving the field or Enter: show a typo, or write the value the field's way and report it. */
  const settle = () => {
    const result = check(text)
    setShownError(result.error ?? null)
    if (result.error !== undefined) return
    report(result.value)
    setText(format(result.value))
  }

  /** A value chosen another way (the date picker). */
  const choose = (next: T) => {
    setText(format(next))
    setShownError(null)
    onInvalid?.(null)
    report(next)
  }

  return { text, shownError, type, settle, choose }
}
