import { APP_TIME_ZONE } from '@bb/shared'
import { toBerlinWallClock } from './berlin-time.ts'

/**
 * A minimal RFC 5545 writer for one interview (docs/decisions/0011): METHOD REQUEST for an
 * invitation or a move (same UID, higher SEQUENCE), CANCEL for a cancellation.
 */
export interface IcsPerson {
  email: string
  name?: string
}

export interface IcsEvent {
  method: 'REQUEST' | 'CANCEL'
  uid: string
  sequence: number
  start: Date
  end: Date
  stamp: Date
  summary: string
  location: string
  description?: string
  organizer: IcsPerson
  attendee: IcsPerson
}

export const ICS_PRODID = '-//Bewerber-Backoffice//Vorstellungsgespraeche//DE'

/** Europe/Berlin since 1996: CEST from the last Sunday of March, CET from the last Sunday of October. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${APP_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A parameter value: quoted, without the characters a quoted value may not hold. */
const paramValue = (value: string) =>
  `"${[...value].filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('')}"`

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const chunks: string[] = []
  let current = ''
  let bytes = 0
  let limit = 75
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (bytes + size > limit) {
      chunks.push(current)
      current = ''
      bytes = 0
      limit = 74 // the leading space of a continuation line counts
    }
    current += char
    bytes += size
  }
  chunks.push(current)
  return chunks.join('\r\n ')
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`

/** Local time in Berlin, for DTSTART;TZID=Europe/Berlin:… */
export function berlinStamp(d: Date): string {
  const w = toBerlinWallClock(d)
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`
}

const person = (kind: 'ORGANIZER' | 'ATTENDEE', p: IcsPerson, extra: string[] = []) =>
  `${[kind, ...(p.name ? [`CN=${paramValue(p.name)}`] : []), ...extra].join(';')}:mailto:${p.email}`

export function buildIcs(event: IcsEvent): string {
  const cancel = event.method === 'CANCEL'
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICS_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${APP_TIME_ZONE}:${berlinStamp(event.start)}`,
    `DTEND;TZID=${APP_TIME_ZONE}:${berlinStamp(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    person('ORGANIZER', event.organizer),
    person('ATTENDEE', event.attendee, [
      'CUTYPE=INDIVIDUAL',
      'ROLE=REQ-PARTICIPANT',
      'PARTSTAT=NEEDS-ACTION',
      ...(cancel ? [] : ['RSVP=TRUE']),
    ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** "Team Personal <personal@firma.de>" → {name, email}. */
export function parseAddress(value: string): IcsPerson {
  const match = value.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/)
  if (match?.[2]) return match[1] ? { name: match[1], email: match[2].trim() } : { email: match[2].trim() }
  return { email: value.trim() }
}
