import './bulk.css'
import { type InputHTMLAttributes, useEffect, useRef } from 'react'

export interface BulkCheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'aria-label'> {
  /** What ticking it selects, said in full („Alle auf dieser Seite auswählen“). */
  label: string
  /** `mixed`: some of what it stands for is ticked (shown half-ticked). */
  state: boolean | 'mixed'
  onChange: (on: boolean) => void
}

/** The checkbox of a selection for many rows at once: a list's page, a board's column. */
export function BulkCheckbox({ label, state, onChange, className, ...rest }: BulkCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed'
  }, [state])
  return (
    <input
      {...rest}
      ref={ref}
      type="checkbox"
      className={className ? `bulk-check ${className}` : 'bulk-check'}
      aria-label={label}
      checked={state === true}
      onChange={() => onChange(state !== true)}
    />
  )
}
