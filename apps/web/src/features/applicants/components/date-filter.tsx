import { useId } from 'react'
import { DateInput } from '../../../components/date-input.tsx'
import { isoToLocalDate, localDateToIso } from '../../../lib/date-parse.ts'

/**
 * The date input of a filter rule (typed TT.MM.JJJJ or picked); loaded when a date filter menu
 * opens. The table's filters hold local midnights; a typo empties the rule rather than keep the
 * day before.
 */
export default function DateFilter({
  value,
  onChange,
}: {
  value: Date | string | null
  onChange: (value: Date | null) => void
}) {
  // A menu may hold several date rules; each field needs its own id.
  const inputId = `date-filter${useId().replaceAll(':', '')}`
  const iso = value instanceof Date ? localDateToIso(value) : value || null
  return (
    <DateInput
      inputId={inputId}
      value={iso}
      onChange={(next) => onChange(isoToLocalDate(next))}
      emptyWhileInvalid
      ariaLabel="Datum"
    />
  )
}
