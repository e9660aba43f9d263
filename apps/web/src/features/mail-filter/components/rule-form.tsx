import './mail-filter.css'
import {
  MAIL_FILTER_ACTIONS,
  MAIL_FILTER_FIELDS,
  type MailFilterAction,
  type MailFilterField,
} from '@bb/shared'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { SelectButton } from 'primereact/selectbutton'
import type { FormEvent } from 'react'
import { FormField } from '../../../components/form-field.tsx'

export interface RuleDraft {
  /** null: a new rule, added at the end of the list. */
  id: number | null
  field: MailFilterField
  value: string
  action: MailFilterAction
}

export const NEW_RULE: RuleDraft = { id: null, field: 'domain', value: '', action: 'ignore' }

/** What the value looks like for each condition. */
const VALUE_HELP: Record<MailFilterField, { placeholder: string; hint: string }> = {
  sender: { placeholder: 'name@example.de', hint: 'Die vollständige Absenderadresse.' },
  domain: { placeholder: 'example.de', hint: 'Gilt auch für Subdomains wie mail.example.de.' },
  subject: { placeholder: 'Newsletter', hint: 'Groß- und Kleinschreibung spielt keine Rolle.' },
  auto_reply: {
    placeholder: 'Kein Wert nötig',
    hint: 'Abwesenheitsnotizen und andere automatische Antworten.',
  },
}

/** What an action does beyond its name. */
const ACTION_HINT: Partial<Record<MailFilterAction, string>> = {
  apply:
    'Für E-Mails, die zu keiner Bewerber:in gehören, auch ohne Anhang. E-Mails bekannter Bewerber:innen werden bei ihnen importiert.',
}

const fieldOptions = Object.entries(MAIL_FILTER_FIELDS).map(([value, label]) => ({ value, label }))
const actionOptions = Object.entries(MAIL_FILTER_ACTIONS).map(([value, label]) => ({ value, label }))

/** Adds or edits one rule inline, so the preview below can show its effect before it is saved. */
export function RuleForm({
  draft,
  ruleNumber,
  errors,
  saving,
  onChange,
  onSave,
  onCancel,
}: {
  draft: RuleDraft
  ruleNumber: number | null
  errors: Record<string, string[]>
  saving: boolean
  onChange: (draft: RuleDraft) => void
  onSave: () => void
  onCancel: () => void
}) {
  const help = VALUE_HELP[draft.field]
  const noValue = draft.field === 'auto_reply'
  const title = draft.id === null ? 'Neue Regel' : `Regel ${ruleNumber ?? ''} bearbeiten`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave()
  }
  return (
    <section className="card mail-filter__form" aria-labelledby="mail-filter-form-title">
      <h2 id="mail-filter-form-title">{title}</h2>
      <form onSubmit={submit} noValidate>
        <div className="mail-filter__form-grid">
          <FormField id="mail-filter-field" label="Bedingung" required error={errors.field?.[0]}>
            <Dropdown
              inputId="mail-filter-field"
              value={draft.field}
              options={fieldOptions}
              onChange={(e) => onChange({ ...draft, field: e.value as MailFilterField })}
              autoFocus
            />
          </FormField>
          <FormField
            id="mail-filter-value"
            label="Wert"
            required={!noValue}
            error={errors.value?.[0]}
            hint={help.hint}
          >
            <InputText
              id="mail-filter-value"
              value={noValue ? '' : draft.value}
              placeholder={help.placeholder}
              disabled={noValue}
              invalid={Boolean(errors.value)}
              aria-describedby={errors.value ? 'mail-filter-value-error' : undefined}
              onChange={(e) => onChange({ ...draft, value: e.target.value })}
            />
          </FormField>
          <FormField
            id="mail-filter-action"
            label="Aktion"
            required
            error={errors.action?.[0]}
            hint={ACTION_HINT[draft.action]}
          >
            <SelectButton
              id="mail-filter-action"
              aria-label="Aktion"
              value={draft.action}
              options={actionOptions}
              allowEmpty={false}
              onChange={(e) => onChange({ ...draft, action: e.value as MailFilterAction })}
            />
          </FormField>
        </div>
        <div className="mail-filter__form-actions">
          <Button type="button" label="Abbrechen" text onClick={onCancel} />
          <Button type="submit" label="Speichern" icon="pi pi-check" loading={saving} />
        </div>
      </form>
    </section>
  )
}
