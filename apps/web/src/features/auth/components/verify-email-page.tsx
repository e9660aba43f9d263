import './auth.css'
import { TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'

import { logout, useCurrentUser } from '../../../lib/current-user.ts'
import { useResendVerification } from '../api/auth.ts'

export default function VerifyEmailPage() {
  const { data: user } = useCurrentUser()
  const toast = useToast()
  const resendLink = useResendVerification()

  const resend = async () => {
    if (resendLink.isPending) return
    try {
      const answer = await resendLink.mutateAsync()
      toast({ severity: 'success', summary: TOAST_TITLES.linkSent, detail: answer.message })
    } catch (caught) {
      const detail = caught instanceof ApiError ? caught.message : 'Der Link konnte nicht gesendet werden.'
      toast({ severity: 'error', summary: TOAST_TITLES.error, detail })
    }
  }

  return (
    <div className="auth-form">
      <PageHeader title="E-Mail-Adresse bestätigen" />
      <Message
        severity="info"
        text={`Bitte bestätigen Sie Ihre E-Mail-Adresse${user ? ` ${user.email}` : ''} über den Link, den wir Ihnen gesendet haben. Danach haben Sie Zugriff auf die Bewerber:innen.`}
      />
      <Button
        label="Bestätigungslink erneut senden"
        icon="pi pi-envelope"
        loading={resendLink.isPending}
        onClick={() => void resend()}
        className="auth-form__submit"
      />
      <Button label="Abmelden" icon="pi pi-sign-out" text onClick={() => void logout()} />
    </div>
  )
}
