/**
 * Every screen of the web app with its path and access class. The web router registers exactly these,
 * and the server's route check (`GET /api/route-check`) answers from the same table.
 */
export type RouteAccess = 'guest' | 'open' | 'unverified' | 'verified' | 'admin'

export interface RouteDef {
  readonly path: string
  readonly access: RouteAccess
  readonly title: string
}

export const ROUTES = {
  login: { path: '/login', access: 'guest', title: 'Anmelden' },
  forgotPassword: { path: '/forgot-password', access: 'guest', title: 'Passwort vergessen' },
  passwordResetToken: {
    path: '/password-reset/:token',
    access: 'guest',
    title: 'Neues Passwort festlegen',
  },
  passwordReset: { path: '/password-reset', access: 'open', title: 'Passwort zurücksetzen' },
  error: { path: '/error', access: 'open', title: 'Fehler' },
  verifyEmail: { path: '/verify-email', access: 'unverified', title: 'E-Mail-Adresse bestätigen' },
  home: { path: '/', access: 'verified', title: 'Übersicht' },
  notifications: { path: '/benachrichtigungen', access: 'verified', title: 'Benachrichtigungen' },
  applicantRoot: { path: '/bewerber', access: 'verified', title: 'Bewerber:in' },
  applicantSearch: { path: '/bewerber/suche', access: 'verified', title: 'Suche' },
  byProfessionGroup: {
    path: '/bewerber/uebersicht/berufsgruppen/:filter',
    access: 'verified',
    title: 'Berufsgruppe',
  },
  byStatus: { path: '/bewerber/uebersicht/status/:filter', access: 'verified', title: 'Status' },
  followed: { path: '/bewerber/uebersicht/gefolgt', access: 'verified', title: 'Gefolgt' },
  qualified: {
    path: '/bewerber/uebersicht/qualifizierte',
    access: 'verified',
    title: 'Qualifizierte',
  },
  deleted: { path: '/bewerber/uebersicht/geloescht', access: 'verified', title: 'Gelöscht' },
  applicant: { path: '/bewerber/:userid', access: 'verified', title: 'Bewerber:in' },
  applicantRatings: { path: '/bewerber/:userid/bewertung', access: 'verified', title: 'Bewertung' },
  applicantDocuments: {
    path: '/bewerber/:userid/dokumente',
    access: 'verified',
    title: 'Dokumente',
  },
  applicantCommunication: {
    path: '/bewerber/:userid/kommunikation',
    access: 'verified',
    title: 'Kommunikation',
  },
  applicantNotes: { path: '/bewerber/:userid/notizen', access: 'verified', title: 'Notizen' },
  applicantStatus: { path: '/bewerber/:userid/status', access: 'verified', title: 'Status' },
  settings: { path: '/einstellungen', access: 'verified', title: 'Einstellungen' },
  mailFilter: { path: '/einstellungen/mailfilter', access: 'verified', title: 'Mailfilter' },
  templates: {
    path: '/einstellungen/nachrichten/templates',
    access: 'verified',
    title: 'Nachrichtenvorlagen',
  },
  statistics: { path: '/statistiken', access: 'verified', title: 'Statistiken' },
  calendar: { path: '/kalender', access: 'verified', title: 'Kalender' },
  /** A saved view's own address: it opens the view's list in the view. */
  savedView: { path: '/ansichten/:id', access: 'verified', title: 'Ansicht' },
  jobs: { path: '/stellen', access: 'verified', title: 'Stellen' },
  job: { path: '/stellen/:id', access: 'verified', title: 'Stelle' },
  users: { path: '/user', access: 'verified', title: 'Benutzer:innen' },
  userCreate: { path: '/user/anlegen', access: 'admin', title: 'Benutzer anlegen' },
  userEdit: { path: '/user/bearbeiten/:slug', access: 'verified', title: 'Benutzer bearbeiten' },
  changePassword: {
    path: '/user/settings/change-password',
    access: 'verified',
    title: 'Passwort ändern',
  },
  notificationSettings: {
    path: '/user/settings/notifications',
    access: 'verified',
    title: 'Benachrichtigungseinstellungen',
  },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

/** Fills `:param` segments: `routeHref('applicant', { userid: 5 })` → `/bewerber/5`. */
export function routeHref(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`)
    return encodeURIComponent(String(value))
  })
}

/**
 * The overview narrowed to one job's applicants: the address the table's „Stelle“ filter writes
 * (`filter=stelle:gleich:<slug>`), so the navigation's job items and the filter menu are one view.
 */
export function jobOverviewHref(slug: string): string {
  return `${ROUTES.home.path}?filter=${encodeURIComponent(`stelle:gleich:${slug}`).replace(/%3A/gi, ':')}`
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

/** Finds the route a concrete path belongs to; static segments win over parameters. */
export function matchRoute(path: string): { name: RouteName; route: RouteDef } | undefined {
  const wanted = segments(path.split(/[?#]/)[0] ?? '')
  let best: { name: RouteName; route: RouteDef; score: number } | undefined
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
    const pattern = segments(route.path)
    if (pattern.length !== wanted.length) continue
    let score = 0
    const fits = pattern.every((part, i) => {
      if (part.startsWith(':')) return (wanted[i] ?? '') !== ''
      score += 1
      return part === wanted[i]
    })
    if (fits && (!best || score > best.score)) best = { name, route, score }
  }
  return best && { name: best.name, route: best.route }
}

export interface RouteCheckSubject {
  loggedIn: boolean
  verified: boolean
  admin: boolean
}

/**
 * The one rule of who may open which screen: anonymous users go to /login, an unverified address to
 * /verify-email, a logged-in user away from the guest pages, a non-admin away from admin pages.
 * Returns undefined when the path is allowed, else where to send the user.
 */
export function routeRedirect(access: RouteAccess, who: RouteCheckSubject): string | undefined {
  switch (access) {
    case 'open':
      return undefined
    case 'guest':
      return who.loggedIn ? ROUTES.home.path : undefined
    case 'unverified':
      if (!who.loggedIn) return ROUTES.login.path
      return who.verified ? ROUTES.home.path : undefined
    case 'verified':
    case 'admin':
      if (!who.loggedIn) return ROUTES.login.path
      if (!who.verified) return ROUTES.verifyEmail.path
      if (access === 'admin' && !who.admin) return ROUTES.home.path
      return undefined
  }
}
