import { APPLICANT_TOASTS } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { apiGet, focusedId, phonePage, typeInto, typeIntoLabel } from './person.ts'
import { adminSession } from './session.ts'

/**
 * Forms filled in by hand: numbers typed with a German comma, a fixed field losing its old message,
 * the app's own question before unsaved changes are lost, a named failure, and roles chosen with
 * one click each. Every result is read back through the API.
 */

const admin = adminSession({ noBrowserDialogs: true })

const run = Date.now().toString(36)
const toast = (text: string) => admin.page.locator('.p-toast').getByText(text, { exact: true }).last()
const viewValue = (label: string) =>
  admin.page
    .locator('.profile-value')
    .filter({ has: admin.page.getByText(label, { exact: true }) })
    .locator('dd')
const detail = async (id: number) =>
  (await apiGet<{ applicant: Record<string, unknown> }>(admin.page, baseUrl, `/api/applicant-detail/${id}`))
    .applicant
const HOURS = 'Wochenstunden'
const SALARY = 'Gehaltswunsch (€ brutto/Jahr)'

async function newApplicant(lastName: string): Promise<number> {
  await admin.page.goto(`${baseUrl}/bewerber/0`)
  await typeIntoLabel(admin.page, 'Vorname', 'Nils')
  await typeIntoLabel(admin.page, 'Nachname', lastName)
  await admin.page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
  await toast(APPLICANT_TOASTS.saveSuccessDetail).waitFor()
  await admin.page.waitForURL(/\/bewerber\/[1-9]\d*$/)
  return Number(new URL(admin.page.url()).pathname.split('/').pop())
}

const edit = () => admin.page.getByText('Bearbeiten', { exact: true }).click()
const save = () => admin.page.getByRole('button', { name: 'Speichern' }).click()
/**
 * Saves and waits for this save's answer: the toast of an earlier save may still be on screen, so
 * waiting for the toast alone could read the applicant back before this save arrived.
 */
async function saveAndWait() {
  const answered = admin.page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/applicants\/\d+$/.test(r.url()),
  )
  await save()
  expect((await answered).status()).toBe(200)
}

describe('forms filled in by hand', () => {
  it('weekly hours and salary: typed with a German comma, one format in view and edit', async () => {
    const id = await newApplicant(`Zahlen-${run}`)
    await edit()
    await typeIntoLabel(admin.page, HOURS, '38,5')
    expect(await focusedId(admin.page)).toBe('field-weekly_hours')
    await typeIntoLabel(admin.page, SALARY, '42.500')
    await save()
    await toast(APPLICANT_TOASTS.updateSuccess).waitFor()
    expect(await detail(id)).toMatchObject({ weekly_hours: 38.5, desired_salary: 42500 })
    await viewValue(HOURS).getByText('38,5', { exact: true }).waitFor()
    await viewValue(SALARY).getByText('42.500', { exact: true }).waitFor()

    // Edit shows what the view shows; 30,0 hours read "30", not "30,0".
    await edit()
    expect(await admin.page.getByLabel(HOURS, { exact: true }).inputValue()).toBe('38,5')
    expect(await admin.page.getByLabel(SALARY, { exact: true }).inputValue()).toBe('42.500')
    await typeIntoLabel(admin.page, HOURS, '30,0')
    await admin.page.keyboard.press('Tab')
    expect(await admin.page.getByLabel(HOURS, { exact: true }).inputValue()).toBe('30')

    // A fraction in the whole-number salary is named, not dropped into 425.005.
    await typeIntoLabel(admin.page, SALARY, '42500,5')
    await admin.page.keyboard.press('Tab')
    await admin.page
      .getByText('Bitte eine ganze Zahl ohne Nachkommastellen eingeben.', { exact: true })
      .waitFor()
    await save()
    expect(await focusedId(admin.page)).toBe('field-desired_salary')
    expect((await detail(id)).desired_salary).toBe(42500)
    await typeIntoLabel(admin.page, SALARY, '43000')
    await saveAndWait()
    await toast(APPLICANT_TOASTS.updateSuccess).waitFor()
    expect(await detail(id)).toMatchObject({ weekly_hours: 30, desired_salary: 43000 })
    await viewValue(HOURS).getByText('30', { exact: true }).waitFor()
    await viewValue(SALARY).getByText('43.000', { exact: true }).waitFor()
  })

  it("a field's server message goes as soon as the field is changed", async () => {
    await newApplicant(`Fehler-${run}`)
    await edit()
    await typeIntoLabel(admin.page, 'PLZ', '123')
    await typeIntoLabel(admin.page, 'E-Mail-Adresse', 'keine-adresse')
    await save()
    const plzError = admin.page.locator('#field-postal_code-error')
    await plzError.getByText('Bitte eine fünfstellige Postleitzahl angeben.').waitFor()
    await admin.page.locator('#field-email-error').waitFor()
    await screenshot(admin.page, 'field-errors')
    // Fixing the postal code takes its message away at once; the e-mail's stays until it changes.
    await typeIntoLabel(admin.page, 'PLZ', '12345')
    await plzError.waitFor({ state: 'detached' })
    expect(await admin.page.locator('#field-email-error').count()).toBe(1)
    await typeIntoLabel(admin.page, 'E-Mail-Adresse', `nils.${run}@example.de`)
    await admin.page.locator('#field-email-error').waitFor({ state: 'detached' })
    await save()
    await toast(APPLICANT_TOASTS.updateSuccess).waitFor()
  })

  it('leaving the profile with unsaved changes asks in the app’s dialog', async () => {
    const id = await newApplicant(`Verlassen-${run}`)
    await edit()
    await typeIntoLabel(admin.page, 'Ort', 'Bremen')
    const sidebar = admin.page.getByRole('navigation', { name: 'Hauptnavigation' })
    await sidebar.getByRole('link', { name: 'Statistiken' }).click()
    const ask = admin.page.getByRole('dialog', { name: 'Änderungen verwerfen?' })
    await ask.waitFor()
    await screenshot(admin.page, 'leave-unsaved')
    // "Weiter bearbeiten" has the focus: Enter keeps the person on the form with the typed text.
    await admin.page.keyboard.press('Enter')
    await ask.waitFor({ state: 'detached' })
    expect(new URL(admin.page.url()).pathname).toBe(`/bewerber/${id}`)
    expect(await admin.page.getByLabel('Ort', { exact: true }).inputValue()).toBe('Bremen')

    await sidebar.getByRole('link', { name: 'Statistiken' }).click()
    await ask.getByRole('button', { name: 'Verwerfen' }).click()
    await admin.page.waitForURL(`${baseUrl}/statistiken`)
    expect((await detail(id)).city).toBeNull()
  })

  it('a failed update without a message from the server names what failed', async () => {
    const id = await newApplicant(`Ausfall-${run}`)
    await edit()
    await typeIntoLabel(admin.page, 'Ort', 'Kiel')
    // A proxy in front of the app answers instead of it: a status and its own page, no message.
    await admin.page.route(`**/api/applicants/${id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 413,
            contentType: 'text/html',
            body: '<html><body><h1>413 Request Entity Too Large</h1></body></html>',
          })
        : route.fallback(),
    )
    await save()
    await toast(APPLICANT_TOASTS.updateError).waitFor()
    expect(
      await admin.page.locator('.p-toast').getByText('Anfrage fehlgeschlagen', { exact: false }).count(),
    ).toBe(0)
    await admin.page.unroute(`**/api/applicants/${id}`)
  })

  it('a user is created with one click per role', async () => {
    const roles = async (email: string) => {
      const users = await apiGet<Array<{ email: string; roles: Array<{ name: string }> }>>(
        admin.page,
        baseUrl,
        '/api/users',
      )
      return users
        .find((u) => u.email === email)
        ?.roles.map((r) => r.name)
        .sort()
    }
    const create = async (name: string, email: string, labels: string[]) => {
      await admin.page.goto(`${baseUrl}/user/anlegen`)
      await typeIntoLabel(admin.page, 'Name', name)
      await typeIntoLabel(admin.page, 'E-Mail-Adresse', email)
      const group = admin.page.getByRole('group', { name: 'Rollen' })
      // One click each, on the box or on its label, as a person does.
      for (const [i, label] of labels.entries()) {
        if (i % 2 === 0) await group.getByText(label, { exact: true }).click()
        else await group.getByLabel(new RegExp(`^${label}`)).click()
      }
      for (const label of labels)
        expect(await group.getByLabel(new RegExp(`^${label}`)).isChecked()).toBe(true)
      await screenshot(admin.page, `user-create-${labels.length}`)
      await admin.page.getByRole('button', { name: 'Anlegen und einladen' }).click()
      await toast(`Eine Einladung wurde an ${email} gesendet.`).waitFor()
    }

    const first = `rollen.eins.${run}@example.test`
    await create('Rolf Eins', first, ['Recruiter:in'])
    expect(await roles(first)).toEqual(['recruiter'])
    const second = `rollen.zwei.${run}@example.test`
    await create('Rita Zwei', second, ['Administrator:in', 'Leser:in'])
    expect(await roles(second)).toEqual(['admin', 'viewer'])

    // Without any role the form says so at the roles.
    await admin.page.goto(`${baseUrl}/user/anlegen`)
    await typeIntoLabel(admin.page, 'Name', 'Ohne Rolle')
    await typeIntoLabel(admin.page, 'E-Mail-Adresse', `ohne.rolle.${run}@example.test`)
    await admin.page.getByRole('button', { name: 'Anlegen und einladen' }).click()
    await admin.page.getByText('Bitte mindestens eine Rolle wählen.', { exact: true }).waitFor()
    // Choosing one takes the message away before the next try.
    await admin.page.getByRole('group', { name: 'Rollen' }).getByText('Leser:in', { exact: true }).click()
    await admin.page.getByText('Bitte mindestens eine Rolle wählen.').waitFor({ state: 'detached' })

    const phone = await phonePage(admin.browser)
    await admin.logIn(phone)
    await phone.goto(`${baseUrl}/user/anlegen`)
    await phone.getByLabel('Name', { exact: true }).waitFor()
    await typeInto(phone.getByLabel('Name', { exact: true }), 'Paula Telefon')
    await phone.getByRole('group', { name: 'Rollen' }).getByText('Recruiter:in', { exact: true }).tap()
    expect(await phone.getByLabel(/^Recruiter:in/).isChecked()).toBe(true)
    await screenshot(phone, 'user-create-phone')
    await phone.context().close()
  })
})
