import './applicants.css'
import { MultiSelect } from 'primereact/multiselect'

/** Optional table columns; loaded on demand (it is not needed for the first paint). */
export default function ColumnChooser({
  options,
  value,
  onChange,
}: {
  options: Array<{ label: string; value: string }>
  value: string[]
  onChange: (fields: string[]) => void
}) {
  return (
    <MultiSelect
      value={value}
      options={options}
      onChange={(e) => onChange(e.value as string[])}
      placeholder="Weitere Spalten"
      selectedItemsLabel="{0} weitere Spalten"
      maxSelectedLabels={1}
      aria-label="Weitere Spalten einblenden"
      className="table-header__columns"
    />
  )
}
