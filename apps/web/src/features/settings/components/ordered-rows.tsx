import './settings.css'
import { Button } from 'primereact/button'
import type { ReactNode } from 'react'

interface OrderedRowsProps<T> {
  label: string
  rows: T[]
  onChange: (rows: T[]) => void
  render: (row: T, index: number, update: (next: T) => void) => ReactNode
  /** Whether a row may be removed (e.g. statuses never). */
  canRemove?: (row: T) => boolean
  describe: (row: T) => string
}

/** An editable, ordered list: each row with its fields, move up / down and remove. */
export function OrderedRows<T>({ label, rows, onChange, render, canRemove, describe }: OrderedRowsProps<T>) {
  const move = (from: number, to: number) => {
    const next = [...rows]
    const [moved] = next.splice(from, 1)
    if (moved !== undefined) next.splice(to, 0, moved)
    onChange(next)
  }
  return (
    <ol className="settings-rows" aria-label={label}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no stable id before they are saved
        <li key={index} className="settings-rows__row">
          <span className="settings-rows__pos">{index + 1}</span>
          <div className="settings-rows__fields">
            {render(row, index, (next) => onChange(rows.map((r, i) => (i === index ? next : r))))}
          </div>
          <div className="settings-rows__actions">
            <Button
              type="button"
              icon="pi pi-arrow-up"
              text
              size="small"
              disabled={index === 0}
              aria-label={`${describe(row)} nach oben`}
              onClick={() => move(index, index - 1)}
            />
            <Button
              type="button"
              icon="pi pi-arrow-down"
              text
              size="small"
              disabled={index === rows.length - 1}
              aria-label={`${describe(row)} nach unten`}
              onClick={() => move(index, index + 1)}
            />
            {canRemove?.(row) ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                size="small"
                severity="danger"
                aria-label={`${describe(row)} entfernen`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
