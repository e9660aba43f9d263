import { describe, expect, it } from 'vitest'
import { guessJob } from './job-guess.ts'

const jobs = [
  { slug: 'pflegefachkraft', title: 'Pflegefachkraft (m/w/d)' },
  { slug: 'kuechenhilfe', title: 'Küchenhilfe (w/m/d)' },
  { slug: 'kuechenhilfe-teilzeit', title: 'Küchenhilfe Teilzeit' },
  { slug: 'lagerist', title: 'Lagerist:in – Köln' },
]

describe('the job an application by mail is for, guessed from its subject', () => {
  it('finds the one published job whose title the subject names, case, umlauts and gender note aside', () => {
    expect(guessJob('Bewerbung als Pflegefachkraft', jobs)).toBe('pflegefachkraft')
    expect(guessJob('BEWERBUNG: PFLEGEFACHKRAFT m/w/d', jobs)).toBe('pflegefachkraft')
    expect(guessJob('Bewerbung Lagerist:in Koeln', jobs)).toBe('lagerist')
    expect(guessJob('Bewerbung Lagerist:in Koln', jobs)).toBe('lagerist')
  })

  it('guesses nothing when several titles or none fit, or only part of a word does', () => {
    expect(guessJob('Bewerbung Küchenhilfe Teilzeit', jobs)).toBeNull()
    expect(guessJob('Initiativbewerbung', jobs)).toBeNull()
    expect(guessJob('Bewerbung Altenpflegefachkraft', jobs)).toBeNull()
    expect(guessJob('', jobs)).toBeNull()
    expect(guessJob('Pflegefachkraft', [])).toBeNull()
    expect(guessJob('(m/w/d)', [{ slug: 'leer', title: '(m/w/d)' }])).toBeNull()
  })
})
