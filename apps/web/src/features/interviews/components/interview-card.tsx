import './interviews.css'
import { type Applicant, BOOKING_STATUSES, type Booking } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { applicantBookingsQuery } from '../api/bookings.ts'
import { BookDialog } from './book-dialog.tsx'
import { CancelDialog } from './cancel-dialog.tsx'

/** The status page's „Vorstellungsgespräch“ card: the applicant's interviews, book, move, cancel. */
export function InterviewCard({ applicant, canEdit }: { applicant: Applicant; canEdit: boolean }) {
  const id = applicant.id
  const { data: bookings = [], isPending } = useQuery(applicantBookingsQuery(id))
  const [booking, setBooking] = useState<{ moving: Booking | null } | null>(null)
  const [cancelling, setCancelling] = useState<Booking | null>(null)
  const hasEmail = Boolean(applicant.email)
  const upcoming = bookings.filter((b) => b.status === 'active')
  const past = bookings.filter((b) => b.status !== 'active')

  const row = (b: Booking) => (
    <li
      key={b.id}
      className={`interviews-booking${b.status === 'active' ? '' : ' interviews-booking--cancelled'}`}
    >
      <div>
        <strong>{b.termin}</strong>
        <div>{b.ort}</div>
        <div className="muted">
          {b.interviewers.length > 0 ? `Gespräch mit ${b.interviewers.map((i) => i.name).join(', ')}` : ''}
        </div>
      </div>
      <div className="interviews-booking__actions">
        <Tag value={BOOKING_STATUSES[b.status]} severity={b.status === 'active' ? 'warning' : 'secondary'} />
        {b.status === 'active' && canEdit ? (
          <>
            <Button
              label="Verschieben"
              icon="pi pi-calendar"
              size="small"
              outlined
              onClick={() => setBooking({ moving: b })}
            />
            <Button
              label="Absagen"
              icon="pi pi-times"
              size="small"
              text
              severity="danger"
              onClick={() => setCancelling(b)}
            />
          </>
        ) : null}
      </div>
    </li>
  )

  return (
    <section className="card interviews-card" aria-labelledby="interview-title">
      <div className="interviews-card-head">
        <h2 id="interview-title">Vorstellungsgespräch</h2>
        {canEdit ? (
          <Button
            label="Termin vereinbaren"
            icon="pi pi-calendar-plus"
            size="small"
            onClick={() => setBooking({ moving: null })}
          />
        ) : null}
      </div>
      {isPending ? <p className="muted">Wird geladen …</p> : null}
      {!isPending && bookings.length === 0 ? (
        <p className="muted">
          Noch kein Termin. Mit „Termin vereinbaren“ wählen Sie einen freien Termin aus dem Kalender.
        </p>
      ) : null}
      {upcoming.length > 0 ? <ul className="interviews-bookings">{upcoming.map(row)}</ul> : null}
      {past.length > 0 ? (
        <details className="interviews-past">
          <summary>Abgesagte Termine ({past.length})</summary>
          <ul className="interviews-bookings">{past.map(row)}</ul>
        </details>
      ) : null}
      {booking ? (
        <BookDialog
          applicant={applicant}
          slot={null}
          moving={booking.moving}
          onClose={() => setBooking(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog booking={cancelling} hasEmail={hasEmail} onClose={() => setCancelling(null)} />
      ) : null}
    </section>
  )
}
