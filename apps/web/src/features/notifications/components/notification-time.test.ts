import { describe, expect, it } from 'vitest'
import { formatAbsolute, formatNotificationTime } from './notification-time.ts'

const now = new Date('2026-03-10T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

describe('notification time', () => {
  it('is relative while fresh', () => {
    expect(formatNotificationTime(ago(20_000), now)).toBe('gerade eben')
    expect(formatNotificationTime(ago(60_000), now)).toBe('vor 1 Minute')
    expect(formatNotificationTime(ago(45 * 60_000), now)).toBe('vor 45 Minuten')
    expect(formatNotificationTime(ago(3_600_000), now)).toBe('vor 1 Stunde')
    expect(formatNotificationTime(ago(23 * 3_600_000), now)).toBe('vor 23 Stunden')
  })

  it('is DD.MM.YYYY HH:mm in Berlin time after a day (a clock running fast is "gerade eben")', () => {
    expect(formatNotificationTime(ago(25 * 3_600_000), now)).toBe('09.03.2026 12:00')
    expect(formatAbsolute('2026-07-01T22:05:00Z')).toBe('02.07.2026 00:05')
    expect(formatNotificationTime(ago(-60_000), now)).toBe('gerade eben')
  })
})
