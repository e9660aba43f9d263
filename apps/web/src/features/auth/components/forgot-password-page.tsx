import './auth.css'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { isInvalid } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { useRequestPasswordReset } from '../api/auth.ts'

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const request = useRequestPasswordReset()
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (request.isPending) return
    setError(null)
    try {
      setSent((await request.mutateAsync({ email })).message)
    } catch (caught) {
      setError(isInvalid(caught) ? caught.message : 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.')
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
        loading={request.isPending}
        className="auth-form__submit"
      />
      <Link to="/login" className="auth-form__back">
        <i className="pi pi-arrow-left" aria-hidden="true" /> Zurück zur Anmeldung
      </Link>
    </form>
  )
}
