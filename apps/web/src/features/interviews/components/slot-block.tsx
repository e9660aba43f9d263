import './interviews.css'
import type { Timeslot } from '@bb/shared'
import { Link } from 'react-router'
import { berlinParts } from '../utils/dates.ts'
import { slotAriaLabel, slotState } from '../utils/slots.ts'

/**
 * One slot: a button that opens its details (labelled for screen readers with day, time,
 * location and state) and, when booked, links to the applicants.
 */
export function SlotBlock({
  slot,
  compact,
  style,
  onOpen,
}: {
  slot: Timeslot
  compact?: boolean
  style?: React.CSSProperties
  onOpen: (slot: Timeslot) => void
}) {
  const state = slotState(slot)
  const past = new Date(slot.ends_at).getTime() < Date.now()
  const from = berlinParts(slot.starts_at).time
  const to = berlinParts(slot.ends_at).time
  return (
    <div
      className={`cal-slot cal-slot--${state}${compact ? ' cal-slot--compact' : ''}${past ? ' cal-slot--past' : ''}`}
      style={style}
    >
      <button
        type="button"
        className="cal-slot__main"
        aria-label={slotAriaLabel(slot)}
        title={slotAriaLabel(slot)}
        onClick={() => onOpen(slot)}
      >
        <span className="cal-slot__time">{compact ? from : `${from}–${to}`}</span>
        {/* Booked: the names below say more than the place (which the label and tooltip keep). */}
        {slot.booked > 0 ? null : (
          <span className="cal-slot__place">{compact ? 'frei' : slot.location_name}</span>
        )}
      </button>
      {slot.bookings.map((b) => (
        <Link key={b.id} to={`/bewerber/${b.applicant_id}`} className="cal-slot__name">
          {b.applicant_name}
        </Link>
      ))}
    </div>
  )
}
