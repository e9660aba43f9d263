import './settings.css'
import type { User } from '@bb/shared'
import { TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { useUiState } from '../../../lib/ui-state.ts'
import { useSavePersonalSettings } from '../api/settings.ts'

/** Lists a user can start in: the overview and every list of the navigation. */
function useStartLists() {
  const { data } = useUiState(true)
  const items = data?.sidebarItems.original ?? []
  return items
    .filter((i) => i.path === '/' || i.path.startsWith('/bewerber/uebersicht/'))
    .map((i) => ({ label: i.label, value: i.path }))
}

/** Name, e-mail signature and start list of the logged-in user. */
export function PersonalSettings({ me }: { me: User }) {
  const toast = useToast()
  const lists = useStartLists()
  const [name, setName] = useState(me.name)
  const [signature, setSignature] = useState(me.signature)
  const [startList, setStartList] = useState(me.default_list_path)
  const { errors, set: setErrors, fromFailure, touch } = useFieldErrors()
  const save = useSavePersonalSettings(me)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setErrors({})
    try {
      await save.mutateAsync({ name, signature, default_list_path: startList })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.saved,
        detail: 'Ihre Einstellungen wurden gespeichert.',
      })
    } catch (error) {
      fromFailure(error)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(error, 'Speichern ist fehlgeschlagen.'),
      })
    }
  }

  return (
    <form className="card settings-card" onSubmit={submit} aria-labelledby="personal-title" noValidate>
      <h2 id="personal-title">Persönlich</h2>
      <FormField id="personal-name" label="Anzeigename" required error={errors.name?.[0]}>
        <InputText
          id="personal-name"
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            touch('name')
          }}
          maxLength={120}
        />
      </FormField>
      <FormField
        id="personal-signature"
        label="E-Mail-Signatur"
        error={errors.signature?.[0]}
        hint="Ihr Gruß unter jeder Nachricht an Bewerber:innen, an Stelle von „Mit freundlichen Grüßen“, Ihrem Namen und der Firma. Platzhalter wie {{firma}} sind erlaubt."
      >
        <InputTextarea
          id="personal-signature"
          value={signature}
          onChange={(e) => {
            setSignature(e.target.value)
            touch('signature')
          }}
          rows={4}
          autoResize
          maxLength={2000}
          placeholder={'Mit freundlichen Grüßen\nIhr Name\nPersonalabteilung'}
        />
      </FormField>
      <FormField
        id="personal-start-list"
        label="Startliste nach der Anmeldung"
        error={errors.default_list_path?.[0]}
      >
        <Dropdown
          inputId="personal-start-list"
          value={startList}
          options={lists}
          onChange={(e) => {
            setStartList(e.value as string)
            touch('default_list_path')
          }}
          placeholder="Übersicht"
        />
      </FormField>
      <div className="form-actions">
        <Button type="submit" label="Speichern" icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  )
}
