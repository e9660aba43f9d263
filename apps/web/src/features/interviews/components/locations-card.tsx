import './interviews.css'
import { type Location, type LocationBody, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { InputSwitch } from 'primereact/inputswitch'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { changedKeys, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useDeleteLocation, useLocations, useSaveLocation } from '../api/locations.ts'

type Draft = LocationBody & { id: number | null }
const EMPTY: Draft = { id: null, name: '', address: '', room: '', notes: '', active: true }

/** Admins: the interview locations (Standorte) on /einstellungen. */
export function LocationsCard() {
  const toast = useToast()
  const { data: locations = [], isPending } = useLocations()
  const [draft, setDraft] = useState<Draft | null>(null)
  const { errors, set: setErrors, fromFailure, touch } = useFieldErrors()
  const saveLocation = useSaveLocation()
  const deleteLocation = useDeleteLocation()

  const edit = (next: Draft | null) => {
    setErrors({})
    setDraft(next)
  }

  /** An edit of the open location: the changed fields lose their old messages. */
  const change = (next: Draft) => {
    if (draft) touch(...changedKeys(draft, next))
    setDraft(next)
  }

  const save = async () => {
    if (!draft || saveLocation.isPending) return
    setErrors({})
    const { id, ...body } = draft
    try {
      await saveLocation.mutateAsync({ id, body })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: id === null ? 'Der Standort wurde angelegt.' : 'Der Standort wurde gespeichert.',
      })
      setDraft(null)
    } catch (caught) {
      fromFailure(caught)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: caught instanceof ApiError ? caught.message : 'Der Standort konnte nicht gespeichert werden.',
      })
    }
  }

  const remove = (l: Location) =>
    confirmDelete({
      header: 'Standort löschen?',
      message: `„${l.name}“ wird gelöscht. Standorte mit Terminen können Sie stattdessen deaktivieren.`,
      accept: async () => {
        try {
          await deleteLocation.mutateAsync(l.id)
          toast({
            severity: 'success',
            summary: TOAST_TITLES.success,
            detail: 'Der Standort wurde gelöscht.',
          })
        } catch (caught) {
          toast({
            severity: 'error',
            summary: TOAST_TITLES.error,
            detail:
              caught instanceof ApiError ? caught.message : 'Der Standort konnte nicht gelöscht werden.',
          })
        }
      },
    })

  const text = (key: 'name' | 'room', label: string, required = false) =>
    draft ? (
      <FormField id={`location-${key}`} label={label} required={required} error={errors[key]?.[0]}>
        <InputText
          id={`location-${key}`}
          value={draft[key]}
          invalid={Boolean(errors[key])}
          onChange={(e) => change({ ...draft, [key]: e.target.value })}
        />
      </FormField>
    ) : null
  const area = (key: 'address' | 'notes', label: string) =>
    draft ? (
      <FormField id={`location-${key}`} label={label} error={errors[key]?.[0]}>
        <InputTextarea
          id={`location-${key}`}
          value={draft[key]}
          rows={2}
          autoResize
          onChange={(e) => change({ ...draft, [key]: e.target.value })}
        />
      </FormField>
    ) : null

  return (
    <section className="card settings-card" aria-labelledby="locations-title">
      <div className="interviews-card-head">
        <h2 id="locations-title">Standorte</h2>
        <Button
          label="Standort hinzufügen"
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={() => edit(EMPTY)}
        />
      </div>
      <p className="muted">
        Orte für Vorstellungsgespräche. Inaktive Standorte bleiben an alten Terminen stehen.
      </p>
      <DataTable
        value={locations}
        dataKey="id"
        size="small"
        loading={isPending}
        emptyMessage={<span className="table-empty">Noch keine Standorte. Legen Sie den ersten an.</span>}
      >
        <Column header="Name" body={(l: Location) => <strong>{l.name}</strong>} />
        <Column
          header="Adresse"
          body={(l: Location) => <span className="prewrap">{l.address || '–'}</span>}
        />
        <Column header="Raum" body={(l: Location) => l.room || '–'} />
        <Column
          header="Status"
          body={(l: Location) =>
            l.active ? <Tag value="aktiv" severity="success" /> : <Tag value="inaktiv" severity="secondary" />
          }
        />
        <Column
          header=""
          body={(l: Location) => (
            <div className="row-actions">
              <Button
                icon="pi pi-pencil"
                text
                rounded
                aria-label={`Standort ${l.name} bearbeiten`}
                onClick={() => edit({ ...l })}
              />
              <Button
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={`Standort ${l.name} löschen`}
                onClick={() => remove(l)}
              />
            </div>
          )}
        />
      </DataTable>
      <Dialog
        header={draft?.id ? 'Standort bearbeiten' : 'Neuer Standort'}
        visible={draft !== null}
        onHide={() => edit(null)}
        style={{ width: 'min(560px, 96vw)' }}
        footer={
          <div>
            <Button label="Abbrechen" text onClick={() => edit(null)} />
            <Button
              label="Speichern"
              icon="pi pi-check"
              loading={saveLocation.isPending}
              onClick={() => void save()}
            />
          </div>
        }
      >
        {draft ? (
          <div className="interviews-form interviews-form--single">
            {text('name', 'Name', true)}
            {area('address', 'Adresse')}
            {text('room', 'Raum')}
            {area('notes', 'Hinweise')}
            <div className="interviews-switch">
              <InputSwitch
                inputId="location-active"
                checked={draft.active}
                onChange={(e) => change({ ...draft, active: Boolean(e.value) })}
              />
              <label htmlFor="location-active">Aktiv (für neue Termine wählbar)</label>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  )
}
