import { describe, expect, it } from 'vitest'
import { earlyRequests } from './early-requests.ts'

const loggedIn = 'theme=hell; XSRF-TOKEN=abc%3D'
const at = (address: string, cookie = loggedIn) => {
  const url = new URL(address, 'http://localhost')
  return earlyRequests({ pathname: url.pathname, search: url.search }, cookie)
}
const LIST_DEFAULT = 'page=1&per_page=50&sort=updated_at&order=desc'

describe('what the boot script asks before the app runs', () => {
  it('a list by its address: the session first, the list second, then what the shell needs', () => {
    expect(at('/')).toEqual([
      '/api/session',
      `/api/applicants?${LIST_DEFAULT}`,
      '/api/settings',
      '/api/answers',
      '/api/ui-state',
      '/api/route-check?path=%2F',
    ])
  })

  it('the list of the address: its filter, page, sort and rules, as the screen will ask', () => {
    expect(at('/bewerber/uebersicht/status/neu')[1]).toBe(`/api/applicants?status=neu&${LIST_DEFAULT}`)
    expect(at('/bewerber/uebersicht/berufsgruppen/pflege%20k%C3%B6ln/')[1]).toBe(
      `/api/applicants?profession_group=pflege+k%C3%B6ln&${LIST_DEFAULT}`,
    )
    expect(at('/bewerber/uebersicht/gefolgt?seite=2&pro_seite=25&sortierung=ort&richtung=auf')[1]).toBe(
      '/api/followed-applicants?page=2&per_page=25&sort=city&order=asc',
    )
    const filtered = new URL(
      at('/bewerber/uebersicht/qualifizierte?filter=name:beginnt:%C3%96z')[1]!,
      'http://localhost',
    )
    expect(filtered.pathname).toBe('/api/qualified-applicants')
    expect(JSON.parse(filtered.searchParams.get('filters')!)).toEqual({
      last_name: { operator: 'and', constraints: [{ value: 'Öz', matchMode: 'startsWith' }] },
    })
  })

  it('no list for other screens, the trash, a broken address or a visitor without a token', () => {
    const only = (path: string) => ['/api/session', `/api/route-check?path=${encodeURIComponent(path)}`]
    for (const path of [
      '/bewerber/17',
      '/bewerber/uebersicht/geloescht',
      '/bewerber/uebersicht/status',
      '/bewerber/uebersicht/status/neu/mehr',
      '/statistiken',
      '/login',
    ])
      expect(at(path), path).toEqual(only(path))
    expect(at('/bewerber/uebersicht/status/%E0%A4%A')).toEqual(only('/bewerber/uebersicht/status/%E0%A4%A'))
    expect(at('/', '')).toEqual(only('/'))
    expect(at('/', 'XSRF-TOKEN-ALT=1; theme=hell')).toEqual(only('/'))
  })
})
