import { NOTE_TOASTS, type Note, TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { useParams } from 'react-router'
import { AuthorActions } from '../../../components/author-actions.tsx'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { isInvalid } from '../../../components/field-errors.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { countLabel, formatDateTime } from '../../../lib/format.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import { useLocalDraft } from '../../../lib/use-local-draft.ts'
import { notesQuery, useDeleteNote, useSaveNote } from '../api/notes.ts'

interface NoteDraft {
  id: number | null
  text: string
}

/** /bewerber/{id}/notizen: notes with author and time; text shown as written (line breaks kept, no HTML). */
export default function NotesPage() {
  const applicantId = Number(useParams().userid)
  const toast = useToast()
  const { data: notes, isPending } = useQuery(notesQuery(applicantId))
  const open = useClientState((s) => s.layers.note)
  const { draft, update, clear, hasDraft } = useLocalDraft<NoteDraft>(`bb.note-draft.${applicantId}`, {
    id: null,
    text: '',
  })
  const saveNote = useSaveNote(applicantId)
  const deleteNote = useDeleteNote()
  const [error, setError] = useState<string | null>(null)
  if (isPending || !notes) return <FullPageLoader />

  const openLayer = (edit?: Note) => {
    if (edit) update({ id: edit.id, text: edit.note })
    else if (!hasDraft() || draft.id !== null) update({ id: null, text: '' })
    setError(null)
    clientStore.setLayer('note', true)
  }
  const close = () => clientStore.setLayer('note', false)
  const isUpdate = draft.id !== null

  const save = async () => {
    if (saveNote.isPending) return
    setError(null)
    try {
      await saveNote.mutateAsync({ id: draft.id, text: draft.text })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: isUpdate ? NOTE_TOASTS.updateSuccess : NOTE_TOASTS.saveSuccess,
      })
      clear()
      close()
    } catch (caught) {
      if (isInvalid(caught)) setError(caught.message)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, isUpdate ? NOTE_TOASTS.updateError : NOTE_TOASTS.saveError),
      })
    }
  }

  const remove = (n: Note) =>
    confirmDelete({
      header: 'Notiz löschen?',
      message: 'Die Notiz wird endgültig gelöscht.',
      accept: async () => {
        try {
          await deleteNote.mutateAsync(n.id)
          toast({ severity: 'success', summary: TOAST_TITLES.success, detail: NOTE_TOASTS.deleteSuccess })
        } catch {
          toast({ severity: 'error', summary: TOAST_TITLES.error, detail: NOTE_TOASTS.deleteError })
        }
      },
    })

  return (
    <section aria-labelledby="notes-title">
      <div className="section-head">
        <div>
          <h2 id="notes-title">Notizen</h2>
          <p className="muted">{countLabel(notes.length, 'Notiz', 'Notizen')}</p>
        </div>
        <Button
          label={hasDraft() && draft.id === null && draft.text ? 'Entwurf fortsetzen' : 'Notiz hinzufügen'}
          icon="pi pi-plus"
          onClick={() => openLayer()}
        />
      </div>
      {notes.length === 0 ? (
        <p className="empty-state">
          Noch keine Notizen. Halten Sie Telefonate, Absprachen und Eindrücke hier fest.
        </p>
      ) : (
        <ul className="card-list">
          {notes.map((n) => (
            <li key={n.id} className="card note-card">
              <div className="note-card__head">
                <strong>{n.author ?? 'Gelöschte Nutzer:in'}</strong>
                <span className="muted">
                  {formatDateTime(n.created_at)}
                  {n.updated_at !== n.created_at ? ` · bearbeitet ${formatDateTime(n.updated_at)}` : ''}
                </span>
              </div>
              <p className="prewrap">{n.note}</p>
              <AuthorActions authorId={n.user_id} onEdit={() => openLayer(n)} onDelete={() => remove(n)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        header={isUpdate ? 'Notiz bearbeiten' : 'Neue Notiz'}
        visible={open}
        onHide={close}
        style={{ width: 'min(560px, 96vw)' }}
        footer={
          <div>
            <Button label="Abbrechen" text onClick={close} />
            <Button
              label="Speichern"
              icon="pi pi-check"
              loading={saveNote.isPending}
              disabled={!draft.text.trim()}
              onClick={() => void save()}
            />
          </div>
        }
      >
        <div className="form-field">
          <label htmlFor="note-text">Notiz</label>
          <InputTextarea
            id="note-text"
            value={draft.text}
            onChange={(e) => update({ ...draft, text: e.target.value })}
            rows={6}
            autoResize
            autoFocus
          />
          <small className="form-field__hint">
            Der Entwurf bleibt erhalten, auch wenn Sie die Seite neu laden.
          </small>
          {error ? <small className="form-field__error">{error}</small> : null}
        </div>
      </Dialog>
    </section>
  )
}
