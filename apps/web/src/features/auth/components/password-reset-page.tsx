import './auth.css'
import { PASSWORD_MIN_LENGTH } from '@bb/shared'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { PasswordMeter } from '../../../components/password-meter.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { resetPassword } from '../api/reset-password.ts'

export default function PasswordResetPage() {
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const toast = useToast()
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { errors: fieldErrors, set: setFieldErrors, touch } = useFieldErrors()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setFieldErrors({})
    try {
      const answer = await resetPassword({ token, email, password, password_confirmation: confirmation })
      toast({ severity: 'success', summary: 'Passwort gespeichert', detail: answer.message })
      navigate('/login?reset=1', { replace: true })
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) {
        setError(caught.message)
        setFieldErrors(caught.errors)
      } else {
        setError('Das Passwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')
      }
    } finally {
      setBusy(false)
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
        loading={busy}
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
