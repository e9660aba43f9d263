import './interviews.css'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'

/** The footer of the interview dialogs: „Abbrechen“ and the action that names what happens. */
export function DialogActions({
  label,
  busy,
  disabled,
  onCancel,
  onConfirm,
}: {
  label: string
  busy: boolean
  disabled?: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  return (
    <div>
      <Button label="Abbrechen" text onClick={onCancel} />
      <Button label={label} icon="pi pi-check" loading={busy} disabled={disabled} onClick={onConfirm} />
    </div>
  )
}

/** A failure that belongs to no single field. */
export function FormAlert({ message, wide }: { message: string | null | undefined; wide?: boolean }) {
  if (!message) return null
  return (
    <p className={wide ? 'interviews-form__wide form-field__error' : 'form-field__error'} role="alert">
      {message}
    </p>
  )
}

/** „… per E-Mail …“: off, and said why, when the applicant has no address. */
export function NotifySwitch({
  id,
  label,
  checked,
  hasEmail,
  onChange,
}: {
  id: string
  label: string
  checked: boolean
  hasEmail: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <>
      <div className="interviews-switch">
        <Checkbox
          inputId={id}
          checked={checked}
          disabled={!hasEmail}
          onChange={(e) => onChange(Boolean(e.checked))}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hasEmail ? null : (
        <small className="muted">Für diese Bewerber:in ist keine E-Mail-Adresse hinterlegt.</small>
      )}
    </>
  )
}
