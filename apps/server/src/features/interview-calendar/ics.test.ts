import { describe, expect, it } from 'vitest'
import { icsLines } from '../../test/interviews.ts'
import { berlinToUtc, expandSeries } from './berlin-time.ts'
import { buildIcs, escapeText, foldLine, parseAddress } from './ics.ts'

describe('Europe/Berlin wall clock', () => {
  it('turns wall-clock times into UTC instants on both sides of the DST changes', () => {
    expect(berlinToUtc('2026-03-24', 9 * 60).toISOString()).toBe('2026-03-24T08:00:00.000Z') // still CET
    expect(berlinToUtc('2026-03-30', 9 * 60).toISOString()).toBe('2026-03-30T07:00:00.000Z') // CEST
    expect(berlinToUtc('2026-10-26', 9 * 60).toISOString()).toBe('2026-10-26T08:00:00.000Z') // CET again
    // The skipped hour on the last Sunday of March lands after the change; the doubled one in October takes the second.
    expect(berlinToUtc('2026-03-29', 2 * 60 + 30).toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(berlinToUtc('2026-10-25', 2 * 60 + 30).toISOString()).toBe('2026-10-25T01:30:00.000Z')
    expect(berlinToUtc('2026-12-31', 23 * 60 + 30).toISOString()).toBe('2026-12-31T22:30:00.000Z')
  })

  it('expands a series across a DST change with the same wall-clock times', () => {
    const slots = expandSeries({
      weekdays: [1],
      from_date: '2026-03-23',
      to_date: '2026-03-30',
      start_time: '09:00',
      end_time: '10:00',
      slot_minutes: 30,
    })
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-23T08:30:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T07:30:00.000Z',
    ])
    expect(slots[3]?.endsAt.toISOString()).toBe('2026-03-30T08:00:00.000Z')
  })
})

describe('.ics writer', () => {
  const event = {
    method: 'REQUEST' as const,
    uid: 'abc-123@localhost',
    sequence: 2,
    start: new Date('2026-03-24T08:00:00Z'),
    end: new Date('2026-03-24T08:30:00Z'),
    stamp: new Date('2026-03-01T10:00:00Z'),
    summary: 'Vorstellungsgespräch',
    location: 'Zentrale, Hauptstraße 1; 10115 Berlin\nRaum 2.14 \\ Empfang',
    organizer: { email: 'personal@example.test', name: 'Team "Personal"' },
    attendee: { email: 'jülide@example.test', name: 'Jülide Özdemir' },
  }

  it('writes a VCALENDAR with VTIMEZONE and a VEVENT in Berlin time, CRLF only', () => {
    const ics = buildIcs(event)
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = icsLines(ics)
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Bewerber-Backoffice//Vorstellungsgespraeche//DE',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ])
    for (const line of [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'UID:abc-123@localhost',
      'DTSTAMP:20260301T100000Z',
      'DTSTART;TZID=Europe/Berlin:20260324T090000',
      'DTEND;TZID=Europe/Berlin:20260324T093000',
      'SEQUENCE:2',
      'SUMMARY:Vorstellungsgespräch',
      'LOCATION:Zentrale\\, Hauptstraße 1\\; 10115 Berlin\\nRaum 2.14 \\\\ Empfang',
      'STATUS:CONFIRMED',
      'ORGANIZER;CN="Team Personal":mailto:personal@example.test',
      'END:VCALENDAR',
    ])
      expect(lines).toContain(line)
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toBe(
      'ATTENDEE;CN="Jülide Özdemir";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:jülide@example.test',
    )
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'))
  })

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const ics = buildIcs({ ...event, location: 'Ä'.repeat(100) })
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(icsLines(ics)).toContain(`LOCATION:${'Ä'.repeat(100)}`)
    const folded = foldLine('x'.repeat(160))
    expect(folded.split('\r\n').map((l) => l.length)).toEqual([75, 75, 12])
  })

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const lines = icsLines(buildIcs({ ...event, method: 'CANCEL', sequence: 3 }))
    expect(lines).toContain('METHOD:CANCEL')
    expect(lines).toContain('STATUS:CANCELLED')
    expect(lines).toContain('SEQUENCE:3')
  })

  it('escapes text and reads sender addresses', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(parseAddress('Bewerber-Backoffice <no-reply@example.test>')).toEqual({
      name: 'Bewerber-Backoffice',
      email: 'no-reply@example.test',
    })
    expect(parseAddress('no-reply@example.test')).toEqual({ email: 'no-reply@example.test' })
  })
})
