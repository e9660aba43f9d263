import { type BookingPlaceholderName, formatOrt, formatTermin } from '@bb/shared'

export type BookingPlaceholderValues = Record<BookingPlaceholderName, string>

/** {{termin}} / {{ort}} of one booking (German, Europe/Berlin; the web preview uses the same). */
export const bookingPlaceholderValues = (
  startsAt: Date,
  location: { name: string; address: string; room: string },
): BookingPlaceholderValues => ({ termin: formatTermin(startsAt), ort: formatOrt(location) })
