import { DOCUMENT_TOASTS } from '@bb/shared'
import { describe, expect, it } from 'vitest'
import { screenshot } from './browser.ts'
import { baseUrl } from './own-server.ts'
import { adminSession } from './session.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
  'hex',
)

const admin = adminSession()

describe('documents in Chromium', () => {
  it('uploads several files, previews, renames, downloads and deletes', async () => {
    await admin.page.goto(`${baseUrl}/bewerber/0`)
    await admin.page.getByLabel('Vorname').fill('Doris')
    await admin.page.getByLabel('Nachname').fill('Dokumenttest')
    await admin.page.getByRole('button', { name: 'Bewerber:in anlegen' }).click()
    await admin.page.waitForURL(/\/bewerber\/[1-9]\d*$/)
    const id = Number(new URL(admin.page.url()).pathname.split('/').pop())

    await admin.page.goto(`${baseUrl}/bewerber/${id}/dokumente`)
    // drag and drop of a PDF onto the drop zone
    const dataTransfer = await admin.page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer()
        transfer.items.add(
          new File([new Uint8Array(bytes)], 'Lebenslauf Müller.pdf', { type: 'application/pdf' }),
        )
        return transfer
      },
      [...PDF],
    )
    const zone = admin.page.getByRole('region', { name: 'Dateien hochladen' })
    await zone.dispatchEvent('dragover', { dataTransfer })
    await zone.dispatchEvent('drop', { dataTransfer })
    await admin.page.getByRole('cell', { name: 'Lebenslauf Müller.pdf', exact: true }).waitFor()
    await admin.page.locator('input[type=file]').setInputFiles([
      { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
      { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ])
    await admin.page.getByRole('cell', { name: 'foto.png', exact: true }).waitFor()
    await admin.page.getByRole('alert').filter({ hasText: 'nicht erlaubt' }).waitFor()
    await screenshot(admin.page, 'documents')

    await admin.page.getByRole('button', { name: 'Vorschau foto.png' }).click()
    await admin.page.getByRole('dialog').getByRole('img', { name: 'foto.png' }).waitFor()
    await admin.page.keyboard.press('Escape')

    await admin.page.getByRole('button', { name: 'Bearbeiten foto.png' }).click()
    await admin.page.getByLabel('Dateiname').fill('Passfoto')
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await admin.page.locator('.p-toast').getByText(DOCUMENT_TOASTS.updateSuccess, { exact: true }).waitFor()
    await admin.page.getByRole('cell', { name: 'Passfoto.png', exact: true }).waitFor()

    const link = admin.page.getByRole('link', { name: 'Herunterladen Lebenslauf Müller.pdf' })
    const response = await admin.page.request.get(
      new URL((await link.getAttribute('href')) ?? '', baseUrl).toString(),
    )
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toContain(
      "filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf",
    )
    expect(Buffer.from(await response.body()).equals(PDF)).toBe(true)

    await admin.page.getByRole('button', { name: 'Löschen Passfoto.png' }).click()
    await admin.page.getByRole('button', { name: 'Löschen', exact: true }).click()
    await admin.page.getByRole('cell', { name: 'Passfoto.png', exact: true }).waitFor({ state: 'detached' })
  })
})
