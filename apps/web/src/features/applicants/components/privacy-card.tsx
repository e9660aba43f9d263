import './applicants.css'
import { TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { useNavigate } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { useToast } from '../../../components/toast.tsx'
import { api } from '../../../lib/api.ts'
import { isAdminUser, useCurrentUser } from '../../../lib/current-user.ts'
import { useEraseApplicant } from '../api/applicants.ts'

/** DSGVO tools on the status page: data export (Art. 15) and, for admins, erasure (Art. 17). */
export function PrivacyCard({ id, name, canExport }: { id: number; name: string; canExport: boolean }) {
  const { data: me } = useCurrentUser()
  const toast = useToast()
  const navigate = useNavigate()
  const eraseApplicant = useEraseApplicant(id)
  const admin = isAdminUser(me)
  if (!canExport && !admin) return null

  const erase = () =>
    confirmDelete({
      header: 'Sofort und endgültig löschen?',
      message: `Alle Daten von ${name} (Profil, Bewertungen, Notizen, Nachrichten, Dokumente, Verlauf) werden sofort gelöscht, ohne Papierkorb. Das lässt sich nicht rückgängig machen; im Protokoll bleibt nur, dass gelöscht wurde.`,
      accept: async () => {
        try {
          await eraseApplicant.mutateAsync()
          toast({
            severity: 'success',
            summary: TOAST_TITLES.deleted,
            detail: `${name} wurde endgültig gelöscht.`,
          })
          navigate('/', { replace: true })
        } catch {
          toast({
            severity: 'error',
            summary: TOAST_TITLES.error,
            detail: 'Die Bewerber:in konnte nicht gelöscht werden.',
          })
        }
      },
    })

  return (
    <section className="card privacy-card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Datenschutz</h2>
      <p className="muted">
        Auskunft nach Art. 15 DSGVO: alle gespeicherten Daten als ZIP, mit einer Erklärung für die Person
        (LIESMICH.txt), den Daten (bewerber.json) und den Dokumenten.
      </p>
      <div className="privacy-card__actions">
        {canExport ? (
          <a
            className="p-button p-component p-button-outlined p-button-sm"
            href={`${api.baseUrl}${api.path('get', '/api/applicants/{id}/export', { params: { id } })}`}
            download
          >
            <i className="pi pi-download" aria-hidden="true" />
            <span className="p-button-label">Datenauskunft herunterladen</span>
          </a>
        ) : null}
        {admin ? (
          <Button
            label="Sofort endgültig löschen (Art. 17)"
            icon="pi pi-trash"
            severity="danger"
            outlined
            size="small"
            onClick={erase}
          />
        ) : null}
      </div>
    </section>
  )
}
