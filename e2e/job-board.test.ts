import { resolve } from 'node:path'
import { jobOverviewHref } from '@bb/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './browser.ts'
import { goBack, phonePage } from './person.ts'
import { adminSession } from './session.ts'
import { api, baseUrl, unique } from './staff.ts'

/**
 * Jobs in the overview: a person narrows the overview to one job through the table's filter menu
 * (kept through Back and reload), opens a job's list from the navigation with its live count,
 * reads the statistics per job, and follows a job; then the API says the same.
 */
const admin = adminSession()

const token = `Brett${unique()}`
const titleA = `Pflegefachkraft Brett ${token}`
const titleB = `Lagerist Brett ${token}`
interface Job {
  id: number
  slug: string
  following: boolean
}
const jobs: Record<'a' | 'b', Job> = {} as never

/** The names of this file's applicants in the rows shown. */
async function shownNames(p: Page): Promise<string[]> {
  const text = await p.locator('tbody').innerText()
  return (text.match(new RegExp(`${token}[A-Z]\\d`, 'g')) ?? []).sort()
}
const waitForNames = (p: Page, names: string[]) =>
  expect.poll(() => shownNames(p), { timeout: 10_000 }).toEqual(names)
const tableShown = (p: Page) => p.getByText(/^sortiert nach /).waitFor()
/** The column chooser itself, not the placeholder of the same size shown while its code loads. */
const COLUMN_CHOOSER = '.p-multiselect.table-header__columns'
/** Where a screenshot of the visible part goes (the shell scrolls inside, so a full page shows its top). */
const inView = (name: string) => resolve(import.meta.dirname, 'screenshots', `${name}.png`)
const nav = (p: Page) => p.getByRole('navigation', { name: 'Hauptnavigation' })

async function createJob(title: string): Promise<Job> {
  return api<Job>(admin.page, 'POST', '/api/jobs', {
    title,
    profession_group: 'logistik',
    location: 'Dortmund',
    employment_type: 'vollzeit',
    state: 'veroeffentlicht',
  })
}

describe('jobs in the overview', () => {
  it('set-up: two published jobs, three applicants for one and two for the other', async () => {
    jobs.a = await createJob(titleA)
    jobs.b = await createJob(titleB)
    const people: Array<[string, Job]> = [
      ['A1', jobs.a],
      ['A2', jobs.a],
      ['A3', jobs.a],
      ['B1', jobs.b],
      ['B2', jobs.b],
    ]
    for (const [suffix, job] of people)
      await api(admin.page, 'POST', '/api/applicants', {
        first_name: 'Mia',
        last_name: `${token}${suffix}`,
        job: job.slug,
        confirm_duplicate: true,
      })
  })

  it('filters the overview by a job through the menu, and keeps it through Back and reload', async () => {
    const page = admin.page
    await page.goto(`${baseUrl}/?filter=name:beginnt:${token}`)
    await tableShown(page)
    await waitForNames(
      page,
      ['A1', 'A2', 'A3', 'B1', 'B2'].map((s) => `${token}${s}`),
    )
    const unfiltered = page.url()

    // The optional column „Stelle“ is chosen, then its filter menu opened from the keyboard.
    await page.locator(COLUMN_CHOOSER).click()
    await page.getByRole('option', { name: 'Stelle', exact: true }).click()
    await page.keyboard.press('Escape')
    const header = page.getByRole('columnheader', { name: /Stelle/ })
    await header.getByRole('button', { name: /Filter/ }).focus()
    await page.keyboard.press('Enter')
    const menu = page.locator('.p-column-filter-overlay')
    await menu.getByRole('button', { name: 'Akzeptieren' }).waitFor()
    expect(await menu.locator('.p-column-filter-matchmode-dropdown').innerText()).toContain('Gleich')
    await menu.locator('.p-dropdown.p-column-filter').click()
    await page.getByRole('option', { name: titleA, exact: true }).click()
    await screenshot(page, 'job-board-filter-menu')
    await menu.getByRole('button', { name: 'Akzeptieren' }).click()
    await page.waitForURL(/stelle:gleich:/)
    expect(new URL(page.url()).searchParams.getAll('filter')).toContain(`stelle:gleich:${jobs.a.slug}`)
    await waitForNames(
      page,
      ['A1', 'A2', 'A3'].map((s) => `${token}${s}`),
    )
    expect(await page.getByRole('row', { name: new RegExp(`${token}A1`) }).innerText()).toContain(titleA)
    await screenshot(page, 'job-board-overview-filtered')
    const filtered = page.url()

    await goBack(page)
    await page.waitForURL(unfiltered)
    await waitForNames(
      page,
      ['A1', 'A2', 'A3', 'B1', 'B2'].map((s) => `${token}${s}`),
    )
    await page.goForward()
    await page.waitForURL(filtered)
    await waitForNames(
      page,
      ['A1', 'A2', 'A3'].map((s) => `${token}${s}`),
    )
    await page.reload()
    await waitForNames(
      page,
      ['A1', 'A2', 'A3'].map((s) => `${token}${s}`),
    )
    expect(page.url()).toBe(filtered)
    // The filtered column shows its rule as active after the reload, and the menu holds the job.
    const button = page.getByRole('columnheader', { name: /Stelle/ }).getByRole('button', { name: /Filter/ })
    expect(await button.getAttribute('class')).toContain('p-column-filter-menu-button-active')

    // „Eingang“ beside it: staff typed these in (manuell); none came by e-mail.
    await page.locator(COLUMN_CHOOSER).click()
    await page.getByRole('option', { name: 'Eingang', exact: true }).click()
    await page.keyboard.press('Escape')
    await page
      .getByRole('columnheader', { name: /Eingang/ })
      .getByRole('button', { name: /Filter/ })
      .click()
    await menu.locator('.p-column-filter.p-dropdown').click()
    await page.getByRole('option', { name: 'E-Mail', exact: true }).click()
    await menu.getByRole('button', { name: 'Akzeptieren' }).click()
    await page.waitForURL(/eingang:gleich:email/)
    await page.getByText('Keine Bewerber:innen passen zu diesen Filtern.').waitFor()
    await goBack(page)
    await page.waitForURL(filtered)
    await waitForNames(
      page,
      ['A1', 'A2', 'A3'].map((s) => `${token}${s}`),
    )
    expect(await page.getByRole('row', { name: new RegExp(`${token}A1`) }).innerText()).toContain('Manuell')
  })

  it('opens a job’s list from the navigation, with its live count, as an address that reloads', async () => {
    const page = admin.page
    await page.goto(`${baseUrl}/`)
    await tableShown(page)
    const item = nav(page).getByRole('link', { name: new RegExp(titleB) })
    await expect.poll(() => item.innerText()).toMatch(/\b2$/)
    // With jobs listed, every item of a fresh installation still shows at 1440×900 without a
    // scroll; the jobs follow in the scrolling lists (the click below scrolls to one).
    const hidden = await nav(page)
      .getByRole('link')
      .evaluateAll((all) =>
        all
          .filter((a) => !/^\/(\?filter=stelle:|ansichten\/)/.test(a.getAttribute('href') ?? ''))
          .filter((a) => {
            const box = a.getBoundingClientRect()
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            return box.top < 0 || box.bottom > window.innerHeight || !hit || !a.contains(hit)
          })
          .map((a) => a.textContent),
      )
    expect(hidden).toEqual([])
    await item.click()
    await page.waitForURL(`${baseUrl}${jobOverviewHref(jobs.b.slug)}`)
    await waitForNames(
      page,
      ['B1', 'B2'].map((s) => `${token}${s}`),
    )
    expect(await item.getAttribute('aria-current')).toBe('page')
    expect(
      await nav(page)
        .getByRole('link', { name: /^Übersicht/ })
        .getAttribute('aria-current'),
    ).not.toBe('page')
    await screenshot(page, 'job-board-sidebar-job')
    await page.reload()
    await waitForNames(
      page,
      ['B1', 'B2'].map((s) => `${token}${s}`),
    )
    expect(
      await nav(page)
        .getByRole('link', { name: new RegExp(titleB) })
        .getAttribute('aria-current'),
    ).toBe('page')

    // A new applicant for the job shows in its count on the next poll.
    await api(admin.page, 'POST', '/api/applicants', {
      first_name: 'Mia',
      last_name: `${token}B3`,
      job: jobs.b.slug,
      confirm_duplicate: true,
    })
    await expect
      .poll(
        () =>
          nav(page)
            .getByRole('link', { name: new RegExp(titleB) })
            .innerText(),
        { timeout: 15_000 },
      )
      .toMatch(/\b3$/)
    await waitForNames(
      page,
      ['B1', 'B2', 'B3'].map((s) => `${token}${s}`),
    )
    const state = await api<{ sidebarItems: { original: Array<{ slug: string; count: number | null }> } }>(
      page,
      'GET',
      '/api/ui-state',
    )
    expect(state.sidebarItems.original.find((i) => i.slug === `stelle-${jobs.b.slug}`)?.count).toBe(3)
  })

  it('shows the statistics per job and per channel as tables', async () => {
    const page = admin.page
    await nav(page).getByRole('link', { name: 'Statistiken', exact: true }).click()
    await page.getByRole('heading', { name: 'Statistiken', level: 1 }).waitFor()
    const byJob = page.getByRole('region', { name: 'Bewerbungen nach Stelle', exact: true })
    const row = byJob.getByRole('row', { name: new RegExp(titleA) })
    await row.waitFor()
    const cells = (await row.getByRole('cell').allInnerTexts()).map((c) => c.replace(/\s/g, ' '))
    // Bewerbungen, Vorstellungsgespräch, Anteil, Eingestellt, Anteil, Median
    expect(cells).toEqual(['3', '0', '0 %', '0', '0 %', '–'])
    const byChannel = page.getByRole('region', { name: 'Bewerbungen nach Eingangsweg', exact: true })
    await byChannel.getByRole('rowheader', { name: 'Karriereseite' }).waitFor()
    await byJob.scrollIntoViewIfNeeded()
    await page.screenshot({ path: inView('job-board-statistics') })
    const intake = await api<{ by_job: Array<{ key: string; applications: number }> }>(
      page,
      'GET',
      '/api/statistics/intake',
    )
    expect(intake.by_job.find((r) => r.key === jobs.b.slug)?.applications).toBe(3)
  })

  it('follows a job from its page, and the job says so after a reload', async () => {
    const page = admin.page
    await nav(page).getByRole('link', { name: 'Stellen', exact: true }).click()
    await page.getByRole('row').filter({ hasText: titleA }).getByRole('link', { name: titleA }).click()
    await page.waitForURL(`${baseUrl}/stellen/${jobs.a.id}`)
    const follow = page.getByRole('button', { name: 'Folgen' })
    expect(await follow.getAttribute('aria-pressed')).toBe('false')
    await follow.focus()
    await page.keyboard.press('Enter')
    const followed = page.getByRole('button', { name: 'Gefolgt' })
    await followed.waitFor()
    expect(await followed.getAttribute('aria-pressed')).toBe('true')
    expect((await api<Job>(page, 'GET', `/api/jobs/${jobs.a.id}`)).following).toBe(true)
    await expect.poll(() => followed.isEnabled()).toBe(true)
    await screenshot(page, 'job-board-job-followed')
    await page.reload()
    await page.getByRole('button', { name: 'Gefolgt' }).waitFor()
    expect((await api<Job>(page, 'GET', `/api/jobs/${jobs.b.id}`)).following).toBe(false)
  })

  it('on a 390 px phone: the filtered overview, the navigation’s jobs, the statistics and the job page fit', async () => {
    const phone = await phonePage(admin.browser)
    await admin.logIn(phone)
    await phone.goto(`${baseUrl}${jobOverviewHref(jobs.a.slug)}`)
    await waitForNames(
      phone,
      ['A1', 'A2', 'A3'].map((s) => `${token}${s}`),
    )
    // A fresh browser chose no optional column: the job shows because the list is filtered by it.
    expect(await phone.locator('tbody tr').first().innerText()).toContain(titleA)
    const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await screenshot(phone, 'job-board-phone-overview')

    await phone
      .getByRole('button', { name: /Navigation|Menü/ })
      .first()
      .click()
    const item = nav(phone).getByRole('link', { name: new RegExp(titleB) })
    await item.scrollIntoViewIfNeeded()
    await screenshot(phone, 'job-board-phone-navigation')
    await item.click()
    await phone.waitForURL(`${baseUrl}${jobOverviewHref(jobs.b.slug)}`)
    await waitForNames(
      phone,
      ['B1', 'B2', 'B3'].map((s) => `${token}${s}`),
    )

    for (const path of ['/statistiken', `/stellen/${jobs.a.id}`]) {
      await phone.goto(`${baseUrl}${path}`)
      await phone.getByRole('heading', { level: 1 }).waitFor()
      const shown =
        path === '/statistiken'
          ? phone.getByRole('region', { name: 'Bewerbungen nach Stelle', exact: true })
          : phone.getByRole('button', { name: 'Gefolgt' })
      await shown.scrollIntoViewIfNeeded()
      expect(await overflow(), path).toBeLessThanOrEqual(0)
      // The page scrolls inside the shell: what is in view, not the whole document.
      await phone.screenshot({ path: inView(`job-board-phone${path.replaceAll('/', '-')}`) })
    }
    await phone.context().close()
  })
})
