import './auth.css'
import { isSessionEndReason, SESSION_TEXTS } from '@bb/shared'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { fieldErrorsOf, isInvalid } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useLogin } from '../api/auth.ts'

function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/'
}

export default function LoginPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const login = useLogin()
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const reason = params.get('reason')
  const ended = isSessionEndReason(reason) ? SESSION_TEXTS.loggedOut[reason] : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (login.isPending) return
    setError(null)
    setFieldErrors({})
    try {
      const user = await login.mutateAsync({ email, password, remember })
      navigate(safeRedirect(params.get('redirect') ?? user.default_list_path), { replace: true })
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429) {
        const seconds = caught.retryAfterSeconds ?? 60
        setError(`Zu viele Anmeldeversuche. Bitte in ${seconds} Sekunden erneut versuchen.`)
      } else if (isInvalid(caught)) {
        setError(caught.message)
        setFieldErrors(fieldErrorsOf(caught))
      } else if (caught instanceof ApiError && caught.status === 419) {
        // The client renews the token before every write, so a 419 here means the browser keeps no cookies.
        setError(
          'Die Anmeldung konnte nicht bestätigt werden. Bitte versuchen Sie es noch einmal; falls es wieder passiert, erlauben Sie Cookies für diese Seite.',
        )
      } else {
        setError('Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.')
      }
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PageHeader title="Anmelden" subtitle="Willkommen zurück. Bitte melden Sie sich mit Ihrem Konto an." />
      {params.get('reset') === '1' ? (
        <Message severity="success" text="Ihr Passwort wurde gespeichert. Sie können sich jetzt anmelden." />
      ) : null}
      {ended && !error ? <Message severity="info" text={ended} role="status" /> : null}
      {error ? <Message severity="error" text={error} role="alert" /> : null}
      <FormField
        id="email"
        label="E-Mail-Adresse"
        required
        error={fieldErrors.email?.[0] === error ? undefined : fieldErrors.email?.[0]}
      >
        <InputText
          id="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={Boolean(fieldErrors.email)}
          required
        />
      </FormField>
      <FormField id="password" label="Passwort" required error={fieldErrors.password?.[0]}>
        <InputText
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={Boolean(fieldErrors.password)}
          required
        />
      </FormField>
      <div className="auth-form__row">
        <div className="checkbox-field">
          <Checkbox inputId="remember" checked={remember} onChange={(e) => setRemember(Boolean(e.checked))} />
          <label htmlFor="remember">Angemeldet bleiben</label>
        </div>
        <Link to="/forgot-password">Passwort vergessen?</Link>
      </div>
      <Button
        type="submit"
        label="Anmelden"
        icon="pi pi-sign-in"
        loading={login.isPending}
        className="auth-form__submit"
      />
    </form>
  )
}
