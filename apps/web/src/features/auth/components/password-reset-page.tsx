import './auth.css'
import { PASSWORD_MIN_LENGTH, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { isInvalid, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { PasswordMeter } from '../../../components/password-meter.tsx'
import { useToast } from '../../../components/toast.tsx'

import { useResetPassword } from '../api/auth.ts'

export default function PasswordResetPage() {
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const toast = useToast()
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const reset = useResetPassword()
  const [error, setError] = useState<string | null>(null)
  const { errors: fieldErrors, set: setFieldErrors, fromFailure, touch } = useFieldErrors()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (reset.isPending) return
    setError(null)
    setFieldErrors({})
    try {
      const answer = await reset.mutateAsync({ token, email, password, password_confirmation: confirmation })
      toast({ severity: 'success', summary: TOAST_TITLES.passwordSaved, detail: answer.message })
      navigate('/login?reset=1', { replace: true })
    } catch (caught) {
      fromFailure(caught)
      if (isInvalid(caught)) {
        setError(caught.message)
      } else {
        setError('Das Passwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')
      }
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PageHeader
        title="Neues Passwort festlegen"
        subtitle={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Leerzeichen und Umlaute sind erlaubt.`}
      />
      {error ? <Message severity="error" text={error} role="alert" /> : null}
      <FormField id="email" label="E-Mail-Adresse" required>
        <InputText
          id="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value)
            touch('email')
          }}
          required
        />
      </FormField>
      <FormField id="password" label="Passwort" required error={fieldErrors.password?.[0]}>
        <InputText
          id="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(e) => {
            setPassword(e.target.value)
            touch('password', 'password_confirmation')
          }}
          invalid={Boolean(fieldErrors.password)}
          required
        />
      </FormField>
      <PasswordMeter password={password} userInputs={[email]} />
      <FormField
        id="password_confirmation"
        label="Passwort bestätigen"
        required
        error={fieldErrors.password_confirmation?.[0]}
      >
        <InputText
          id="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value)
            touch('password_confirmation')
          }}
          invalid={Boolean(fieldErrors.password_confirmation)}
          required
        />
      </FormField>
      <Button
        type="submit"
        label="Passwort speichern"
        icon="pi pi-check"
        loading={reset.isPending}
        className="auth-form__submit"
      />
      <Link to="/forgot-password" className="auth-form__back">
        Neuen Link anfordern
      </Link>
    </form>
  )
}

/** /password-reset without a token: the link was cut off or is incomplete. */
export function PasswordResetMissingPage() {
  return (
    <div className="auth-form">
      <PageHeader title="Passwort zurücksetzen" />
      <Message
        severity="warn"
        text="Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail vollständig oder fordern Sie einen neuen an."
      />
      <Link to="/forgot-password" className="p-button auth-form__submit">
        Neuen Link anfordern
      </Link>
      <Link to="/login" className="auth-form__back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Zurück zur Anmeldung
      </Link>
    </div>
  )
}
