import type { ReactNode } from 'react'

/** Label above the field, required mark, inline German error. */
export function FormField({
  id,
  label,
  error,
  required,
  hint,
  children,
}: {
  id: string
  label: string
  error?: string | undefined
  required?: boolean
  hint?: string
  children: ReactNode
}) {
  return (
    <div
      className={`form-field${error ? ' form-field--invalid' : ''}${required ? ' form-field--required' : ''}`}
    >
      {/* The required mark is drawn by CSS, so the label's text stays exactly the field's name. */}
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error ? <small className="form-field__hint">{hint}</small> : null}
      {error ? (
        <small className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </small>
      ) : null}
    </div>
  )
}
