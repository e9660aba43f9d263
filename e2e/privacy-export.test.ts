import { readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiMutation, screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { apiGet, phonePage } from './person.ts'
import { adminSession } from './session.ts'

const admin = adminSession()

/**
 * Text colour against the colour actually behind it (the element's own background, or the first
 * ancestor's that is not transparent), as WCAG 2.1 computes contrast.
 */
function contrastOf(element: Element): { ratio: number; color: string; background: string } {
  const rgba = (value: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number)
    return { r, g, b, a: value.startsWith('rgba') ? a : 1 }
  }
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  // Layers from the element outwards, blended over white where nothing opaque is found.
  const layers: Array<{ r: number; g: number; b: number; a: number }> = []
  for (let node: Element | null = element; node; node = node.parentElement) {
    const bg = rgba(getComputedStyle(node).backgroundColor)
    if (bg.a > 0) layers.push(bg)
    if (bg.a >= 1) break
  }
  let behind = { r: 255, g: 255, b: 255 }
  for (const layer of layers.reverse()) {
    behind = {
      r: layer.r * layer.a + behind.r * (1 - layer.a),
      g: layer.g * layer.a + behind.g * (1 - layer.a),
      b: layer.b * layer.a + behind.b * (1 - layer.a),
    }
  }
  const text = rgba(getComputedStyle(element).color)
  const fg = {
    r: text.r * text.a + behind.r * (1 - text.a),
    g: text.g * text.a + behind.g * (1 - text.a),
    b: text.b * text.a + behind.b * (1 - text.a),
  }
  const [hi, lo] = [luminance(fg), luminance(behind)].sort((x, y) => y - x) as [number, number]
  return {
    ratio: (hi + 0.05) / (lo + 0.05),
    color: getComputedStyle(element).color,
    background: `rgb(${behind.r}, ${behind.g}, ${behind.b})`,
  }
}

const contrast = (locator: Locator) => locator.evaluate(contrastOf)

async function createApplicant(lastName: string): Promise<number> {
  const response = await apiMutation(admin.page, baseUrl, 'POST', '/api/applicants', {
    salutation: 'frau',
    first_name: 'Doris',
    last_name: lastName,
    email: `${lastName.toLowerCase()}@example.de`,
    birth_date: '1988-03-09',
    city: 'Köln',
    profession_group: 'pflege',
    confirm_duplicate: true,
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

describe('DSGVO export on the status page', () => {
  it('shows a readable export button, downloads the ZIP with German keys and a LIESMICH', async () => {
    const lastName = `Auskunft${Date.now()}`
    const id = await createApplicant(lastName)
    await admin.page.goto(`${baseUrl}/bewerber/${id}/status`)
    const card = admin.page.getByRole('region', { name: 'Datenschutz' })
    const exportLink = card.getByRole('link', { name: 'Datenauskunft herunterladen' })
    const eraseButton = card.getByRole('button', { name: 'Sofort endgültig löschen (Art. 17)' })
    await exportLink.waitFor()
    expect(await exportLink.isVisible()).toBe(true)
    for (const control of [exportLink, eraseButton]) {
      const measured = await contrast(control)
      expect(measured.ratio, JSON.stringify(measured)).toBeGreaterThanOrEqual(4.5)
    }
    await card.scrollIntoViewIfNeeded()
    await screenshot(admin.page, 'privacy-export-status-1440')

    const [download] = await Promise.all([admin.page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^bewerber-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`))
    const files = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)))
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['LIESMICH.txt', 'bewerber.json']))
    const data = JSON.parse(strFromU8(files['bewerber.json']!))
    expect(data.Profil).toMatchObject({
      Vorname: 'Doris',
      Nachname: lastName,
      Anrede: 'Frau',
      Geburtsdatum: '09.03.1988 (1988-03-09)',
      Berufsgruppe: 'Pflege & Gesundheit',
    })
    expect(data.Verlauf[0].Was).toBe('Angelegt')
    expect(strFromU8(files['LIESMICH.txt']!)).toContain('Ihre Rechte')

    // The download is in the audit log, as a person sees it under Einstellungen.
    const log = await apiGet<{ data: Array<{ action: string; target: string }> }>(
      admin.page,
      baseUrl,
      '/api/audit-log?per_page=50',
    )
    expect(log.data).toContainEqual(
      expect.objectContaining({ action: 'applicant_exported', target: `applicant:${id}` }),
    )
  })

  it('shows both privacy buttons readable on a phone', async () => {
    const id = await createApplicant(`Telefon${Date.now()}`)
    const phone = await phonePage(admin.browser)
    await phone.context().addCookies(await admin.page.context().cookies())
    await phone.goto(`${baseUrl}/bewerber/${id}/status`)
    const card = phone.getByRole('region', { name: 'Datenschutz' })
    const exportLink = card.getByRole('link', { name: 'Datenauskunft herunterladen' })
    await exportLink.waitFor()
    await card.scrollIntoViewIfNeeded()
    expect((await contrast(exportLink)).ratio).toBeGreaterThanOrEqual(4.5)
    await screenshot(phone, 'privacy-export-status-390')
    await phone.context().close()
  })

  it('every button variant and severity, as a button and as a link, is readable (WCAG AA)', async () => {
    const id = await createApplicant(`Varianten${Date.now()}`)
    await admin.page.goto(`${baseUrl}/bewerber/${id}/status`)
    await admin.page.getByRole('region', { name: 'Datenschutz' }).waitFor()
    // The app's own classes on plain elements in the real page, so the real cascade decides.
    const failures = await admin.page.evaluate((measure) => {
      const contrastOf = new Function(`return (${measure})`)() as (e: Element) => {
        ratio: number
        color: string
        background: string
      }
      const host = document.querySelector('.privacy-card') ?? document.body
      const severities = ['', 'secondary', 'success', 'info', 'warning', 'help', 'danger', 'contrast']
      const variants = ['', 'p-button-outlined', 'p-button-text']
      const found: string[] = []
      for (const tag of ['button', 'a']) {
        for (const severity of severities) {
          for (const variant of variants) {
            const el = document.createElement(tag)
            el.className = ['p-button', 'p-component', severity && `p-button-${severity}`, variant]
              .filter(Boolean)
              .join(' ')
            if (tag === 'a') el.setAttribute('href', '#')
            el.textContent = 'Probe'
            host.appendChild(el)
            const result = contrastOf(el)
            if (result.ratio < 4.5)
              found.push(`${tag}.${el.className}: ${result.color} on ${result.background}`)
            el.remove()
          }
        }
      }
      return found
    }, contrastOf.toString())
    expect(failures).toEqual([])
  })
})
