import { describe, expect, it } from 'vitest'
import { findMentionedUserIds } from './notifications.mentions.ts'

const staff = [
  { id: 1, name: 'Rita Recruiter' },
  { id: 2, name: 'Rita' },
  { id: 3, name: 'Jürgen Müller-Lüdenscheidt' },
  { id: 4, name: 'Ömer  Şahin' },
  { id: 5, name: 'Anna (Vertrieb)' },
  { id: 6, name: 'Anna Schmidt' },
  { id: 7, name: 'Anna Schmidt' },
]
const mentioned = (text: string) => findMentionedUserIds(text, staff).sort()

describe('@mentions in notes', () => {
  it('matches full display names, any case, umlauts and spaces', () => {
    expect(mentioned('Bitte @rita recruiter anrufen')).toEqual([1])
    expect(mentioned('@JÜRGEN MÜLLER-LÜDENSCHEIDT, bitte prüfen.')).toEqual([3])
    expect(mentioned('cc @Ömer Şahin')).toEqual([4])
    expect(mentioned('Danke @Rita\nRecruiter!')).toEqual([1])
  })

  it('prefers the longest name, and otherwise the shorter one', () => {
    expect(mentioned('@Rita Recruiter')).toEqual([1])
    expect(mentioned('@Rita, kannst du?')).toEqual([2])
    expect(mentioned('@Rita Recruiterin')).toEqual([2])
  })

  it('does not match inside words or e-mail addresses', () => {
    expect(mentioned('rita@Rita Recruiter.de')).toEqual([])
    expect(mentioned('@Ritas Idee')).toEqual([])
    expect(mentioned('kein At-Zeichen, Rita Recruiter')).toEqual([])
  })

  it('handles special characters in names and namesakes', () => {
    expect(mentioned('@Anna (Vertrieb) fragen')).toEqual([5])
    expect(mentioned('@Anna Schmidt')).toEqual([6, 7])
    expect(mentioned('@Rita und @rita und @Jürgen Müller-Lüdenscheidt')).toEqual([2, 3])
  })
})
