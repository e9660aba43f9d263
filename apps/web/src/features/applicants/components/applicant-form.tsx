import './applicants.css'
import type { Answers, ApplicantField } from '@bb/shared'
import { APPLICANT_FIELD_GROUPS, CV_TEXTS } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { DateInput } from '../../../components/date-input.tsx'
import { FormField } from '../../../components/form-field.tsx'
import { NumberInput } from '../../../components/number-input.tsx'
import type { TwoDigitYears } from '../../../lib/date-parse.ts'
import { formatDate } from '../../../lib/format.ts'
import { formatDecimal, fractionDigits } from '../../../lib/number-format.ts'

export type Values = Record<string, unknown>

/** Dates about something that already happened: a two-digit year is in the past (90 → 1990). */
const PAST_DATES = new Set(['birth_date', 'privacy_consent_at'])
const yearsOf = (key: string): TwoDigitYears => (PAST_DATES.has(key) ? 'past' : 'near')

function options(catalogue: Answers, key: string) {
  return Object.entries(catalogue[key] ?? {}).map(([value, label]) => ({ value, label }))
}

/** One field in edit mode, chosen by the server schema's type. */
function FieldInput({
  field,
  value,
  onChange,
  catalogue,
  invalid,
  onTypo,
  suggested,
}: {
  field: ApplicantField
  value: unknown
  onChange: (value: unknown) => void
  catalogue: Answers
  invalid: boolean
  onTypo: (message: string | null) => void
  suggested: boolean
}) {
  const id = `field-${field.key}`
  const describedBy = [invalid ? `${id}-error` : null, suggested ? `${id}-suggestion` : null].filter(Boolean)
  const common = { id, invalid, 'aria-describedby': describedBy.join(' ') || undefined }
  switch (field.type) {
    case 'select':
      return (
        <Dropdown
          inputId={id}
          value={value ?? null}
          options={options(catalogue, field.key)}
          onChange={(e) => onChange(e.value)}
          showClear={!field.required && field.key !== 'status'}
          placeholder="Bitte wählen"
          invalid={invalid}
          filter={options(catalogue, field.key).length > 8}
        />
      )
    case 'multiselect':
      return (
        <MultiSelect
          inputId={id}
          value={Array.isArray(value) ? value : []}
          options={options(catalogue, field.key)}
          onChange={(e) => onChange(e.value)}
          placeholder="Bitte wählen"
          display="chip"
          invalid={invalid}
        />
      )
    case 'date':
      return (
        <DateInput
          inputId={id}
          value={typeof value === 'string' && value ? value : null}
          onChange={onChange}
          onInvalid={onTypo}
          years={yearsOf(field.key)}
          invalid={invalid}
        />
      )
    case 'number':
      return (
        <NumberInput
          inputId={id}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          onInvalid={onTypo}
          decimals={fractionDigits(field)}
          invalid={invalid}
        />
      )
    case 'textarea':
      return (
        <InputTextarea
          {...common}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          rows={4}
          autoResize
        />
      )
    default:
      return (
        <InputText
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          maxLength={field.maxLength}
        />
      )
  }
}

export function displayValue(field: ApplicantField, value: unknown, catalogue: Answers): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return '–'
  switch (field.type) {
    case 'date':
      return formatDate(String(value))
    case 'number':
      return formatDecimal(Number(value), fractionDigits(field))
    case 'select':
      return catalogue[field.key]?.[String(value)] ?? String(value)
    case 'multiselect':
      return (value as string[]).map((v) => catalogue[field.key]?.[v] ?? v).join(', ')
    default:
      return String(value)
  }
}

/** The mark of a value a CV suggested, until the person takes it or throws it away. */
function SuggestionMark({
  field,
  onAccept,
  onDiscard,
}: {
  field: ApplicantField
  onAccept: () => void
  onDiscard: () => void
}) {
  return (
    <fieldset className="cv-suggestion" aria-label={`${CV_TEXTS.mark}: ${field.label}`}>
      <span className="cv-suggestion__text" id={`field-${field.key}-suggestion`}>
        <i className="pi pi-file-import" aria-hidden="true" />
        {CV_TEXTS.mark}
      </span>
      <span className="cv-suggestion__actions">
        <Button
          type="button"
          label={CV_TEXTS.accept}
          icon="pi pi-check"
          text
          size="small"
          onClick={onAccept}
        />
        <Button
          type="button"
          label={CV_TEXTS.discard}
          icon="pi pi-times"
          text
          size="small"
          severity="secondary"
          onClick={onDiscard}
        />
      </span>
    </fieldset>
  )
}

/** The schema-driven profile: the four field groups of APPLICANT_FIELD_GROUPS, view or edit mode. */
export function ApplicantForm({
  fields,
  values,
  errors,
  catalogue,
  editing,
  onChange,
  onTypo,
  suggested,
  onSuggestion,
}: {
  fields: ApplicantField[]
  values: Values
  errors: Record<string, string[]>
  catalogue: Answers
  editing: boolean
  onChange: (key: string, value: unknown) => void
  /** A field's text is no value yet (a date typo), or is again. */
  onTypo: (key: string, message: string | null) => void
  /** Fields holding a CV's suggestion the person has not confirmed yet. */
  suggested?: ReadonlySet<string>
  onSuggestion?: (key: string, decision: 'accept' | 'discard') => void
}) {
  const Grid = editing ? 'div' : 'dl'
  return (
    <div className="profile-groups">
      {APPLICANT_FIELD_GROUPS.map((group) => (
        <section key={group} className="profile-group" aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{group}</h2>
          {/* Read mode is a description list (label → value); edit mode a grid of form fields. */}
          <Grid className={`profile-grid${editing ? ' profile-grid--edit' : ''}`}>
            {fields
              .filter((f) => f.group === group)
              .map((field) =>
                editing ? (
                  <div
                    key={field.key}
                    className={
                      [
                        field.type === 'textarea' ? 'profile-grid__wide' : '',
                        suggested?.has(field.key) ? 'cv-suggested' : '',
                      ]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  >
                    <FormField
                      id={`field-${field.key}`}
                      label={field.label}
                      required={field.required}
                      error={errors[field.key]?.[0]}
                    >
                      <FieldInput
                        field={field}
                        value={values[field.key]}
                        onChange={(v) => onChange(field.key, v)}
                        catalogue={catalogue}
                        invalid={Boolean(errors[field.key])}
                        onTypo={(message) => onTypo(field.key, message)}
                        suggested={suggested?.has(field.key) ?? false}
                      />
                      {suggested?.has(field.key) ? (
                        <SuggestionMark
                          field={field}
                          onAccept={() => onSuggestion?.(field.key, 'accept')}
                          onDiscard={() => onSuggestion?.(field.key, 'discard')}
                        />
                      ) : null}
                    </FormField>
                  </div>
                ) : (
                  <div
                    key={field.key}
                    className={`profile-value${field.type === 'textarea' ? ' profile-grid__wide' : ''}`}
                  >
                    <dt>{field.label}</dt>
                    <dd>{displayValue(field, values[field.key], catalogue)}</dd>
                  </div>
                ),
              )}
          </Grid>
        </section>
      ))}
    </div>
  )
}
