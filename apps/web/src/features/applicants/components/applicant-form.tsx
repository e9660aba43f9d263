import type { Answers, ApplicantField } from '@bb/shared'
import { APPLICANT_FIELD_GROUPS } from '@bb/shared'
import { Calendar } from 'primereact/calendar'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { FormField } from '../../../components/form-field.tsx'
import { formatDate, formatNumber } from '../../../lib/format.ts'

export type Values = Record<string, unknown>

const toDate = (v: unknown) => (typeof v === 'string' && v ? new Date(`${v}T12:00:00`) : null)
const fromDate = (d: Date | null | undefined) =>
  d
    ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    : null

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
}: {
  field: ApplicantField
  value: unknown
  onChange: (value: unknown) => void
  catalogue: Answers
  invalid: boolean
}) {
  const id = `field-${field.key}`
  const common = { id, invalid, 'aria-describedby': invalid ? `${id}-error` : undefined }
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
        <Calendar
          inputId={id}
          value={toDate(value)}
          onChange={(e) => onChange(fromDate(e.value as Date | null))}
          dateFormat="dd.mm.yy"
          placeholder="TT.MM.JJJJ"
          showIcon
          showButtonBar
          invalid={invalid}
        />
      )
    case 'number':
      return (
        <InputNumber
          inputId={id}
          value={typeof value === 'number' ? value : null}
          onValueChange={(e) => onChange(e.value ?? null)}
          locale="de-DE"
          min={field.min}
          max={field.max}
          maxFractionDigits={1}
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
      return formatNumber(Number(value), field.key === 'weekly_hours' ? 1 : 0)
    case 'select':
      return catalogue[field.key]?.[String(value)] ?? String(value)
    case 'multiselect':
      return (value as string[]).map((v) => catalogue[field.key]?.[v] ?? v).join(', ')
    default:
      return String(value)
  }
}

/** The schema-driven profile (DESIGN.md §3): four groups, view or edit mode. */
export function ApplicantForm({
  fields,
  values,
  errors,
  catalogue,
  editing,
  onChange,
}: {
  fields: ApplicantField[]
  values: Values
  errors: Record<string, string[]>
  catalogue: Answers
  editing: boolean
  onChange: (key: string, value: unknown) => void
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
                    className={field.type === 'textarea' ? 'profile-grid__wide' : undefined}
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
                      />
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
