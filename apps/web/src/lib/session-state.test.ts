import { describe, expect, it } from 'vitest'
import { loginAfterEnd, sessionEndReason } from './session-state.ts'

describe('why a session is gone, as the tab counted it', () => {
  const ends = { idle: 120_000, lifetime: 600_000 }

  it('the idle end once it has come (10 seconds early still counts), nothing before', () => {
    expect(sessionEndReason(50_000, ends)).toBeUndefined()
    expect(sessionEndReason(109_999, ends)).toBeUndefined()
    expect(sessionEndReason(110_000, ends)).toBe('idle')
    expect(sessionEndReason(900_000, ends)).toBe('idle')
  })

  it('the fixed lifetime when it comes first', () => {
    expect(sessionEndReason(600_000, { idle: 700_000, lifetime: 600_000 })).toBe('expired')
  })

  it('nothing when the tab knows no end', () => {
    expect(sessionEndReason(1, null)).toBeUndefined()
  })
})

describe('the login page after the end', () => {
  it('carries the reason and where the person was', () => {
    expect(loginAfterEnd('idle', '/bewerber/7/notizen?x=1')).toBe(
      '/login?reason=idle&redirect=%2Fbewerber%2F7%2Fnotizen%3Fx%3D1',
    )
    expect(loginAfterEnd(undefined, '/')).toBe('/login?redirect=%2F')
  })

  it('keeps the place a login page was already asked to lead back to', () => {
    expect(loginAfterEnd('expired', '/login?redirect=%2Fbewerber%2F7')).toBe(
      '/login?reason=expired&redirect=%2Fbewerber%2F7',
    )
  })

  it('never sends back to the login page or elsewhere', () => {
    expect(loginAfterEnd('expired', '/login')).toBe('/login?reason=expired')
    expect(loginAfterEnd('idle', '/login?redirect=%2Flogin')).toBe('/login?reason=idle')
    expect(loginAfterEnd('idle', '/login?redirect=https%3A%2F%2Fevil.example')).toBe('/login?reason=idle')
    expect(loginAfterEnd(undefined, '/login?redirect=%2F%2Fevil.example')).toBe('/login')
    expect(loginAfterEnd(undefined, 'https://evil.example')).toBe('/login')
    expect(loginAfterEnd('idle', '//evil.example/x')).toBe('/login?reason=idle')
  })
})
