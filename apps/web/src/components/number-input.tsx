import { InputText } from 'primereact/inputtext'
import { formatDecimal, parseGermanNumber } from '../lib/number-format.ts'
import { useTypedValue } from './use-typed-value.ts'

/**
 * The number field of the forms: people type "42.500", "38,5" or "30"; it reads like the view
 * ("30", never "30,0"), refuses a fraction the field does not take instead of dropping the comma
 * (42500,5 must not become 425.005), and leaves limits to the server's named message, never
 * clamping a typed value to something else.
 */
export function NumberInput({
  inputId,
  value,
  onChange,
  onInvalid,
  decimals,
  invalid,
}: {
  inputId: string
  value: number | null
  onChange: (value: number | null) => void
  onInvalid?: ((message: string | null) => void) | undefined
  /** Fraction digits the field takes; 0 for whole numbers. */
  decimals: number
  /** The server refused the value (FormField shows its message under `${inputId}-error`). */
  invalid?: boolean
}) {
  const { text, shownError, type, settle } = useTypedValue<number>({
    value,
    format: (v) => formatDecimal(v, decimals),
    check: (t) => parseGermanNumber(t, decimals),
    onChange,
    onInvalid,
  })
  const errorId = `${inputId}-format-error`
  const describedBy =
    [shownError ? errorId : null, invalid ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="number-input">
      <InputText
        id={inputId}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={settle}
        onKeyDown={(e) => e.key === 'Enter' && settle()}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-invalid={Boolean(shownError || invalid) || undefined}
        aria-describedby={describedBy}
        invalid={Boolean(shownError || invalid)}
      />
      {shownError ? (
        <small className="form-field__error" id={errorId} role="alert">
          {shownError}
        </small>
      ) : null}
    </div>
  )
}
