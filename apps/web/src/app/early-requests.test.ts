import { describe, expect, it } from 'vitest'
import { earlyRequests } from './early-requests.ts'

const loggedIn = 'theme=hell; XSRF-TOKEN=abc%3D'
const at = (address: string, cookie = loggedIn) => {
  const url = new URL(address, 'http://localhost')
  return earlyRequests({ pathname: url.pathname, search: url.search }, cookie)
}
const LIST_DEFAULT = 'page=1&per_page=50&sort=updated_at&order=desc'

describe('what the boot script asks before the app runs', () => {
  it('every address: the session and the route check; a list: its first page, then what the shell needs', () => {
    expect(at('/')).toEqual({
      session: '/api/session',
      routeCheck: '/api/route-check?path=%2F',
      screen: [`/api/applicants?${LIST_DEFAULT}`, '/api/settings', '/api/answers', '/api/ui-state'],
    })
  })

  it('the list of the address: its filter, page, sort and rules, as the screen will ask', () => {
    const list = (address: string) => at(address).screen[0]
    expect(list('/bewerber/uebersicht/status/neu')).toBe(`/api/applicants?status=neu&${LIST_DEFAULT}`)
    expect(list('/bewerber/uebersicht/berufsgruppen/pflege%20k%C3%B6ln/')).toBe(
      `/api/applicants?profession_group=pflege+k%C3%B6ln&${LIST_DEFAULT}`,
    )
    expect(list('/bewerber/uebersicht/gefolgt?seite=2&pro_seite=25&sortierung=ort&richtung=auf')).toBe(
      '/api/followed-applicants?page=2&per_page=25&sort=city&order=asc',
    )
    const filtered = new URL(
      list('/bewerber/uebersicht/qualifizierte?filter=name:beginnt:%C3%96z')!,
      'http://x',
    )
    expect(filtered.pathname).toBe('/api/qualified-applicants')
    expect(JSON.parse(filtered.searchParams.get('filters')!)).toEqual({
      last_name: { operator: 'and', constraints: [{ value: 'Öz', matchMode: 'startsWith' }] },
    })
  })

  it('the pipeline board: its first read, narrowed as the address says', () => {
    expect(at('/pipeline').screen).toEqual([
      '/api/pipeline',
      '/api/settings',
      '/api/answers',
      '/api/ui-state',
    ])
    expect(at('/pipeline?berufsgruppe=pflege&stelle=k%C3%B6chin-berlin').screen[0]).toBe(
      '/api/pipeline?stelle=k%C3%B6chin-berlin&berufsgruppe=pflege',
    )
  })

  it('no screen data for other screens, the trash, a broken address or a browser without a token', () => {
    for (const path of [
      '/bewerber/17',
      '/bewerber/uebersicht/geloescht',
      '/bewerber/uebersicht/status',
      '/bewerber/uebersicht/status/neu/mehr',
      '/bewerber/uebersicht/status/%E0%A4%A',
      '/statistiken',
      '/login',
    ]) {
      expect(at(path), path).toEqual({
        session: '/api/session',
        routeCheck: `/api/route-check?path=${encodeURIComponent(path)}`,
        screen: [],
      })
    }
    for (const cookie of ['', 'XSRF-TOKEN-ALT=1; theme=hell'])
      expect(at('/', cookie).screen, cookie).toEqual([])
  })
})
