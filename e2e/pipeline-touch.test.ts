import { resolve } from 'node:path'
import type { CDPSession, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { publishedJob } from '../apps/server/src/test/careers.ts'
import { baseUrl } from './own-server.ts'
import { adminSession } from './session.ts'
import { api, unique } from './staff.ts'

/**
 * The board under a finger, with the touch events a real screen sends (touchstart, touchmove,
 * touchend through Chromium's input pipeline, not synthetic DOM events): a card is picked up by a
 * press of more than 250 ms and carried into another column; a quick swipe over a card scrolls the
 * columns instead and moves nothing. On a tablet with several columns in sight and on a 390 px phone,
 * where the next column comes into sight as the card is held at the edge.
 */
const admin = adminSession()

interface HistoryEntry {
  action: string
  changes: Array<{ field: string; old: unknown; new: unknown }>
}

const TABLET = { width: 820, height: 1180 }
const PHONE = { width: 390, height: 844 }

async function touchPage(viewport: { width: number; height: number }) {
  const context = await admin.browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await admin.logIn(page)
  return page
}

/** A published job of its own, so the board narrowed to it shows only this file's cards. */
async function newJob(page: Page) {
  const job = await api<{ slug: string }>(
    page,
    'POST',
    '/api/jobs',
    publishedJob({ title: `Pflegekraft Touch ${unique()}`, location: 'Leipzig' }),
  )
  return job.slug
}

async function newApplicantIn(page: Page, job: string, lastName: string, status = 'neu') {
  const created = await api<{ id: number }>(page, 'POST', '/api/applicants', {
    salutation: 'frau',
    first_name: 'Jördis',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.de`,
    profession_group: 'pflege',
    job,
    status,
    confirm_duplicate: true,
  })
  return created.id
}

const column = (page: Page, status: string) => page.locator(`section.board-column[data-status="${status}"]`)
const card = (scope: Page | Locator, name: string) => scope.locator('article.board-card', { hasText: name })

const statusOf = async (page: Page, id: number) =>
  (await api<{ status: string }>(page, 'GET', `/api/applicants/${id}`)).status
const statusChanges = async (page: Page, id: number) =>
  (await api<HistoryEntry[]>(page, 'GET', `/api/history/${id}`))
    .filter((h) => h.action === 'status_changed')
    .map((h) => h.changes.find((c) => c.field === 'status'))

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** One finger on the screen, driven through the DevTools protocol as a touch screen drives Chromium. */
async function finger(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  let at = { x: 0, y: 0 }
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y), id: 1 }] : [],
    })
  return {
    async down(point: { x: number; y: number }) {
      at = point
      await send('touchStart', point)
    },
    /** Moves in `steps` even steps, `stepMs` apart. */
    async move(to: { x: number; y: number }, steps: number, stepMs: number) {
      const from = at
      for (let i = 1; i <= steps; i++) {
        at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }
        await send('touchMove', at)
        await pause(stepMs)
      }
    },
    async up() {
      await send('touchEnd')
      await cdp.detach()
    },
  }
}

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on the screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The card's name region: a press there is on the card, not on its handle or menu. */
async function pressPointOf(target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error('card not on the screen')
  return { x: box.x + 60, y: box.y + box.height / 2 }
}

async function screenshotNow(page: Page, name: string) {
  // Not a full-page shot: that resizes the page for a moment, and a resize ends a drag.
  await page.screenshot({ path: resolve(import.meta.dirname, 'screenshots', `${name}.png`) })
}

async function openBoard(page: Page, job: string, lastName: string, status: string) {
  await page.goto(`${baseUrl}/pipeline?stelle=${job}`)
  await card(column(page, status), lastName).waitFor()
}

describe('pipeline board by touch', () => {
  it('on a tablet: a long press picks a card up and carries it into the next column', async () => {
    const page = await touchPage(TABLET)
    const job = await newJob(page)
    const lastName = `Tippzug${unique()}`
    const id = await newApplicantIn(page, job, lastName)
    await openBoard(page, job, lastName, 'neu')
    const target = column(page, 'in-pruefung')
    const targetBox = await target.boundingBox()
    expect(targetBox && targetBox.x + targetBox.width <= TABLET.width).toBe(true)

    const touch = await finger(page)
    await touch.down(await pressPointOf(card(column(page, 'neu'), lastName)))
    await pause(400)
    const drop = await centreOf(target)
    await touch.move({ x: drop.x, y: drop.y - 100 }, 12, 30)
    await page.locator('.board-card--overlay').waitFor()
    await expect.poll(() => target.getAttribute('class')).toContain('board-column--over')
    await screenshotNow(page, 'pipeline-touch-drag')
    await touch.up()

    await card(target, lastName).waitFor()
    await expect.poll(() => statusOf(page, id)).toBe('in-pruefung')
    expect(await statusChanges(page, id)).toEqual([
      expect.objectContaining({ old: 'neu', new: 'in-pruefung' }),
    ])
    await page.context().close()
  })

  it('on a tablet: a quick swipe over a card scrolls the columns and moves nothing', async () => {
    const page = await touchPage(TABLET)
    const job = await newJob(page)
    const lastName = `Wischer${unique()}`
    // In the third column: a swipe to the left, taken for a drag, would drop it into the second.
    const id = await newApplicantIn(page, job, lastName, 'kontaktiert')
    await openBoard(page, job, lastName, 'kontaktiert')
    const board = page.locator('.board')
    expect(await board.evaluate((b) => b.scrollLeft)).toBe(0)

    const touch = await finger(page)
    const start = await pressPointOf(card(column(page, 'kontaktiert'), lastName))
    await touch.down(start)
    await touch.move({ x: start.x - 300, y: start.y }, 6, 16)
    await touch.up()

    await expect.poll(() => board.evaluate((b) => b.scrollLeft)).toBeGreaterThan(100)
    expect(await page.locator('.board-card--overlay').count()).toBe(0)
    // Time enough for a move to have been sent, had the swipe picked the card up.
    await pause(1_000)
    expect(await statusOf(page, id)).toBe('kontaktiert')
    expect(await statusChanges(page, id)).toEqual([])
    await card(column(page, 'kontaktiert'), lastName).waitFor()
    await page.context().close()
  })

  it('on a 390 px phone: a card nudged to the edge brings the next column into sight and goes there', async () => {
    const page = await touchPage(PHONE)
    const job = await newJob(page)
    const lastName = `Handzug${unique()}`
    const id = await newApplicantIn(page, job, lastName)
    await openBoard(page, job, lastName, 'neu')
    const board = page.locator('.board')
    const scrolled = () => board.evaluate((b) => b.scrollLeft)
    const next = column(page, 'in-pruefung')
    const nextBox = await next.boundingBox()
    expect(nextBox?.x).toBeGreaterThan(PHONE.width - 40)

    const touch = await finger(page)
    const start = await pressPointOf(card(column(page, 'neu'), lastName))
    const middle = { x: PHONE.width / 2, y: start.y + 40 }
    await touch.down(start)
    await pause(400)
    await touch.move(middle, 6, 30)
    await page.locator('.board-card--overlay').waitFor()
    // Near the right edge the board scrolls under the held card; a person watches the next column
    // come and takes the finger back to the middle once it is there.
    for (let i = 0; i < 40 && (await scrolled()) < 220; i++) {
      await touch.move({ x: PHONE.width - 60, y: middle.y }, 1, 100)
      await touch.move(middle, 1, 50)
    }
    await expect.poll(() => next.getAttribute('class')).toContain('board-column--over')
    await screenshotNow(page, 'pipeline-touch-phone')
    await touch.up()

    await expect.poll(() => statusOf(page, id)).toBe('in-pruefung')
    expect(await statusChanges(page, id)).toEqual([
      expect.objectContaining({ old: 'neu', new: 'in-pruefung' }),
    ])
    await card(column(page, 'in-pruefung'), lastName).waitFor()
    await page.context().close()
  })
})
