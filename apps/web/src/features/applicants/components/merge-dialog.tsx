import './merge.css'
import {
  APPLICANT_FIELDS,
  type Applicant,
  type ApplicantDetail,
  MERGE_TOASTS,
  type MergeFieldChoices,
  type MergeSide,
  mergeRecordsText,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Message } from 'primereact/message'
import { RadioButton } from 'primereact/radiobutton'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { countLabel } from '../../../lib/format.ts'
import { answersQuery } from '../api/applicants.ts'
import { useMergeApplicant } from '../api/merge.ts'
import { displayValue } from './applicant-form.tsx'
import { defaultChoices, differingFields, type MergeRow } from './merge-choices.ts'

const nameOf = (a: Applicant) => `${String(a.first_name)} ${String(a.last_name)}`
const SIDE_LABELS: Record<MergeSide, string> = { target: 'Bestehend', source: 'Dublette' }

/** One field: its label as the group's legend, one labelled radio per side with that side's value. */
function ChoiceRow({
  row,
  choice,
  onChoose,
  show,
}: {
  row: MergeRow
  choice: MergeSide | undefined
  onChoose: (side: MergeSide) => void
  show: (row: MergeRow, side: MergeSide) => string
}) {
  const key = row.field.key
  return (
    <fieldset className="merge-row">
      <legend className="merge-row__label">{row.field.label}</legend>
      {(['target', 'source'] as const).map((side) => {
        const id = `merge-${key}-${side}`
        const value = show(row, side)
        return (
          <div key={side} className={`merge-option${choice === side ? ' merge-option--chosen' : ''}`}>
            <RadioButton
              inputId={id}
              name={`merge-${key}`}
              value={side}
              checked={choice === side}
              onChange={() => onChoose(side)}
            />
            <label htmlFor={id}>
              <span className="merge-option__side">{SIDE_LABELS[side]}: </span>
              {value ? (
                <span className="merge-option__value">{value}</span>
              ) : (
                <span className="muted">leer</span>
              )}
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}

/**
 * Merging a duplicate into the existing applicant, side by side: each field that differs with both
 * values and a choice, what moves over, and the merge itself. Afterwards the screen is the target's.
 */
export function MergeDialog({
  visible,
  onHide,
  detail,
  target,
}: {
  visible: boolean
  onHide: () => void
  detail: ApplicantDetail
  target: Applicant
}) {
  const source = detail.applicant
  const { data: catalogue = {} } = useQuery(answersQuery)
  const rows = differingFields(source, target)
  const [choices, setChoices] = useState<MergeFieldChoices>({})
  const [error, setError] = useState<string | null>(null)
  const merge = useMergeApplicant(source.id)
  const navigate = useNavigate()
  const toast = useToast()

  // biome-ignore lint/correctness/useExhaustiveDependencies: fresh choices each time the dialog opens, not on every poll
  useEffect(() => {
    if (!visible) return
    setChoices(defaultChoices(rows))
    setError(null)
  }, [visible])

  const show = (row: MergeRow, side: MergeSide) => displayValue(row.field, row[side], catalogue)
  const equalCount = APPLICANT_FIELDS.length - rows.length
  const moves = mergeRecordsText({
    ratings: detail.ratings.list.length,
    notes: detail.notes.length,
    documents: detail.documents.length,
    messages: detail.messages.length,
  })

  const confirm = async () => {
    if (merge.isPending) return
    setError(null)
    try {
      await merge.mutateAsync({
        into: target.id,
        fields: choices,
        seen_updated_at: { source: source.updated_at, target: target.updated_at },
      })
      onHide()
      navigate(`/bewerber/${target.id}`)
      toast({ severity: 'success', summary: TOAST_TITLES.success, detail: MERGE_TOASTS.success })
    } catch (caught) {
      const text = failureText(caught, MERGE_TOASTS.error)
      setError(text)
      toast({ severity: 'error', summary: TOAST_TITLES.error, detail: text })
    }
  }

  return (
    <Dialog
      header="Dublette zusammenführen"
      visible={visible}
      onHide={onHide}
      className="merge-dialog"
      style={{ width: 'min(760px, 96vw)' }}
      footer={
        <div className="merge-dialog__footer">
          <Button label="Abbrechen" text onClick={onHide} />
          <Button
            label="Zusammenführen"
            icon="pi pi-check"
            loading={merge.isPending}
            onClick={() => void confirm()}
          />
        </div>
      }
    >
      <p className="merge-dialog__intro">
        <strong>{nameOf(source)}</strong> (Dublette) wird mit <strong>{nameOf(target)}</strong> (bestehend)
        zusammengeführt und danach gelöscht. Wählen Sie je Feld, welcher Wert bleibt.
      </p>
      <p className="merge-dialog__moves">
        <strong>Von der Dublette übernommen:</strong> {moves}; dazu Verlauf, Vorstellungsgespräche,
        Einwilligungen und Benachrichtigungen.
      </p>
      {rows.length > 0 ? (
        <div className="merge-rows">
          <div className="merge-rows__head" aria-hidden="true">
            <span>Feld</span>
            <span>Bestehend: {nameOf(target)}</span>
            <span>Dublette: {nameOf(source)}</span>
          </div>
          {rows.map((row) => (
            <ChoiceRow
              key={row.field.key}
              row={row}
              choice={choices[row.field.key as keyof MergeFieldChoices]}
              onChoose={(side) => setChoices((c) => ({ ...c, [row.field.key]: side }))}
              show={show}
            />
          ))}
        </div>
      ) : null}
      <p className="muted merge-dialog__equal">
        {rows.length === 0
          ? 'Alle Felder sind gleich.'
          : `${countLabel(equalCount, 'weiteres Feld ist', 'weitere Felder sind')} gleich und bleiben.`}
      </p>
      {error ? <Message severity="error" text={error} className="merge-dialog__error" /> : null}
    </Dialog>
  )
}
