import {
  applicantDetail,
  DOCUMENT_TEXT_COLUMN,
  DOCUMENT_TEXT_TAGS,
  DOCUMENT_TOASTS,
  document,
  documentCategory,
  updateDocumentBody,
} from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, detailFixture, settings } from '../../../test/fixtures.ts'
import { choose, renderScreen } from '../../../test/render.tsx'
import DocumentsPage from './documents-page.tsx'

type Doc = z.input<typeof document>

const cv: Doc = {
  id: 11,
  name: 'lebenslauf.pdf',
  applicant_id: 7,
  category_id: 1,
  category: 'Lebenslauf',
  size: 2_048,
  mime_type: 'application/pdf',
  uploaded_by: 'Rita Recruiter',
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
  text_state: 'read',
}
const reference: Doc = {
  ...cv,
  id: 12,
  name: 'zeugnis.docx',
  category_id: null,
  category: null,
  size: 1_572_864,
  mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  uploaded_by: null,
}

/** The applicant's documents as the server keeps them; `permissions` as the detail answers them. */
function serve(docs: Doc[], permissions = ['upload']) {
  const stored = { docs }
  apiServer.use(
    apiMock.get('/api/documents/{applicantId}', z.array(document), ({ params }) => {
      expect(params.applicantId).toBe('7')
      return stored.docs
    }),
    apiMock.get('/api/document-categories', z.array(documentCategory), () => settings.document_categories),
    apiMock.get('/api/applicant-detail/{id}', applicantDetail, () =>
      detailFixture(applicantFixture(), permissions),
    ),
  )
  return stored
}

const open = () =>
  renderScreen(<DocumentsPage />, { route: '/bewerber/:userid/dokumente', at: '/bewerber/7/dokumente' })

describe('documents page', () => {
  it('shows a loader, then every document with category, size and uploader', async () => {
    serve([cv, reference])
    open()
    expect(screen.getByRole('status').textContent).toContain('Wird geladen …')

    expect(await screen.findByText('2 Dokumente')).toBeTruthy()
    const [, first, second] = screen.getAllByRole('row')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(
      expect.arrayContaining([
        'lebenslauf.pdf',
        'Lebenslauf',
        '2 KB',
        '02.03.2026, 10:15 Uhr',
        'Rita Recruiter',
      ]),
    )
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['zeugnis.docx', '–', '1,5 MB']))
    // A PDF can be previewed, a Word file only downloaded.
    expect(screen.getByRole('button', { name: 'Vorschau lebenslauf.pdf' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Vorschau zeugnis.docx' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Herunterladen zeugnis.docx' }).getAttribute('href')).toBe(
      '/api/document-download/12',
    )
  })

  it('tags a document whose text was not found or not readable, quietly and only then', async () => {
    const scan: Doc = { ...cv, id: 13, name: 'scan.pdf', text_state: 'empty' }
    const broken: Doc = { ...cv, id: 14, name: 'kaputt.docx', text_state: 'failed' }
    const waiting: Doc = { ...cv, id: 15, name: 'neu.pdf', text_state: 'pending' }
    const photo: Doc = { ...cv, id: 16, name: 'foto.png', mime_type: 'image/png', text_state: null }
    serve([cv, scan, broken, waiting, photo])
    open()
    expect(await screen.findByText('5 Dokumente')).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: DOCUMENT_TEXT_COLUMN })).toBeTruthy()
    /** The row's cells: the name's cell stays the bare name, the tag has its own. */
    const cells = (name: string) =>
      within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    expect(cells('scan.pdf').slice(0, 2)).toEqual(['scan.pdf', 'kein Text erkannt'])
    expect(cells('kaputt.docx').slice(0, 2)).toEqual(['kaputt.docx', 'Text nicht lesbar'])
    for (const name of ['lebenslauf.pdf', 'neu.pdf', 'foto.png'])
      expect(cells(name).slice(0, 2)).toEqual([name, ''])
    expect(DOCUMENT_TEXT_TAGS.empty).toBe('kein Text erkannt')
  })

  it('says when there are no documents', async () => {
    serve([])
    open()
    expect(await screen.findByText('Noch keine Dokumente.')).toBeTruthy()
    expect(screen.getByText('0 Dokumente')).toBeTruthy()
  })

  it('offers no upload, rename or delete to someone who may only read', async () => {
    serve([cv], [])
    open()
    expect(await screen.findByText('1 Dokument')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Herunterladen lebenslauf.pdf' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Dateien hochladen' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Bearbeiten lebenslauf.pdf' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Löschen lebenslauf.pdf' })).toBeNull()
  })

  it('renames a document without its extension and files it under another category', async () => {
    const stored = serve([cv])
    const sent: unknown[] = []
    apiServer.use(
      apiMock.put(
        '/api/document/{id}',
        document,
        ({ params, body }) => {
          expect(params.id).toBe('11')
          sent.push(body)
          const saved = { ...cv, name: `${body.name}.pdf`, category_id: 2, category: 'Zeugnis' }
          stored.docs = [saved]
          return saved
        },
        { body: updateDocumentBody },
      ),
    )
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten lebenslauf.pdf' }))

    const dialog = screen.getByRole('dialog', { name: 'Dokument bearbeiten' })
    const name = within(dialog).getByLabelText('Dateiname')
    expect((name as HTMLInputElement).value).toBe('lebenslauf')
    expect(within(dialog).getByText('Die Endung .pdf bleibt erhalten.')).toBeTruthy()
    await user.clear(name)
    await user.type(name, 'Lebenslauf Özdemir')
    await choose(user, within(dialog).getByLabelText('Kategorie'), 'Zeugnis')
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))

    expect(await screen.findByText(DOCUMENT_TOASTS.updateSuccess)).toBeTruthy()
    expect(sent).toEqual([{ name: 'Lebenslauf Özdemir', category_id: 2 }])
    expect(screen.queryByRole('dialog', { name: 'Dokument bearbeiten' })).toBeNull()
    expect(await screen.findByText('Lebenslauf Özdemir.pdf')).toBeTruthy()
  })

  it('keeps the dialog and the input when the server refuses the name, and says why', async () => {
    serve([cv])
    apiServer.use(apiMock.put('/api/document/{id}', document, () => cv, { body: updateDocumentBody }))
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten lebenslauf.pdf' }))
    const dialog = screen.getByRole('dialog', { name: 'Dokument bearbeiten' })
    await user.clear(within(dialog).getByLabelText('Dateiname'))
    await user.type(within(dialog).getByLabelText('Dateiname'), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))

    expect(await screen.findByText('Bitte einen Dateinamen angeben.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Dokument bearbeiten' })).toBeTruthy()
    expect((within(dialog).getByLabelText('Dateiname') as HTMLInputElement).value).toBe('   ')
  })

  it('asks before deleting, and deletes only after „Löschen“', async () => {
    const stored = serve([cv, reference])
    const deleted: string[] = []
    apiServer.use(
      apiMock.delete('/api/document/{id}', null, ({ params }) => {
        deleted.push(params.id)
        stored.docs = stored.docs.filter((d) => String(d.id) !== params.id)
      }),
    )
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: 'Löschen lebenslauf.pdf' }))
    let confirm = await screen.findByRole('dialog', { name: 'Dokument löschen?' })
    expect(within(confirm).getByText('„lebenslauf.pdf“ wird endgültig gelöscht.')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dokument löschen?' })).toBeNull())
    expect(deleted).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Löschen lebenslauf.pdf' }))
    confirm = await screen.findByRole('dialog', { name: 'Dokument löschen?' })
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }))

    expect(await screen.findByText('Das Dokument wurde gelöscht.')).toBeTruthy()
    expect(deleted).toEqual(['11'])
    await waitFor(() => expect(screen.queryByText('lebenslauf.pdf')).toBeNull())
    expect(screen.getByText('1 Dokument')).toBeTruthy()
  })

  it('uploads a chosen file as multipart and lists it', async () => {
    const stored = serve([])
    const received: Array<{ applicant: unknown; file: string }> = []
    apiServer.use(
      apiMock.post(
        '/api/document/{id}',
        document,
        async ({ request }) => {
          const form = await request.formData()
          const file = form.get('file') as File
          received.push({ applicant: form.get('applicant_id'), file: `${file.name} ${await file.text()}` })
          const created = { ...cv, id: 13, name: file.name, category_id: null, category: null }
          stored.docs = [created]
          return created
        },
        { status: 201 },
      ),
    )
    const { user } = open()
    await user.upload(
      await screen.findByLabelText('Dateien auswählen', { selector: 'input' }),
      new File(['%PDF-1.7'], 'anschreiben.pdf', { type: 'application/pdf' }),
    )

    expect(await screen.findByText('„anschreiben.pdf“ wurde hochgeladen.')).toBeTruthy()
    expect(received).toEqual([{ applicant: '7', file: 'anschreiben.pdf %PDF-1.7' }])
    expect(await screen.findByText('1 Dokument')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Laufende Uploads' })).toBeNull()
  })

  it("shows the server's refusal of an upload until it is dismissed", async () => {
    serve([])
    apiServer.use(
      apiMock.post('/api/document/{id}', document, () => refuse(413, 'Die Datei ist größer als 20 MB.'), {
        status: 201,
      }),
    )
    const { user } = open()
    await user.upload(
      await screen.findByLabelText('Dateien auswählen', { selector: 'input' }),
      new File(['x'], 'video.pdf', { type: 'application/pdf' }),
    )

    const uploads = await screen.findByRole('list', { name: 'Laufende Uploads' })
    expect((await within(uploads).findByRole('alert')).textContent?.trim()).toBe(
      'Die Datei ist größer als 20 MB.',
    )
    await user.click(within(uploads).getByRole('button', { name: 'Meldung schließen' }))
    expect(screen.queryByRole('list', { name: 'Laufende Uploads' })).toBeNull()
    expect(screen.getByText('Noch keine Dokumente.')).toBeTruthy()
  })
})
