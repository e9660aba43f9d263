import {
  CONTROL_CHARACTER_MESSAGE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
} from '@bb/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePdf } from '../apps/server/src/test/documents.ts'
import { launchBrowser, screenshot } from './browser.ts'
import { apiGet, goBack, laptopPage, phonePage, typeInto } from './person.ts'
import { api, baseUrl, logIn, newApplicant, unique } from './staff.ts'

/**
 * From an uploaded CV to a search hit: the file is read in the background, its words find the
 * person on the search page with a snippet, Enter opens the document, and the list's filter finds
 * the person by the same word.
 */
let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await laptopPage(browser)
  await logIn(page)
})
afterAll(() => browser?.close())

/** A word no other suite uses, as a CV would hold it. */
const suffix = unique()
const skill = `Kranschein${suffix}`
const lastName = `Kowalczyk${suffix}`

async function uploadCv(applicantId: number) {
  await page.goto(`${baseUrl}/bewerber/${applicantId}/dokumente`)
  await page.getByRole('region', { name: 'Dateien hochladen' }).waitFor()
  await page.locator('input[type=file]').setInputFiles({
    name: `Lebenslauf ${lastName}.pdf`,
    mimeType: 'application/pdf',
    buffer: makePdf([
      `Marek ${lastName}\nBerufserfahrung\n2019 bis 2024 Lagerist bei DHL Hub Bremen\nArbeit mit dem Gabelstapler und Inventur, ${skill} seit 2021`,
    ]),
  })
  await page.getByRole('cell', { name: `Lebenslauf ${lastName}.pdf`, exact: true }).waitFor()
  const [doc] = await apiGet<Array<{ id: number; text_state: string }>>(
    page,
    baseUrl,
    `/api/documents/${applicantId}`,
  )
  // The text is read in the background; the upload did not wait for it.
  await expect
    .poll(
      async () =>
        (await apiGet<Array<{ text_state: string }>>(page, baseUrl, `/api/documents/${applicantId}`))[0]
          ?.text_state,
      {
        timeout: 30_000,
      },
    )
    .toBe('read')
  return doc!.id
}

describe('search by the words of a CV', () => {
  it('upload → read → hit with a marked snippet → Enter opens the document; the list filter finds it too', async () => {
    const applicantId = await newApplicant(page, 'Marek', `Profil${suffix}`)
    const documentId = await uploadCv(applicantId)

    await page.getByRole('link', { name: 'Suche', exact: true }).click()
    const field = page.getByLabel('Suchbegriff', { exact: true })
    await typeInto(field, `${skill.toLowerCase()} Gabelstapler`)
    const hit = page.getByRole('option', { name: new RegExp(`Profil${suffix}`) })
    await hit.waitFor()
    await expect
      .poll(() => hit.locator('mark').allInnerTexts())
      .toEqual(expect.arrayContaining(['Gabelstapler', skill]))
    expect(await hit.innerText()).toContain(`Lebenslauf ${lastName}.pdf:`)
    await screenshot(page, 'search-document-hit')

    await field.press('Enter')
    await page.waitForURL(new RegExp(`/bewerber/${applicantId}/dokumente\\?dokument=${documentId}$`))
    await page.getByRole('dialog', { name: `Lebenslauf ${lastName}.pdf` }).waitFor()
    await page.keyboard.press('Escape')
    await goBack(page)
    await page.waitForURL(/\/bewerber\/suche\?q=/)
    await hit.waitFor()

    await page.goto(`${baseUrl}/`)
    const listField = page.getByLabel('In dieser Liste suchen', { exact: true })
    await typeInto(listField, skill)
    await expect
      .poll(async () => page.locator('tbody tr').allInnerTexts(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(`Profil${suffix}`)])
  })

  it('marks a stop word only where a word begins, as the search matched it', async () => {
    await newApplicant(page, 'Alexandra', `Anders${suffix}`)
    await page.goto(`${baseUrl}/bewerber/suche`)
    await typeInto(page.getByLabel('Suchbegriff', { exact: true }), `Anders${suffix} an der`)
    const hit = page.getByRole('option', { name: new RegExp(`Anders${suffix}`) })
    // „an“ begins her last name, but stands only inside „Alexandra“; „der“ only inside „Anders…“.
    await expect.poll(() => hit.locator('strong mark').allInnerTexts()).toEqual([`Anders${suffix}`])
  })

  it('Enter opens the hit of the term as typed, and its page keeps its address, on a slow laptop too', async () => {
    const lastName = `Eingabe${suffix}`
    const ids = new Map<string, number>()
    for (const first of ['Anna', 'Berta']) ids.set(first, await newApplicant(page, first, lastName))
    // A laptop four times slower than this machine: the next screen takes its time to draw.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    try {
      await page.goto(`${baseUrl}/bewerber/suche`)
      const field = page.getByLabel('Suchbegriff', { exact: true })
      await typeInto(field, lastName.toLowerCase())
      const options = page.getByRole('option')
      await options.nth(1).waitFor()
      // The hits of the last name are shown; the person adds the first name of the one listed
      // second and presses Enter before the pause: that person opens, not the one listed first.
      const second = (await options.nth(1).innerText()).startsWith('Anna') ? 'Anna' : 'Berta'
      await field.press('End')
      await field.pressSequentially(` ${second.toLowerCase()}`, { delay: 10 })
      await field.press('Enter')
      await page.waitForURL(`${baseUrl}/bewerber/${ids.get(second)}`)
      // The pause that was running when Enter was pressed writes no term onto the profile.
      await page.getByRole('heading', { name: `${second} ${lastName}` }).waitFor()
      await page.waitForTimeout(3 * SEARCH_DEBOUNCE_MS)
      expect(page.url()).toBe(`${baseUrl}/bewerber/${ids.get(second)}`)
      // Back on the search, its term is in the address: Enter on the shown hits opens the first.
      await goBack(page)
      await page.waitForURL(/\/bewerber\/suche\?q=/)
      expect(await field.inputValue()).toBe(`${lastName.toLowerCase()} ${second.toLowerCase()}`)
      await options.first().waitFor()
      await field.press('Enter')
      await page.waitForURL(`${baseUrl}/bewerber/${ids.get(second)}`)
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.detach()
    }
  })

  it('refuses in German what the search cannot answer, and takes a pasted text only up to its limit', async () => {
    // A pasted address: a term longer than the search answers, and one holding a NUL.
    for (const [term, message] of [
      ['x'.repeat(SEARCH_TERM_MAX + 50), SEARCH_TERM_TOO_LONG],
      [`Meier\u0000`, CONTROL_CHARACTER_MESSAGE],
    ] as const) {
      await page.goto(`${baseUrl}/bewerber/suche?q=${encodeURIComponent(term)}`)
      await page.getByText(message).waitFor()
      expect(await page.getByText(/Keine Treffer/).count()).toBe(0)
    }
    await screenshot(page, 'search-refused')
    // Pasted into the field: cut to what the search answers, and answered.
    await page.goto(`${baseUrl}/bewerber/suche`)
    const field = page.getByLabel('Suchbegriff', { exact: true })
    await field.click()
    await page.keyboard.insertText(`${lastName} ${'y'.repeat(10_000)}`)
    expect((await field.inputValue()).length).toBe(SEARCH_TERM_MAX)
    await page.getByText(/Keine Treffer für/).waitFor()
    expect(new URL(page.url()).searchParams.get('q')?.length).toBe(SEARCH_TERM_MAX)
  })

  it('shows the snippet on a phone', async () => {
    // A long address beside the status: the card must wrap it, not grow past the screen.
    await api(page, 'POST', '/api/applicants', {
      first_name: 'Konstantin',
      last_name: `Langadresse${suffix}`,
      email: `konstantin.langadresse.${suffix}@beispiel-unternehmen.de`,
      confirm_duplicate: true,
    })
    const phone = await phonePage(browser)
    await logIn(phone)
    await phone.goto(`${baseUrl}/bewerber/suche?q=${encodeURIComponent(skill)}`)
    const hit = phone.getByRole('option', { name: new RegExp(`Profil${suffix}`) })
    await hit.locator('mark', { hasText: skill }).waitFor()
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // As wide as the search field at most: a card grown past it is cut off at the screen's edge.
    await phone.goto(`${baseUrl}/bewerber/suche?q=${encodeURIComponent(`Langadresse${suffix}`)}`)
    const long = phone.getByRole('option', { name: new RegExp(`Langadresse${suffix}`) })
    await long.waitFor()
    const field = await phone.getByLabel('Suchbegriff', { exact: true }).boundingBox()
    const right = (box: { x: number; width: number } | null) => (box?.x ?? 0) + (box?.width ?? 0)
    for (const box of [
      await long.boundingBox(),
      await long.getByText('Neu', { exact: true }).boundingBox(),
    ]) {
      expect(box).not.toBeNull()
      expect(right(box)).toBeLessThanOrEqual(right(field) + 0.5)
    }
    await screenshot(phone, 'search-document-hit-phone')
    await phone.context().close()
  })
})
