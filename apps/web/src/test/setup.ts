import { cleanup, configure } from '@testing-library/react'
import PrimeReact from 'primereact/api'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { installGermanLocale } from '../lib/locale.ts'
import { queryClient } from '../lib/query-client.ts'
import { apiServer, takeProblems } from './api-mock.ts'
import { defaultHandlers } from './default-handlers.ts'

/*
 * Every component test file: PrimeReact in German and without CSS transitions (a dialog is there
 * or gone at once, as after its animation), the API answered by MSW only, and a clean slate after
 * each test: unmounted, no cached answers, no stored lists.
 */
installGermanLocale()
PrimeReact.cssTransition = false
/*
 * happy-dom lays nothing out and has no `offsetParent`: PrimeReact takes every overlay for a
 * hidden element, measures it the way it measures hidden ones and leaves it `display: none`. As
 * in a browser, an element that is shown has one.
 */
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    for (let at: HTMLElement | null = this; at; at = at.parentElement)
      if (at.style.display === 'none') return null
    return this.parentElement
  },
})
// Two busy cores: a screen may take a moment longer than the default second to settle.
configure({ asyncUtilTimeout: 3_000 })

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => apiServer.use(...defaultHandlers))
afterEach(() => {
  cleanup()
  queryClient.clear()
  localStorage.clear()
  apiServer.resetHandlers()
  const problems = takeProblems()
  if (problems.length > 0) throw new Error(problems.join('\n'))
})
afterAll(() => apiServer.close())
