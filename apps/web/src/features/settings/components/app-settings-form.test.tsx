import { appSettings, updateSettingsBody } from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { settings } from '../../../test/fixtures.ts'
import { messageUnder, renderScreen } from '../../../test/render.tsx'
import { AppSettingsForm } from './app-settings-form.tsx'

const SENDER_HINT =
  'Bitte eine Absenderadresse wie jobs@firma.de oder „Firma GmbH Recruiting <jobs@firma.de>“ angeben.'

/** The settings as the server keeps them: a save answers the new settings with a higher version. */
function serve() {
  const sent: Array<z.input<typeof updateSettingsBody>> = []
  apiServer.use(
    apiMock.put(
      '/api/settings',
      appSettings,
      ({ body }) => {
        sent.push(body)
        const categories = body.document_categories.map((c, i) => ({ id: c.id ?? 10 + i, name: c.name }))
        return { ...settings, ...body, document_categories: categories, version: 4 }
      },
      { body: updateSettingsBody },
    ),
  )
  return sent
}

const open = () => renderScreen(<AppSettingsForm settings={appSettings.parse(settings)} />)
const save = async (user: ReturnType<typeof open>['user']) =>
  user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }))

describe('application settings form', () => {
  it('saves every setting as one body: a new group gets its slug from its label, a renamed one keeps its own', async () => {
    const sent = serve()
    const { user } = open()
    const company = screen.getByLabelText('Firmenname')
    await user.clear(company)
    await user.type(company, 'Pflege Nord')
    const limit = screen.getByLabelText('Höchstgröße je Dokument (MB)')
    await user.clear(limit)
    await user.type(limit, '25')
    await user.click(screen.getByRole('button', { name: 'Status In Prüfung nach oben' }))

    const firstGroup = screen.getByLabelText('Bezeichnung von Berufsgruppe 1')
    await user.clear(firstGroup)
    await user.type(firstGroup, 'Pflege')
    await user.click(screen.getByRole('button', { name: 'Berufsgruppe hinzufügen' }))
    await user.type(screen.getByLabelText('Bezeichnung von Berufsgruppe 3'), 'Gärten & Forst')
    await user.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }))
    await user.type(screen.getByLabelText('Name von Kategorie 3'), 'Arbeitsprobe')
    await user.click(screen.getByRole('switch', { name: 'Nach Ablauf der Frist automatisch (täglich)' }))
    await user.click(screen.getByRole('button', { name: 'löschen' }))
    await save(user)

    expect(await screen.findByText('Die Einstellungen gelten jetzt für alle.')).toBeTruthy()
    expect(sent).toEqual([
      {
        company_name: 'Pflege Nord',
        mail_from: 'Muster GmbH Recruiting <jobs@muster.de>',
        mail_reply_to: '',
        statuses: [
          { slug: 'in-pruefung', label: 'In Prüfung', color: '#7c3aed' },
          { slug: 'neu', label: 'Neu', color: '#2563eb' },
          { slug: 'kontaktiert', label: 'Kontaktiert', color: '#0891b2' },
        ],
        profession_groups: [
          { slug: 'pflege', label: 'Pflege' },
          { slug: 'handwerk', label: 'Handwerk & Technik' },
          { slug: 'gaerten-forst', label: 'Gärten & Forst' },
        ],
        document_categories: [
          { id: 1, name: 'Lebenslauf' },
          { id: 2, name: 'Zeugnis' },
          { name: 'Arbeitsprobe' },
        ],
        upload_limit_mb: 25,
        retention_months: 6,
        retention_enabled: true,
        retention_action: 'delete',
        remember_idle_days: 7,
      },
    ])
  })

  it('lets the retention action be chosen only while the automatic run is on', async () => {
    const sent = serve()
    const { user } = open()
    const remove = screen.getByRole('button', { name: 'löschen' })
    expect(remove.getAttribute('aria-disabled')).toBe('true')
    await user.click(remove)
    await save(user)
    await screen.findByText('Die Einstellungen gelten jetzt für alle.')
    expect(sent[0]).toMatchObject({ retention_enabled: false, retention_action: 'anonymise' })
  })

  it('offers to remove groups and categories, but never a status', async () => {
    const sent = serve()
    const { user } = open()
    expect(screen.queryByRole('button', { name: /^Status .* entfernen$/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Berufsgruppe Handwerk & Technik entfernen' }))
    await user.click(screen.getByRole('button', { name: 'Kategorie Lebenslauf entfernen' }))
    await save(user)
    await screen.findByText('Die Einstellungen gelten jetzt für alle.')
    expect(sent[0]?.profession_groups).toEqual([{ slug: 'pflege', label: 'Pflege & Gesundheit' }])
    expect(sent[0]?.document_categories).toEqual([{ id: 2, name: 'Zeugnis' }])
  })

  it("shows the server's messages under their fields, and a field's message goes once it changes", async () => {
    const sent = serve()
    const { user } = open()
    const company = screen.getByLabelText('Firmenname')
    const sender = screen.getByLabelText('Absender der E-Mails')
    await user.clear(company)
    await user.clear(sender)
    await user.type(sender, 'Personalabteilung')
    await user.clear(screen.getByLabelText('Bezeichnung von Berufsgruppe 2'))
    await save(user)

    await waitFor(() => expect(messageUnder(company)).toBe('Bitte einen Firmennamen angeben.'))
    expect(messageUnder(sender)).toBe(SENDER_HINT)
    expect(screen.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeTruthy()
    const groups = screen.getByRole('list', { name: 'Berufsgruppen' })
    expect(groups.previousElementSibling?.textContent).toBe('Bitte eine Bezeichnung angeben.')
    expect(sent).toEqual([])

    await user.type(company, 'Muster GmbH')
    expect(messageUnder(company)).toBeNull()
    expect(messageUnder(sender)).toBe(SENDER_HINT)
  })

  it('„Zurücksetzen“ brings back the saved values and clears the messages', async () => {
    serve()
    const { user } = open()
    const company = screen.getByLabelText('Firmenname') as HTMLInputElement
    await user.clear(company)
    await user.click(screen.getByRole('button', { name: 'Berufsgruppe hinzufügen' }))
    await save(user)
    await waitFor(() => expect(messageUnder(company)).toBe('Bitte einen Firmennamen angeben.'))

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }))
    expect(company.value).toBe('Muster GmbH')
    expect(messageUnder(company)).toBeNull()
    expect(screen.queryByText('Bitte prüfen Sie die markierten Angaben.')).toBeNull()
    expect(within(screen.getByRole('list', { name: 'Berufsgruppen' })).getAllByRole('listitem')).toHaveLength(
      2,
    )
  })
})
