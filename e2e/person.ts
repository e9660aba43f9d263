import type { Browser, Locator, Page } from 'playwright-core'
import { germanPage } from './browser.ts'

/**
 * How a person uses the app: the keyboard into labelled fields, Tab between them, Back and
 * reload, a phone in the hand. Flows use these instead of `fill()` on date and number fields or
 * reaching into component state, so a field that only works for a script fails here first.
 */

/** A 390×844 phone with touch, as a recruiter on the way uses the app. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  return context.newPage()
}

/** A laptop at 1440×900 (the default of germanPage, named for the reader). */
export const laptopPage = (browser: Browser) => germanPage(browser, { width: 1440, height: 900 })

/**
 * Does something until what it should bring about is there, as a person clicks or presses again
 * when nothing happened: on a machine busy with other work a click or key can land while the
 * screen is being redrawn. Each try but the last waits `wait` ms; the last as long as any step.
 */
export async function untilThere(
  act: () => Promise<void>,
  there: Locator,
  {
    tries = 3,
    wait = 8_000,
    state = 'visible',
  }: { tries?: number; wait?: number; state?: 'visible' | 'attached' } = {},
) {
  for (let attempt = 1; ; attempt++) {
    await act()
    try {
      await there.waitFor({ state, timeout: attempt === tries ? undefined : wait })
      return
    } catch (error) {
      if (attempt === tries) throw error
    }
  }
}

/** Clicks into a field, clears what is there with the keyboard and types like a person. */
export async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.press('ControlOrMeta+a')
  await field.press('Backspace')
  if (text) await field.pressSequentially(text, { delay: 10 })
}

/** Types into the field with this label (exact match). */
export const typeIntoLabel = (page: Page, label: string, text: string) =>
  typeInto(page.getByLabel(label, { exact: true }), text)

/** Tab to the next control; returns the accessible name of what has the focus now. */
export async function tab(page: Page, shift = false): Promise<string> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab')
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return ''
    const labelled = el.getAttribute('aria-label')
    if (labelled) return labelled
    const id = el.id
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null
    return (label?.textContent ?? el.textContent ?? '').trim()
  })
}

/** The id of the element that has the focus (to prove the focus stayed in a field). */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

/** Back in the browser's history, waiting until the URL changed. */
export async function goBack(page: Page) {
  await page.goBack({ waitUntil: 'commit' })
}

/** What the server saved, read through the API with the page's own session. */
export async function apiGet<T = unknown>(page: Page, baseUrl: string, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } })
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`)
  return (await response.json()) as T
}

/**
 * How light the left and the right edge of an element look on the screen (0 black, 255 white): the
 * mean of a 4 px band at each edge, along the top of the element above its text, read from a
 * screenshot of it as a person sees it.
 */
export async function edgeLightness(element: Locator): Promise<{ left: number; right: number }> {
  const png = (await element.screenshot()).toString('base64')
  return element.page().evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(image, 0, 0)
    const top = Math.floor(image.height * 0.04)
    const rows = Math.max(2, Math.floor(image.height * 0.08))
    const mean = (x: number) => {
      const { data: pixels } = context.getImageData(x, top, 4, rows)
      let sum = 0
      for (let i = 0; i < pixels.length; i += 4) sum += (pixels[i]! + pixels[i + 1]! + pixels[i + 2]!) / 3
      return sum / (pixels.length / 4)
    }
    return { left: mean(0), right: mean(image.width - 4) }
  }, png)
}
