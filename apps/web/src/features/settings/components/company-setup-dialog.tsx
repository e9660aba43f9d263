import './settings.css'
import type { AppSettings } from '@bb/shared'
import { TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { logout } from '../../../lib/current-user.ts'
import { toSettingsBody, useSaveAppSettings } from '../api/settings.ts'

/**
 * „Zwei Angaben vor dem Start“: company name and sender of the mails to applicants (Reply-To
 * optional), saved into the application settings. It cannot be dismissed, only completed (or left
 * by logging out); everything works with the keyboard: the first field has the focus, Enter saves.
 */
export default function CompanySetupDialog({ settings }: { settings: AppSettings }) {
  const toast = useToast()
  const [company, setCompany] = useState(settings.company_name)
  const [sender, setSender] = useState(settings.mail_from)
  const [replyTo, setReplyTo] = useState(settings.mail_reply_to)
  const { errors, set: setErrors, fromFailure } = useFieldErrors()
  const save = useSaveAppSettings()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setErrors({})
    try {
      await save.mutateAsync({
        ...toSettingsBody(settings),
        company_name: company,
        mail_from: sender,
        mail_reply_to: replyTo,
      })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.saved,
        detail: 'Firmenname und Absender sind eingerichtet.',
      })
    } catch (error) {
      if (!fromFailure(error))
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: 'Speichern ist fehlgeschlagen.' })
    }
  }

  return (
    <Dialog
      header="Zwei Angaben vor dem Start"
      visible
      modal
      closable={false}
      closeOnEscape={false}
      draggable={false}
      onHide={() => {}}
      style={{ width: 'min(560px, 96vw)' }}
      aria-describedby="company-setup-lead"
    >
      <form className="company-setup" onSubmit={submit} noValidate>
        <p id="company-setup-lead" className="muted">
          E-Mails an Bewerber:innen gehen im Namen Ihres Unternehmens hinaus: {'{{firma}}'} in Vorlagen ist
          der Firmenname, Antworten kommen an die Absender- oder Antwortadresse. Sie können beides später
          unter Einstellungen ändern.
        </p>
        <FormField id="setup-company" label="Firmenname" required error={errors.company_name?.[0]}>
          <InputText
            id="setup-company"
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            autoFocus
            autoComplete="organization"
          />
        </FormField>
        <FormField
          id="setup-sender"
          label="Absenderadresse"
          required
          error={errors.mail_from?.[0]}
          hint="z. B. jobs@firma.de, mit Namen: Firma GmbH Recruiting <jobs@firma.de>"
        >
          <InputText
            id="setup-sender"
            value={sender}
            onChange={(e) => setSender(e.target.value)}
            autoComplete="email"
          />
        </FormField>
        <FormField
          id="setup-reply-to"
          label="Antwortadresse (optional)"
          error={errors.mail_reply_to?.[0]}
          hint="Das Postfach, aus dem Antworten importiert werden; leer: die Absenderadresse."
        >
          <InputText id="setup-reply-to" value={replyTo} onChange={(e) => setReplyTo(e.target.value)} />
        </FormField>
        <div className="form-actions">
          <Button type="button" label="Abmelden" text onClick={() => void logout()} />
          <Button type="submit" label="Speichern und loslegen" icon="pi pi-check" loading={save.isPending} />
        </div>
      </form>
    </Dialog>
  )
}
