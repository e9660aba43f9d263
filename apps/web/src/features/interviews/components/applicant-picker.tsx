import './interviews.css'
import { type Applicant, SEARCH_DEBOUNCE_MS } from '@bb/shared'
import { AutoComplete } from 'primereact/autocomplete'
import { useRef, useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { queryClient } from '../../../lib/query-client.ts'
import { searchQuery } from '../../applicants/index.ts'

interface Option {
  label: string
  applicant: Applicant
}

const toOption = (a: Applicant): Option => ({
  label: `${String(a.first_name ?? '')} ${String(a.last_name ?? '')}`.trim(),
  applicant: a,
})

/** Applicants found by the app's search (`/api/applicants/search/:term`), as an AutoComplete. */
export function ApplicantPicker({
  value,
  onChange,
  booked,
  error,
}: {
  value: Applicant | null
  onChange: (applicant: Applicant | null) => void
  /** Already in the slot: marked in the list (the server refuses them). */
  booked: number[]
  error?: string | undefined
}) {
  const [text, setText] = useState<string | Option>(value ? toOption(value) : '')
  const [found, setFound] = useState<Option[]>([])
  const [failed, setFailed] = useState(false)
  const latest = useRef('')

  const search = async (term: string) => {
    latest.current = term
    try {
      const { data } = await queryClient.fetchQuery(searchQuery(term))
      if (latest.current !== term) return
      setFound(data.map(toOption))
      setFailed(false)
    } catch {
      if (latest.current !== term) return
      setFound([])
      setFailed(true)
    }
  }

  return (
    <FormField
      id="book-applicant"
      label="Bewerber:in"
      required
      error={error ?? (failed ? 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.' : undefined)}
      hint="Name, E-Mail-Adresse oder Telefonnummer eingeben und einen Treffer wählen."
    >
      <AutoComplete
        inputId="book-applicant"
        value={text}
        suggestions={found}
        field="label"
        delay={SEARCH_DEBOUNCE_MS}
        completeMethod={(e) => void search(e.query)}
        onChange={(e) => {
          setText(e.value as string | Option)
          if (typeof e.value === 'string' && value) onChange(null)
        }}
        onSelect={(e) => onChange((e.value as Option).applicant)}
        itemTemplate={(o: Option) => (
          <div className="interviews-applicant">
            <strong>
              {o.label}
              {booked.includes(o.applicant.id) ? ' (bereits eingebucht)' : ''}
            </strong>
            <small className="muted">
              {[o.applicant.email, o.applicant.phone, o.applicant.city]
                .filter(Boolean)
                .map(String)
                .join(' · ')}
            </small>
          </div>
        )}
        showEmptyMessage
        emptyMessage="Keine Bewerber:in gefunden."
        placeholder="z. B. Özdemir oder 0171"
        autoFocus
      />
    </FormField>
  )
}
