import './saved-views.css'
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_TEXTS, SAVED_VIEW_TOASTS, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { type FormEvent, useRef, useState } from 'react'
import { fieldErrorsOf, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'

export interface ViewDraft {
  name: string
  shared: boolean
}

/**
 * „Ansicht speichern“ (a name, „Mit dem Team teilen“) and, for a view of one's own, „Ansicht
 * bearbeiten“ (rename, share or unshare, delete). The server's German messages go under the name.
 */
export function ViewDialog({
  header,
  initial,
  submitLabel,
  onSubmit,
  onDelete,
  onClose,
}: {
  header: string
  initial: ViewDraft
  submitLabel: string
  /** Saves; a refusal is thrown (its 422 messages go on the form). */
  onSubmit: (draft: ViewDraft) => Promise<unknown>
  onDelete?: () => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [saving, setSaving] = useState(false)
  /** A refusal that is not about the name (the list changed meanwhile: a filter's job is gone). */
  const [refusal, setRefusal] = useState<string | null>(null)
  const errors = useFieldErrors()
  const toast = useToast()
  const nameField = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (draft.name.trim() === '') {
      errors.set({ name: [SAVED_VIEW_TEXTS.nameRequired] })
      return
    }
    errors.clear()
    setRefusal(null)
    setSaving(true)
    try {
      await onSubmit({ ...draft, name: draft.name.trim() })
      onClose()
    } catch (caught) {
      if (!errors.fromFailure(caught))
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: SAVED_VIEW_TOASTS.saveError })
      else if (!fieldErrorsOf(caught).name && caught instanceof ApiError) setRefusal(caught.message)
    } finally {
      setSaving(false)
    }
  }

  const nameError = errors.first('name')
  return (
    <Dialog
      header={header}
      visible
      onHide={onClose}
      // The name has the focus, not the dialog's close button: type, Enter saves.
      onShow={() => nameField.current?.focus()}
      className="view-dialog"
      style={{ width: 'min(460px, 96vw)' }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        {refusal ? (
          <p className="form-field__error" role="alert">
            {refusal}
          </p>
        ) : null}
        <FormField id="saved-view-name" label={SAVED_VIEW_TEXTS.nameLabel} required error={nameError}>
          <InputText
            id="saved-view-name"
            ref={nameField}
            value={draft.name}
            maxLength={SAVED_VIEW_NAME_MAX}
            autoComplete="off"
            invalid={Boolean(nameError)}
            aria-describedby={nameError ? 'saved-view-name-error' : undefined}
            onChange={(e) => {
              setDraft({ ...draft, name: e.target.value })
              errors.touch('name')
            }}
          />
        </FormField>
        <div className="view-dialog__share">
          <Checkbox
            inputId="saved-view-shared"
            checked={draft.shared}
            onChange={(e) => setDraft({ ...draft, shared: Boolean(e.checked) })}
          />
          <label htmlFor="saved-view-shared">{SAVED_VIEW_TEXTS.shareLabel}</label>
        </div>
        <div className="view-dialog__footer">
          {onDelete ? (
            <Button
              type="button"
              className="view-dialog__delete"
              label={SAVED_VIEW_TEXTS.delete}
              icon="pi pi-trash"
              severity="danger"
              text
              onClick={onDelete}
            />
          ) : null}
          <Button type="button" label="Abbrechen" text onClick={onClose} />
          <Button type="submit" label={submitLabel} icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </Dialog>
  )
}
