import { describe, expect, it } from 'vitest'
import { matchRoute, ROUTES, routeHref, routeRedirect } from './routes.ts'

describe('route table', () => {
  it('has every route with its access class', () => {
    const byAccess = (access: string) =>
      Object.values(ROUTES)
        .filter((r) => r.access === access)
        .map((r) => r.path)
    expect(byAccess('guest')).toEqual(['/login', '/forgot-password', '/password-reset/:token'])
    expect(byAccess('open')).toEqual(['/password-reset', '/error'])
    expect(byAccess('admin')).toEqual(['/user/anlegen'])
    expect(byAccess('verified')).toHaveLength(28)
    expect(byAccess('verified')).toEqual(expect.arrayContaining(['/pipeline', '/ansichten/:id']))
    expect(byAccess('unverified')).toEqual(['/verify-email'])
    expect(ROUTES.applicantNotes.title).toBe('Notizen')
  })

  it('matches concrete paths, static segments before parameters', () => {
    expect(matchRoute('/bewerber/suche')?.name).toBe('applicantSearch')
    expect(matchRoute('/bewerber/12')?.name).toBe('applicant')
    expect(matchRoute('/bewerber/12/dokumente')?.name).toBe('applicantDocuments')
    expect(matchRoute('/bewerber/uebersicht/status/neu')?.name).toBe('byStatus')
    expect(matchRoute('/password-reset/abc?email=a@b.de')?.name).toBe('passwordResetToken')
    expect(matchRoute('/')?.name).toBe('home')
    expect(matchRoute('/kalender')?.name).toBe('calendar')
    expect(matchRoute('/stellen')?.name).toBe('jobs')
    expect(matchRoute('/stellen/3')?.name).toBe('job')
    expect(matchRoute('/gibt/es/nicht/wirklich')).toBeUndefined()
    expect(matchRoute('/bewerber/12/unbekannt')).toBeUndefined()
  })

  it('builds hrefs with encoded parameters', () => {
    expect(routeHref('applicantNotes', { userid: 7 })).toBe('/bewerber/7/notizen')
    expect(routeHref('byProfessionGroup', { filter: 'it' })).toBe('/bewerber/uebersicht/berufsgruppen/it')
    expect(() => routeHref('applicant')).toThrow()
  })

  it('sends anonymous, unverified, staff and admin users where their access allows', () => {
    const anonymous = { loggedIn: false, verified: false, admin: false }
    const unverified = { loggedIn: true, verified: false, admin: false }
    const staff = { loggedIn: true, verified: true, admin: false }
    const admin = { loggedIn: true, verified: true, admin: true }
    expect(routeRedirect('verified', anonymous)).toBe('/login')
    expect(routeRedirect('verified', unverified)).toBe('/verify-email')
    expect(routeRedirect('verified', staff)).toBeUndefined()
    expect(routeRedirect('admin', staff)).toBe('/')
    expect(routeRedirect('admin', admin)).toBeUndefined()
    expect(routeRedirect('guest', staff)).toBe('/')
    expect(routeRedirect('guest', anonymous)).toBeUndefined()
    expect(routeRedirect('open', anonymous)).toBeUndefined()
    expect(routeRedirect('unverified', unverified)).toBeUndefined()
    expect(routeRedirect('unverified', staff)).toBe('/')
  })
})
