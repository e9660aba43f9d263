import { MESSAGE_TOASTS, PIPELINE_TEXTS } from '@bb/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { publishedJob } from '../apps/server/src/test/careers.ts'
import { germanPage, newestMail, screenshot } from './browser.ts'
import { baseUrl, dataDir } from './own-server.ts'
import { untilThere } from './person.ts'
import { adminSession } from './session.ts'
import { api, unique } from './staff.ts'

const admin = adminSession()

interface HistoryEntry {
  action: string
  changes: Array<{ field: string; old: unknown; new: unknown }>
}

/** A published job of its own, so the board narrowed to it shows only this file's applicants. */
async function newJob(page: Page) {
  const job = await api<{ slug: string }>(
    page,
    'POST',
    '/api/jobs',
    publishedJob({ title: `Pflegekraft Pipeline ${unique()}` }),
  )
  return job.slug
}

async function newApplicantIn(page: Page, job: string, lastName: string) {
  const created = await api<{ id: number }>(page, 'POST', '/api/applicants', {
    salutation: 'frau',
    first_name: 'Pia',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.de`,
    profession_group: 'pflege',
    job,
    confirm_duplicate: true,
  })
  return created.id
}

const column = (page: Page, status: string) => page.locator(`section.board-column[data-status="${status}"]`)
const card = (scope: Page | Locator, name: string) => scope.locator('article.board-card', { hasText: name })

async function lastStatusChange(page: Page, id: number) {
  const history = await api<HistoryEntry[]>(page, 'GET', `/api/history/${id}`)
  const entry = history.find((h) => h.action === 'status_changed')
  return entry?.changes.find((c) => c.field === 'status')
}

/** Drags with the mouse as a person does: press, move in steps past the threshold, release over the target. */
async function dragByMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('card or column not on the screen')
  await page.mouse.move(start.x + 40, start.y + 20)
  await page.mouse.down()
  await page.mouse.move(start.x + 60, start.y + 30, { steps: 5 })
  await page.mouse.move(end.x + end.width / 2, end.y + 120, { steps: 15 })
  await page.mouse.up()
}

describe('pipeline board in Chromium', () => {
  it('moves a card by mouse and by keyboard; each move is in the history', async () => {
    const page = admin.page
    const job = await newJob(page)
    const lastName = `Brettzug${unique()}`
    const id = await newApplicantIn(page, job, lastName)
    await page.goto(`${baseUrl}/pipeline?stelle=${job}`)
    await page.getByRole('heading', { name: 'Pipeline', level: 1 }).waitFor()
    await card(column(page, 'neu'), lastName).waitFor()
    await screenshot(page, 'pipeline-laptop')

    await dragByMouse(page, card(column(page, 'neu'), lastName), column(page, 'in-pruefung'))
    await card(column(page, 'in-pruefung'), lastName).waitFor()
    await expect.poll(() => lastStatusChange(page, id)).toMatchObject({ old: 'neu', new: 'in-pruefung' })

    // By keyboard: the handle takes the focus, Space picks up, the arrow steers, Space drops.
    const handle = page.getByRole('button', { name: `Pia ${lastName} verschieben` })
    await handle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true')
    // What a screen reader hears, from the board's live region.
    await untilThere(
      () => page.keyboard.press('ArrowRight'),
      page.getByText(`Pia ${lastName} über Spalte „Kontaktiert“.`),
      { state: 'attached' },
    )
    await page.keyboard.press('Space')
    await page.getByText(`Pia ${lastName} in Spalte „Kontaktiert“ abgelegt.`).waitFor({ state: 'attached' })
    await card(column(page, 'kontaktiert'), lastName).waitFor()
    await expect
      .poll(() => lastStatusChange(page, id))
      .toMatchObject({ old: 'in-pruefung', new: 'kontaktiert' })
    expect(await card(column(page, 'in-pruefung'), lastName).count()).toBe(0)
    // Back and reload show the board as it is now.
    await page.reload()
    await card(column(page, 'kontaktiert'), lastName).waitFor()
  })

  it('rejects from the board and sends the rejection template', async () => {
    const page = admin.page
    const job = await newJob(page)
    const lastName = `Absagebrett${unique()}`
    const id = await newApplicantIn(page, job, lastName)
    await page.goto(`${baseUrl}/pipeline?stelle=${job}`)
    await card(column(page, 'neu'), lastName).waitFor()
    await page.getByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Pia ${lastName})` }).click()
    await page.getByRole('menuitem', { name: 'Abgelehnt' }).click()
    const dialog = page.getByRole('dialog', { name: PIPELINE_TEXTS.rejectTitle })
    await dialog.getByText('Vorlage „Absage“').waitFor()
    await screenshot(page, 'pipeline-reject-dialog')
    await dialog.getByRole('button', { name: PIPELINE_TEXTS.rejectSendNow }).click()
    await page.locator('.p-toast').getByText(MESSAGE_TOASTS.sent).waitFor()
    const mail = await newestMail(dataDir, 'Ihre Bewerbung bei Muster Pflege GmbH')
    expect(mail.text).toContain(`Sehr geehrte Frau ${lastName},`)
    expect(mail.text).toContain('für andere Bewerber:innen entschieden')
    await card(column(page, 'abgelehnt'), lastName).waitFor()
    expect(await lastStatusChange(page, id)).toMatchObject({ old: 'neu', new: 'abgelehnt' })
  })

  it('a move into Vorstellungsgespräch offers the booking dialog', async () => {
    const page = admin.page
    const job = await newJob(page)
    const lastName = `Termbrett${unique()}`
    await newApplicantIn(page, job, lastName)
    await page.goto(`${baseUrl}/pipeline?stelle=${job}`)
    await page.getByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Pia ${lastName})` }).click()
    await page.getByRole('menuitem', { name: 'Vorstellungsgespräch' }).click()
    const dialog = page.getByRole('dialog', { name: 'Termin vereinbaren' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await card(column(page, 'vorstellungsgespraech'), lastName).waitFor()
  })

  it('„Erst bearbeiten“ opens the conversation with the rejection template in the composer', async () => {
    const page = admin.page
    const job = await newJob(page)
    const lastName = `Entwurfbrett${unique()}`
    await newApplicantIn(page, job, lastName)
    await page.goto(`${baseUrl}/pipeline?stelle=${job}`)
    await page.getByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Pia ${lastName})` }).click()
    await page.getByRole('menuitem', { name: 'Abgelehnt' }).click()
    const dialog = page.getByRole('dialog', { name: PIPELINE_TEXTS.rejectTitle })
    await dialog.getByRole('button', { name: PIPELINE_TEXTS.rejectEdit }).click()
    await page.waitForURL(/\/bewerber\/\d+\/kommunikation$/)
    await expect.poll(() => page.getByLabel('Betreff').inputValue()).toBe('Ihre Bewerbung bei {{firma}}')
    expect(await page.getByLabel('Nachricht', { exact: true }).inputValue()).toContain(
      'für andere Bewerber:innen',
    )
    // Back returns to the board, where the card stays rejected.
    await page.goBack()
    await card(column(page, 'abgelehnt'), lastName).waitFor()
  })

  it('on a 390 px phone the columns scroll sideways one at a time and a card moves by its menu', async () => {
    const phone = await germanPage(admin.browser, { width: 390, height: 844 })
    await admin.logIn(phone)
    const job = await newJob(phone)
    const lastName = `Handybrett${unique()}`
    const id = await newApplicantIn(phone, job, lastName)
    await phone.goto(`${baseUrl}/pipeline?stelle=${job}`)
    await card(column(phone, 'neu'), lastName).waitFor()
    const widths = await phone.locator('.board').evaluate((board) => ({
      scroll: board.scrollWidth,
      client: board.clientWidth,
      page: document.documentElement.scrollWidth,
      column: board.querySelector('.board-column')?.getBoundingClientRect().width ?? 0,
    }))
    expect(widths.scroll).toBeGreaterThan(widths.client)
    expect(widths.page).toBeLessThanOrEqual(390)
    expect(widths.column).toBeGreaterThan(300)
    await screenshot(phone, 'pipeline-phone')
    await phone.getByRole('button', { name: `${PIPELINE_TEXTS.moveMenu} (Pia ${lastName})` }).click()
    await phone.getByRole('menuitem', { name: 'Angebot' }).click()
    await expect.poll(() => lastStatusChange(phone, id)).toMatchObject({ old: 'neu', new: 'angebot' })
    await card(column(phone, 'angebot'), lastName).waitFor()
    // The keyboard works on the phone too: one column on, out of sight until scrolled to.
    const handle = phone.getByRole('button', { name: `Pia ${lastName} verschieben` })
    await handle.focus()
    await phone.keyboard.press('Space')
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true')
    await phone.keyboard.press('ArrowRight')
    await phone.keyboard.press('Space')
    await expect.poll(() => lastStatusChange(phone, id)).toMatchObject({ old: 'angebot', new: 'eingestellt' })
    await phone.context().close()
  })
})
