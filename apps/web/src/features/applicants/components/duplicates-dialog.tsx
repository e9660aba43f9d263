import './applicants.css'
import type { DuplicateMatch } from '@bb/shared'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/format.ts'

const REASONS: Record<DuplicateMatch['reasons'][number], string> = {
  email: 'gleiche E-Mail-Adresse',
  phone: 'gleiche Telefonnummer',
  name_birth_date: 'gleicher Name und Geburtsdatum',
}

/** Possible duplicates: open one of them, or save anyway (`confirm_duplicate`). */
export function DuplicatesDialog({
  matches,
  onConfirm,
  onClose,
}: {
  matches: DuplicateMatch[]
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog
      header="Diese Bewerber:in gibt es möglicherweise schon"
      visible={matches.length > 0}
      onHide={onClose}
      style={{ width: 'min(560px, 95vw)' }}
      footer={
        <div>
          <Button label="Abbrechen" text onClick={onClose} />
          <Button label="Trotzdem speichern" icon="pi pi-check" onClick={onConfirm} />
        </div>
      }
    >
      <ul className="duplicate-list">
        {matches.map((m) => (
          <li key={m.id}>
            <Link to={`/bewerber/${m.id}`} onClick={onClose}>
              {m.first_name} {m.last_name}
            </Link>
            <span className="muted">
              {[m.email, m.phone, m.birth_date ? `geb. ${formatDate(m.birth_date)}` : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className="duplicate-list__reason">{m.reasons.map((r) => REASONS[r]).join(', ')}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
