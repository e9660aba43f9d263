import './applicants.css'
import { shareApplicantBody, TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { useState } from 'react'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import { usersQuery } from '../../users/index.ts'
import { useShareApplicant } from '../api/applicants.ts'

/** The share layer (toggled): hands the applicant to colleagues, who get a notification with the note. */
export function ShareLayer({ applicantId, name }: { applicantId: number; name: string }) {
  const open = useClientState((s) => s.layers.share)
  const toast = useToast()
  const { data: me } = useCurrentUser()
  const { data: users = [], isPending } = useQuery({ ...usersQuery, enabled: open })
  const [userIds, setUserIds] = useState<number[]>([])
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const share = useShareApplicant(applicantId)
  const close = () => {
    if (clientStore.get().layers.share) clientStore.toggleLayer('share')
    setUserIds([])
    setNote('')
    setError(null)
  }
  const colleagues = users
    .filter((u) => u.active && u.id !== me?.id)
    .map((u) => ({ label: `${u.name} (${u.email})`, value: u.id }))

  const submit = async () => {
    const body = shareApplicantBody.safeParse({ user_ids: userIds, note })
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Bitte die Eingaben prüfen.')
      return
    }
    if (share.isPending) return
    try {
      const { shared_with } = await share.mutateAsync(body.data)
      toast({
        severity: 'success',
        summary: TOAST_TITLES.shared,
        detail: `${name} wurde mit ${shared_with.join(', ')} geteilt.`,
      })
      close()
    } catch (e) {
      setError(
        e instanceof ApiError && e.message ? e.message : 'Die Bewerber:in konnte nicht geteilt werden.',
      )
    }
  }

  return (
    <Dialog
      header={`${name} teilen`}
      visible={open}
      onHide={close}
      style={{ width: 'min(520px, 95vw)' }}
      footer={
        <div className="form-actions">
          <Button label="Abbrechen" text onClick={close} />
          <Button
            label="Teilen"
            icon="pi pi-share-alt"
            loading={share.isPending}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <p className="muted">Die gewählten Kolleg:innen erhalten eine Benachrichtigung mit Ihrer Nachricht.</p>
      <div className="form-field">
        <label htmlFor="share-users">Mit wem teilen?</label>
        <MultiSelect
          inputId="share-users"
          value={userIds}
          options={colleagues}
          onChange={(e) => setUserIds(e.value as number[])}
          filter
          display="chip"
          placeholder={isPending ? 'Kolleg:innen werden geladen …' : 'Kolleg:innen wählen'}
          emptyMessage="Keine weiteren aktiven Kolleg:innen"
          emptyFilterMessage="Niemand gefunden"
        />
      </div>
      <div className="form-field">
        <label htmlFor="share-note">Nachricht (optional)</label>
        <InputTextarea
          id="share-note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          autoResize
          placeholder="z. B. Bitte bis Freitag ansehen."
        />
      </div>
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  )
}
