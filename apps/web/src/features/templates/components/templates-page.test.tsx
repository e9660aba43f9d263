import {
  MESSAGE_ACTIONS,
  messageAction,
  messageTemplateList,
  TEMPLATE_TOASTS,
  templateBody,
} from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { templateFixture } from '../../../test/fixtures.ts'
import { choose, messageUnder, renderScreen } from '../../../test/render.tsx'
import TemplatesPage from './templates-page.tsx'

type Template = z.input<typeof messageTemplateList>[number]

const invitation = templateFixture()
const rejection = templateFixture({
  id: 5,
  name: 'Absage Pflege',
  subject: 'Ihre Bewerbung bei {{firma}}',
  message: '{{anrede}},\n\nleider müssen wir Ihnen absagen.',
  category: 'Absage',
  profession_group: ['pflege'],
  message_action: ['absage'],
})

/** The templates as the server keeps them; each write answers the whole new list, as the server does. */
function serve(templates: Template[]) {
  const stored = { templates, sent: [] as Array<{ method: string; id?: string; body?: unknown }> }
  const save = (method: string, body: z.input<typeof templateBody>, id?: string): Template[] => {
    stored.sent.push({ method, id, body })
    const saved = {
      ...templateFixture(),
      ...body,
      id: Number(id ?? 9),
      updated_at: '2026-03-03T08:00:00.000Z',
    }
    stored.templates = [...stored.templates.filter((t) => String(t.id) !== id), saved]
    return stored.templates
  }
  apiServer.use(
    apiMock.get('/api/message-templates', messageTemplateList, () => stored.templates),
    apiMock.get('/api/message-actions', z.array(messageAction), () => [...MESSAGE_ACTIONS]),
    apiMock.post('/api/message-templates', messageTemplateList, ({ body }) => save('POST', body), {
      body: templateBody,
      status: 201,
    }),
    apiMock.put(
      '/api/message-templates/{id}',
      messageTemplateList,
      ({ body, params }) => save('PUT', body, params.id),
      { body: templateBody },
    ),
    apiMock.delete('/api/message-templates/{id}', messageTemplateList, ({ params }) => {
      stored.sent.push({ method: 'DELETE', id: params.id })
      stored.templates = stored.templates.filter((t) => String(t.id) !== params.id)
      return stored.templates
    }),
  )
  return stored
}

const open = () =>
  renderScreen(<TemplatesPage />, {
    route: '/einstellungen/nachrichten/templates',
    at: '/einstellungen/nachrichten/templates',
  })
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('templates page', () => {
  it('lists the templates with their actions and occupation groups by name', async () => {
    serve([invitation, rejection])
    open()
    expect(screen.getByRole('status').textContent).toContain('Wird geladen …')
    expect(await screen.findByRole('heading', { name: 'Nachrichtenvorlagen' })).toBeTruthy()
    const [, first, second] = screen.getAllByRole('row')
    expect(cells(first!).slice(0, 4)).toEqual([
      'Einladung zum Vorstellungsgespräch',
      'Einladung',
      'Einladung zum Vorstellungsgespräch',
      'alle',
    ])
    await waitFor(() =>
      expect(cells(second!).slice(0, 4)).toEqual([
        'Absage Pflege',
        'Absage',
        'Absage',
        'Pflege & Gesundheit',
      ]),
    )
  })

  it('says when there are no templates yet', async () => {
    serve([])
    open()
    expect(await screen.findByText('Noch keine Vorlagen.')).toBeTruthy()
  })

  it('creates a template with a placeholder from the toolbar and previews it with sample values', async () => {
    const stored = serve([invitation])
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Neue Vorlage' }))
    const dialog = screen.getByRole('dialog', { name: 'Neue Vorlage' })
    await user.type(within(dialog).getByLabelText('Name'), 'Eingang')
    await user.type(within(dialog).getByLabelText('Kategorie'), 'Neu')
    await choose(user, within(dialog).getByLabelText('Aktionen'), 'Eingangsbestätigung')
    await user.type(within(dialog).getByLabelText('Betreff'), 'Ihre Bewerbung')
    await user.type(within(dialog).getByLabelText('Text'), 'Guten Tag ')
    await user.click(within(dialog).getByRole('button', { name: '{{vorname}}' }))

    expect((within(dialog).getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Guten Tag {{vorname}}')
    const preview = within(dialog).getByRole('region', { name: 'Vorschau' })
    expect(preview.textContent).toContain('Guten Tag Jülide')

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText(TEMPLATE_TOASTS.saveSuccess)).toBeTruthy()
    expect(stored.sent).toEqual([
      {
        method: 'POST',
        id: undefined,
        body: {
          name: 'Eingang',
          subject: 'Ihre Bewerbung',
          message: 'Guten Tag {{vorname}}',
          category: 'Neu',
          profession_group: [],
          message_action: ['eingang'],
        },
      },
    ])
    expect(screen.queryByRole('dialog', { name: 'Neue Vorlage' })).toBeNull()
    expect(screen.getByRole('cell', { name: 'Eingang' })).toBeTruthy()
  })

  it("shows the server's messages under the fields, and a field's message goes once it changes", async () => {
    const stored = serve([])
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Neue Vorlage' }))
    const dialog = screen.getByRole('dialog', { name: 'Neue Vorlage' })
    // user-event types "{{" as one "{": the subject names a placeholder the app does not know.
    await user.type(within(dialog).getByLabelText('Betreff'), 'Ihr {{{{gehalt}}')
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))

    const name = within(dialog).getByLabelText('Name')
    await waitFor(() => expect(messageUnder(name)).toBe('Bitte einen Namen angeben.'))
    expect(messageUnder(within(dialog).getByLabelText('Betreff'))).toBe(
      'Der Betreff enthält unbekannte Platzhalter: {{gehalt}}.',
    )
    expect(messageUnder(within(dialog).getByLabelText('Text'))).toBe('Bitte einen Text angeben.')
    expect(stored.templates).toEqual([])

    await user.type(name, 'Absage')
    expect(messageUnder(name)).toBeNull()
    expect(messageUnder(within(dialog).getByLabelText('Text'))).toBe('Bitte einen Text angeben.')
  })

  it('edits a template: the dialog starts from it and the whole template is sent back', async () => {
    const stored = serve([invitation, rejection])
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten Absage Pflege' }))
    const dialog = screen.getByRole('dialog', { name: 'Vorlage bearbeiten' })
    const subject = within(dialog).getByLabelText('Betreff') as HTMLInputElement
    expect(subject.value).toBe('Ihre Bewerbung bei {{firma}}')
    expect(within(dialog).getByRole('region', { name: 'Vorschau' }).textContent).toContain(
      'Ihre Bewerbung bei Muster GmbH',
    )
    await user.type(subject, '{Backspace>10/}')
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))

    expect(await screen.findByText(TEMPLATE_TOASTS.updateSuccess)).toBeTruthy()
    expect(stored.sent).toEqual([
      {
        method: 'PUT',
        id: '5',
        body: {
          name: 'Absage Pflege',
          subject: 'Ihre Bewerbung bei',
          message: '{{anrede}},\n\nleider müssen wir Ihnen absagen.',
          category: 'Absage',
          profession_group: ['pflege'],
          message_action: ['absage'],
        },
      },
    ])
  })

  it('asks before deleting, and deletes without a toast only after „Löschen“', async () => {
    const stored = serve([invitation, rejection])
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Löschen Absage Pflege' }))
    let confirm = await screen.findByRole('dialog', { name: 'Vorlage löschen?' })
    expect(within(confirm).getByText('„Absage Pflege“ wird endgültig gelöscht.')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vorlage löschen?' })).toBeNull())
    expect(stored.sent).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Löschen Absage Pflege' }))
    confirm = await screen.findByRole('dialog', { name: 'Vorlage löschen?' })
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Absage Pflege' })).toBeNull())
    expect(stored.sent).toEqual([{ method: 'DELETE', id: '5' }])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens the next template without the messages of a failed save', async () => {
    serve([invitation])
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Neue Vorlage' }))
    const created = screen.getByRole('dialog', { name: 'Neue Vorlage' })
    await user.click(within(created).getByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(messageUnder(within(created).getByLabelText('Name'))).toBe('Bitte einen Namen angeben.'),
    )
    await user.click(within(created).getByRole('button', { name: 'Abbrechen' }))

    await user.click(screen.getByRole('button', { name: 'Bearbeiten Einladung zum Vorstellungsgespräch' }))
    const dialog = screen.getByRole('dialog', { name: 'Vorlage bearbeiten' })
    for (const label of ['Name', 'Betreff', 'Text'])
      expect(messageUnder(within(dialog).getByLabelText(label))).toBeNull()
  })
})
