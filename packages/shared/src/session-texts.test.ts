import { describe, expect, it } from 'vitest'
import { isSessionEndReason, SESSION_TEXTS } from './session-texts.ts'

describe('the texts of the idle warning and the forced logout', () => {
  it('warns "Sie werden in 5 Minuten abgemeldet" with "Angemeldet bleiben", and counts down in German', () => {
    expect(SESSION_TEXTS.idleWarningTitle(5)).toBe('Sie werden in 5 Minuten abgemeldet')
    expect(SESSION_TEXTS.idleWarningTitle(1)).toBe('Sie werden in 1 Minute abgemeldet')
    expect(SESSION_TEXTS.stay).toBe('Angemeldet bleiben')
    expect(SESSION_TEXTS.idleWarningText('14:35')).toContain('um 14:35 Uhr')
  })

  it('names the reason on the login page; only known reasons are taken from the address', () => {
    expect(SESSION_TEXTS.loggedOut.idle).toBe('Sie wurden nach längerer Inaktivität abgemeldet.')
    expect(isSessionEndReason('idle')).toBe(true)
    expect(isSessionEndReason('expired')).toBe(true)
    for (const other of [null, '', 'toString', '<b>x</b>']) expect(isSessionEndReason(other)).toBe(false)
  })
})
