import { NEEDS_REVIEW_LABEL } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { nameFromSender } from './sender-name.ts'

const name = (display: string, address = 'x@example.de') => {
  const { first_name, last_name, title } = nameFromSender(display, address)
  return [first_name, last_name, title]
}

describe('the applicant name from a mail sender', () => {
  it('splits display names as Germans write them', () => {
    expect(name('Anna Müller')).toEqual(['Anna', 'Müller', null])
    expect(name('Anna Maria Müller')).toEqual(['Anna Maria', 'Müller', null])
    expect(name('Müller, Anna')).toEqual(['Anna', 'Müller', null])
    expect(name('Müller-Lüdenscheidt, Anna Maria')).toEqual(['Anna Maria', 'Müller-Lüdenscheidt', null])
    expect(name('Anna von der Heide')).toEqual(['Anna', 'von der Heide', null])
    expect(name('Frau Dr. Anna Müller')).toEqual(['Anna', 'Müller', 'Dr.'])
    expect(name('  "Jülide   Özdemir"  ')).toEqual(['Jülide', 'Özdemir', null])
    expect(name('Anna Müller via StepStone')).toEqual(['Anna', 'Müller', null])
    expect(name('Jonas Weber über XING')).toEqual(['Jonas', 'Weber', null])
  })

  it('drops soft hyphens and invisible characters copied along with the name', () => {
    expect(name('Anna Mül\u00ADler')).toEqual(['Anna', 'Müller', null])
    expect(name('An\u200Bna Mül\u2060ler')).toEqual(['Anna', 'Müller', null])
  })

  it('takes a lone word as the first name and marks the last name as still to check', () => {
    expect(name('Anna')).toEqual(['Anna', NEEDS_REVIEW_LABEL, null])
  })

  it('derives the name from the address when the display name holds none', () => {
    expect(name('', 'anna.mueller@example.de')).toEqual(['Anna', 'Mueller', null])
    expect(name('anna.mueller@example.de', 'anna.mueller@example.de')).toEqual(['Anna', 'Mueller', null])
    expect(name('', 'anna_maria.mueller85+jobs@example.de')).toEqual(['Anna Maria', 'Mueller', null])
    expect(name('', 'mueller85@example.de')).toEqual([NEEDS_REVIEW_LABEL, 'Mueller', null])
    expect(name('---', 'bewerbung@example.de')).toEqual([NEEDS_REVIEW_LABEL, NEEDS_REVIEW_LABEL, null])
    expect(name('', 'do-not-reply@jobs.example')).toEqual([NEEDS_REVIEW_LABEL, NEEDS_REVIEW_LABEL, null])
    expect(name('', '')).toEqual([NEEDS_REVIEW_LABEL, NEEDS_REVIEW_LABEL, null])
  })

  it('keeps hostile names within what the profile takes', () => {
    const [first, last] = name(`Anna ${'Ü'.repeat(10_000)}`)
    expect(first).toBe('Anna')
    expect(last).toHaveLength(100)
    const [wide] = name(`${'😀'.repeat(80)} Müller`)
    expect(wide).toHaveLength(100) // 50 emoji of two UTF-16 units each, none cut in half
    expect(name('Anna\u0000 Mül\u202Eler\u0007')).toEqual(['Anna', 'Müller', null])
  })
})
