import './ratings.css'
import { RATING_CRITERIA, RATING_TOASTS, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { InputTextarea } from 'primereact/inputtextarea'
import { Rating as Stars } from 'primereact/rating'
import { useState } from 'react'
import { isInvalid } from '../../../components/field-errors.ts'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import { useLocalDraft } from '../../../lib/use-local-draft.ts'
import { type RatingValues, useSaveRating } from '../api/ratings.ts'

export const EMPTY_RATING: RatingValues = {
  Text: '',
  Rating: 0,
  Pünktlichkeit: 0,
  Zuverlässigkeit: 0,
  Teamfähigkeit: 0,
  Sympathie: 0,
  Fachkompetenz: 0,
}

export interface RatingEdit {
  id: number | null
  values: RatingValues
}

export const useRatingDraft = (applicantId: number) =>
  useLocalDraft<RatingEdit>(`bb.rating-draft.${applicantId}`, { id: null, values: EMPTY_RATING })

/** The rating layer (set explicitly, not toggled): six star inputs and a text; the draft survives a reload. */
export function RatingLayer({
  applicantId,
  draft: { draft, update, clear },
}: {
  applicantId: number
  draft: ReturnType<typeof useRatingDraft>
}) {
  const open = useClientState((s) => s.layers.rating)
  const toast = useToast()
  const saveRating = useSaveRating(applicantId)
  const [error, setError] = useState<string | null>(null)
  const set = (field: keyof RatingValues, value: string | number) =>
    update({ ...draft, values: { ...draft.values, [field]: value } })
  const close = () => clientStore.setLayer('rating', false)
  const isUpdate = draft.id !== null

  const save = async () => {
    if (saveRating.isPending) return
    setError(null)
    try {
      await saveRating.mutateAsync({ id: draft.id, values: draft.values })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: isUpdate ? RATING_TOASTS.updateSuccess : RATING_TOASTS.saveSuccess,
      })
      clear()
      close()
    } catch (caught) {
      if (isInvalid(caught)) setError(caught.message)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, isUpdate ? RATING_TOASTS.updateError : RATING_TOASTS.saveError),
      })
    }
  }

  const starRow = (field: keyof RatingValues, label: string, strong = false) => (
    <div className={`rating-input${strong ? ' rating-input--overall' : ''}`} key={field}>
      <span id={`rating-${field}`}>{label}</span>
      <Stars
        value={Number(draft.values[field])}
        onChange={(e) => set(field, e.value ?? 0)}
        cancel
        aria-labelledby={`rating-${field}`}
        pt={{ cancelIcon: { 'aria-label': `${label} zurücksetzen` } as never }}
      />
    </div>
  )

  return (
    <Dialog
      header={isUpdate ? 'Bewertung bearbeiten' : 'Bewertung abgeben'}
      visible={open}
      onHide={close}
      style={{ width: 'min(520px, 96vw)' }}
      footer={
        <div>
          <Button label="Abbrechen" text onClick={close} />
          <Button
            label="Speichern"
            icon="pi pi-check"
            loading={saveRating.isPending}
            onClick={() => void save()}
          />
        </div>
      }
    >
      <div className="rating-form">
        {starRow('Rating', 'Gesamtbewertung', true)}
        {RATING_CRITERIA.map((c) => starRow(c, c))}
        <div className="form-field">
          <label htmlFor="rating-text">Begründung</label>
          <InputTextarea
            id="rating-text"
            value={draft.values.Text}
            onChange={(e) => set('Text', e.target.value)}
            rows={4}
            autoResize
          />
        </div>
        {error ? <small className="form-field__error">{error}</small> : null}
      </div>
    </Dialog>
  )
}
