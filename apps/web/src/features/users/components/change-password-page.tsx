import './users.css'
import { PASSWORD_CHANGED_MESSAGE, PASSWORD_MIN_LENGTH, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useRef, useState } from 'react'
import { isInvalid, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { PasswordMeter } from '../../../components/password-meter.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { useChangePassword } from '../api/users.ts'
import { firstError } from './user-parts.tsx'

const EMPTY = { current_password: '', password: '', password_confirmation: '' }

/** /user/settings/change-password: needs the current password; other sessions end, this one stays. */
export default function ChangePasswordPage() {
  const toast = useToast()
  const change = useChangePassword()
  const { data: me } = useCurrentUser()
  const [form, setForm] = useState(EMPTY)
  const { errors, set: setErrors, touch } = useFieldErrors()
  const [error, setError] = useState<string | null>(null)
  const currentRef = useRef<HTMLInputElement>(null)
  const set = (key: keyof typeof EMPTY, value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    touch(key, ...(key === 'password' ? ['password_confirmation'] : []))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setError(null)
    try {
      await change.mutateAsync(form)
      setForm(EMPTY)
      toast({ severity: 'success', summary: TOAST_TITLES.passwordChanged, detail: PASSWORD_CHANGED_MESSAGE })
    } catch (caught) {
      if (isInvalid(caught)) {
        setErrors(caught.errors)
        if (caught.errors.current_password) currentRef.current?.focus()
      } else if (caught instanceof ApiError && caught.status === 429) {
        setError(caught.message)
      } else {
        setError('Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.')
      }
    }
  }

  const field = (
    key: keyof typeof EMPTY,
    label: string,
    autoComplete: string,
    extra: { hint?: string; autoFocus?: boolean } = {},
  ) => (
    <FormField id={key} label={label} required hint={extra.hint} error={firstError(errors, key)}>
      <InputText
        id={key}
        ref={key === 'current_password' ? currentRef : undefined}
        type="password"
        autoComplete={autoComplete}
        autoFocus={extra.autoFocus}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
        required
      />
    </FormField>
  )

  return (
    <form className="users-form users-form--narrow" onSubmit={submit} noValidate>
      <PageHeader
        title="Passwort ändern"
        subtitle="Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet. Diese Sitzung bleibt bestehen."
      />
      <div className="card users-card">
        {error ? <Message severity="error" text={error} role="alert" className="users-message" /> : null}
        {field('current_password', 'Aktuelles Passwort', 'current-password', { autoFocus: true })}
        {field('password', 'Neues Passwort', 'new-password', {
          hint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Leerzeichen und Umlaute sind erlaubt; leicht zu erratende Passwörter werden abgelehnt.`,
        })}
        <PasswordMeter password={form.password} userInputs={me ? [me.name, me.email] : []} />
        {field('password_confirmation', 'Neues Passwort bestätigen', 'new-password')}
      </div>
      <div className="form-actions">
        <Button type="submit" label="Passwort ändern" icon="pi pi-key" loading={change.isPending} />
      </div>
    </form>
  )
}
