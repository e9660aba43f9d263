import { Calendar } from 'primereact/calendar'

/** The date input of a filter rule (DD.MM.YYYY); loaded when a date filter menu opens. */
export default function DateFilter({
  value,
  onChange,
}: {
  value: Date | null
  onChange: (value: Date | null) => void
}) {
  return (
    <Calendar
      value={value}
      onChange={(e) => onChange((e.value as Date | null) ?? null)}
      dateFormat="dd.mm.yy"
      placeholder="TT.MM.JJJJ"
      showIcon
      aria-label="Datum"
    />
  )
}
