import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { simpleParser } from 'mailparser'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Debian's Chromium, with the flags that keep it off the (closed) network; Playwright gives it a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A page as a German recruiter's browser has it: de-DE, Berlin time, a laptop screen, its own cookies. */
export async function germanPage(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport })
  return context.newPage()
}

/**
 * Closes a context without letting a test's teardown hang on it: now and then Chromium never answers
 * the close of a context whose pages run on a test clock. The browser's own close at the end of the
 * file ends such a context anyway, so after a while the test goes on and says so.
 */
export async function closeContext(context: BrowserContext | undefined, timeoutMs = 15_000) {
  if (!context) return
  let timer: NodeJS.Timeout | undefined
  const gaveUp = new Promise<'gave up'>((resolve) => {
    timer = setTimeout(() => resolve('gave up'), timeoutMs)
  })
  const outcome = await Promise.race([context.close().then(() => 'closed' as const), gaveUp])
  clearTimeout(timer)
  if (outcome === 'gave up') {
    const open = context.pages().map((page) => page.url())
    process.stderr.write(
      `context (${open.join(', ')}) did not close within ${timeoutMs} ms; left to the browser's close\n`,
    )
  }
}

/** Screenshots for people to look at; not compared by the tests. */
export async function screenshot(page: Page, name: string) {
  const dir = resolve(import.meta.dirname, 'screenshots')
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true })
}

/** The newest mail the server wrote to DATA_DIR/mail (no SMTP_URL in the e2e server). */
export async function newestMail(dataDir: string, subject: string, timeoutMs = 10_000) {
  const dir = join(dataDir, 'mail')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    let files: string[] = []
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse()
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)))
      if (mail.subject === subject) return mail
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail "${subject}" in ${dir}`)
}

/** The server's answer to the next login the page sends (start waiting before the submit). */
export const loginAnswer = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login-user')

/**
 * Logs in through the form with the first of `passwords` the server takes (the auth suite may have
 * reset the admin's): the login's own answer tells at once whether to try the next one.
 */
export async function logInAdmin(page: Page, baseUrl: string, email: string, passwords: string[]) {
  const refused: number[] = []
  for (const password of passwords) {
    await page.goto(`${baseUrl}/login`)
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill(password)
    const answer = loginAnswer(page)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    const response = await answer
    if (response.ok()) {
      await page.waitForURL(`${baseUrl}/`)
      return
    }
    refused.push(response.status())
  }
  throw new Error(`login of ${email} failed (answers ${refused.join(', ')})`)
}

/** The new password the auth suite sets through the reset flow. */
export const RESET_PASSWORD = 'Neues Passwort für Ärzte 2026'

/** Creates an applicant through the profile form, as a recruiter does; returns the new id. */
export async function createApplicantInForm(
  page: Page,
  baseUrl: string,
  fields: { salutation: string; firstName: string; lastName: string; email: string },
): Promise<number> {
  await page.goto(`${baseUrl}/bewerber/0`)
  await page.locator('.p-dropdown:has(#field-salutation)').click()
  await page.getByRole('option', { name: fields.salutation }).click()
  await page.getByLabel('Vorname').fill(fields.firstName)
  await page.getByLabel('Nachname').fill(fields.lastName)
  await page.getByLabel('E-Mail-Adresse').fill(fields.email)
  await page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
  await page.waitForURL(/\/bewerber\/[1-9]\d*$/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** A mutation as the SPA sends it: the CSRF cookie first, then its value as X-XSRF-TOKEN. */
export async function apiMutation(
  page: Page,
  baseUrl: string,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
) {
  await page.request.get(`${baseUrl}/sanctum/csrf-cookie`)
  const cookies = await page.context().cookies(baseUrl)
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  return page.request.fetch(`${baseUrl}${path}`, { method, data: body, headers: { 'X-XSRF-TOKEN': token } })
}
