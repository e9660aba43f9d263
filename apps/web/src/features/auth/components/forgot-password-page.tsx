import './auth.css'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { FormField } from '../../../components/form-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { requestPasswordReset } from '../api/request-password-reset.ts'

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      setSent((await requestPasswordReset(email)).message)
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 422
          ? caught.message
          : 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PageHeader
        title="Passwort vergessen"
        subtitle="Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen."
      />
      {sent ? <Message severity="success" text={sent} role="status" /> : null}
      {error ? <Message severity="error" text={error} role="alert" /> : null}
      <FormField id="email" label="E-Mail-Adresse" required>
        <InputText
          id="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </FormField>
      <Button
        type="submit"
        label="Link senden"
        icon="pi pi-send"
        loading={busy}
        className="auth-form__submit"
      />
      <Link to="/login" className="auth-form__back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Zurück zur Anmeldung
      </Link>
    </form>
  )
}
