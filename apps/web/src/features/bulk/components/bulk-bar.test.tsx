import {
  BULK_TEXTS,
  type BulkListSelection,
  bulkJob,
  bulkMailPreview,
  bulkMailPreviewBody,
  createBulkJobBody,
  messageTemplateList,
} from '@bb/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import { useMemo, useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { apiMock, apiServer } from '../../../test/api-mock.ts'
import { templateFixture } from '../../../test/fixtures.ts'
import { choose, renderScreen } from '../../../test/render.tsx'
import { BulkBar } from './bulk-bar.tsx'
import { useBulkSelection } from './use-bulk-selection.ts'

const PAGE = [11, 12, 13]

/** Empties the list as a refresh after a job that moved its rows away would (see the test). */
let emptyList: (() => void) | undefined

/** A list page of three rows with their checkboxes, and the bar under it, as the lists use them. */
function List({ canWrite = true }: { canWrite?: boolean }) {
  const query = useMemo<BulkListSelection>(() => ({ status: 'neu', filters: '{"city":{}}' }), [])
  const selection = useBulkSelection('neu', query)
  const [total, setTotal] = useState(120)
  emptyList = () => setTotal(0)
  return (
    <>
      {PAGE.map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            checked={selection.isSelected(id)}
            onChange={() => selection.toggle(id, PAGE)}
          />
          Zeile {id}
        </label>
      ))}
      <button type="button" onClick={() => selection.setPage(PAGE, true)}>
        {BULK_TEXTS.selectPage}
      </button>
      <BulkBar
        selection={selection}
        pageIds={PAGE}
        total={total}
        capped={false}
        statuses={{ neu: 'Neu', kontaktiert: 'Kontaktiert' }}
        jobs={{ 'pflege-essen': 'Pflegefachkraft Essen' }}
        canWrite={canWrite}
      />
    </>
  )
}

type Job = z.input<typeof bulkJob>
const job = (overrides: Partial<Job> = {}): Job => ({
  id: 5,
  action: 'status',
  label: 'Status ändern',
  state: 'running',
  cancel_requested: false,
  total: 120,
  done: 0,
  skipped: 0,
  failed: 0,
  summary: null,
  problems: [],
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: null,
  file_name: null,
  ...overrides,
})

describe('the bulk bar', () => {
  it('ticks the page, then all hits by the filter; changes their status with progress and summary', async () => {
    const sent: Array<z.input<typeof createBulkJobBody>> = []
    const answers = [
      job({ done: 40 }),
      job({
        state: 'done',
        done: 117,
        skipped: 3,
        summary: 'Status geändert: 117 erledigt, 3 übersprungen (keine Berechtigung), 0 fehlgeschlagen',
        problems: [
          { applicant_id: 12, name: 'Jülide Özdemir', state: 'skipped', reason: 'keine Berechtigung' },
        ],
        finished_at: '2026-03-01T10:01:00.000Z',
      }),
    ]
    apiServer.use(
      apiMock.post(
        '/api/bulk-jobs',
        bulkJob,
        ({ body }) => {
          sent.push(body)
          return job()
        },
        { body: createBulkJobBody, status: 201 },
      ),
      apiMock.get('/api/bulk-jobs/{id}', bulkJob, ({ params }) => {
        expect(params.id).toBe('5')
        return answers.length > 1 ? (answers.shift() as Job) : (answers[0] as Job)
      }),
    )
    const { user } = renderScreen(<List />)
    expect(screen.queryByRole('region', { name: BULK_TEXTS.barLabel })).toBeNull()
    await user.click(screen.getByRole('button', { name: BULK_TEXTS.selectPage }))
    const bar = screen.getByRole('region', { name: BULK_TEXTS.barLabel })
    expect(within(bar).getByText('3 Bewerber:innen ausgewählt')).toBeTruthy()
    await user.click(within(bar).getByRole('button', { name: 'Alle 120 Treffer auswählen' }))
    expect(within(bar).getByText('Alle 120 Treffer ausgewählt')).toBeTruthy()

    await user.click(within(bar).getByRole('button', { name: 'Status ändern' }))
    const dialog = await screen.findByRole('dialog', { name: 'Status ändern' })
    expect(within(dialog).getByText('Für 120 Bewerber:innen ausführen?')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Ausführen' }).hasAttribute('disabled')).toBe(true)
    await choose(user, within(dialog).getByLabelText('Neuer Status'), 'Kontaktiert')
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }))

    expect(await within(dialog).findByText('0 von 120 bearbeitet')).toBeTruthy()
    expect(sent).toEqual([
      {
        selection: { type: 'filter', query: { status: 'neu', filters: '{"city":{}}' } },
        action: { action: 'status', status: 'kontaktiert' },
      },
    ])
    expect(within(dialog).getByRole('progressbar', { name: 'Status ändern' })).toBeTruthy()
    expect(await within(dialog).findByText('40 von 120 bearbeitet', {}, { timeout: 3000 })).toBeTruthy()
    expect(
      await within(dialog).findByText(
        'Status geändert: 117 erledigt, 3 übersprungen (keine Berechtigung), 0 fehlgeschlagen',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Jülide Özdemir' }).getAttribute('href')).toBe(
      '/bewerber/12',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Fertig' }))
    // The action is done: the selection is used up.
    await waitFor(() => expect(screen.queryByRole('region', { name: BULK_TEXTS.barLabel })).toBeNull())
  })

  it('keeps saying what was chosen while its action runs, though the list it came from empties', async () => {
    apiServer.use(
      apiMock.post('/api/bulk-jobs', bulkJob, () => job(), { body: createBulkJobBody, status: 201 }),
      apiMock.get('/api/bulk-jobs/{id}', bulkJob, () => job({ done: 60 })),
    )
    const { user } = renderScreen(<List />)
    await user.click(screen.getByRole('button', { name: BULK_TEXTS.selectPage }))
    const bar = screen.getByRole('region', { name: BULK_TEXTS.barLabel })
    await user.click(within(bar).getByRole('button', { name: 'Alle 120 Treffer auswählen' }))
    await user.click(within(bar).getByRole('button', { name: 'Status ändern' }))
    const dialog = await screen.findByRole('dialog', { name: 'Status ändern' })
    await choose(user, within(dialog).getByLabelText('Neuer Status'), 'Kontaktiert')
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }))
    expect(await within(dialog).findByText('0 von 120 bearbeitet')).toBeTruthy()

    act(() => emptyList?.())
    expect(within(bar).getByText('Alle 120 Treffer ausgewählt')).toBeTruthy()
    expect(within(bar).queryByText('Alle 0 Treffer ausgewählt')).toBeNull()
  })

  it('„Abbrechen“ cancels a running action and shows what was done until then', async () => {
    let cancelled = false
    apiServer.use(
      apiMock.post('/api/bulk-jobs', bulkJob, () => job({ action: 'follow', label: 'Folgen' }), {
        body: createBulkJobBody,
        status: 201,
      }),
      apiMock.get('/api/bulk-jobs/{id}', bulkJob, () => job({ action: 'follow', label: 'Folgen', done: 2 })),
      apiMock.post('/api/bulk-jobs/{id}/cancel', bulkJob, () => {
        cancelled = true
        return job({
          action: 'follow',
          label: 'Folgen',
          state: 'cancelled',
          cancel_requested: true,
          done: 2,
          skipped: 118,
          summary: 'Gefolgt (abgebrochen): 2 erledigt, 118 übersprungen (abgebrochen), 0 fehlgeschlagen',
        })
      }),
    )
    const { user } = renderScreen(<List />)
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 11' }))
    await user.click(screen.getByRole('button', { name: 'Folgen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Folgen' })
    expect(within(dialog).getByText('Für 1 Bewerber:in ausführen?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }))
    // Under way: the dialog's own „Abbrechen“ (before the start) has made way for the cancel of the action.
    await within(dialog).findByText(/von 120 bearbeitet/)
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(
      await within(dialog).findByText(
        'Gefolgt (abgebrochen): 2 erledigt, 118 übersprungen (abgebrochen), 0 fehlgeschlagen',
      ),
    ).toBeTruthy()
    expect(cancelled).toBe(true)
  })

  it('a viewer is offered following only', async () => {
    const { user } = renderScreen(<List canWrite={false} />)
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 12' }))
    const bar = screen.getByRole('region', { name: BULK_TEXTS.barLabel })
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Auswahl aufheben', 'Folgen', 'Nicht mehr folgen'])
  })

  it('asks before the trash, and a refusal of the server is shown in German', async () => {
    apiServer.use(
      apiMock.post('/api/bulk-jobs', bulkJob, () =>
        Response.json({ message: 'Dafür fehlt Ihnen die Berechtigung.' }, { status: 403 }),
      ),
    )
    const { user } = renderScreen(<List />)
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 11' }))
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 13' }))
    await user.click(screen.getByRole('button', { name: 'In den Papierkorb' }))
    const dialog = await screen.findByRole('dialog', { name: 'In den Papierkorb' })
    expect(
      within(dialog).getByText(
        '2 Bewerber:innen in den Papierkorb legen? Sie lassen sich dort wiederherstellen.',
      ),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'In den Papierkorb' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Dafür fehlt Ihnen die Berechtigung.')
  })

  it('the mail dialog shows who will be skipped before anything is sent', async () => {
    const previews: Array<z.input<typeof bulkMailPreviewBody>> = []
    apiServer.use(
      apiMock.get('/api/message-templates', messageTemplateList, () => [templateFixture()]),
      apiMock.post(
        '/api/bulk-jobs/mail-preview',
        bulkMailPreview,
        ({ body }): z.input<typeof bulkMailPreview> => {
          previews.push(body)
          return {
            total: 2,
            checked: 2,
            sendable: 1,
            skipped: [
              { applicant_id: 13, name: 'Ohne Adresse', state: 'skipped', reason: 'keine E-Mail-Adresse' },
            ],
          }
        },
        { body: bulkMailPreviewBody },
      ),
    )
    const { user } = renderScreen(<List />)
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 12' }))
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 13' }))
    await user.click(screen.getByRole('button', { name: 'E-Mail senden' }))
    const dialog = await screen.findByRole('dialog', { name: 'E-Mail senden' })
    await choose(user, within(dialog).getByLabelText('Vorlage'), 'Einladung zum Vorstellungsgespräch')
    expect(await within(dialog).findByText('Die E-Mail geht an 1 Empfänger:in.')).toBeTruthy()
    expect(within(dialog).getByText('1 Empfänger:in wird übersprungen:')).toBeTruthy()
    expect(
      within(dialog)
        .getByText(/Ohne Adresse/)
        .closest('li')?.textContent,
    ).toBe('Ohne Adresse – keine E-Mail-Adresse')
    expect(previews).toEqual([{ selection: { type: 'ids', ids: [12, 13] }, template_id: 3 }])
  })

  it('exports the selection as an Excel file and offers it for download at the end', async () => {
    const sent: Array<z.input<typeof createBulkJobBody>> = []
    apiServer.use(
      apiMock.post(
        '/api/bulk-jobs',
        bulkJob,
        ({ body }) => {
          sent.push(body)
          return job({
            action: 'export',
            label: 'Exportieren',
            state: 'done',
            total: 2,
            done: 2,
            summary: 'Exportiert: 2 erledigt, 0 übersprungen, 0 fehlgeschlagen',
            finished_at: '2026-03-01T10:00:01.000Z',
            file_name: 'Bewerber-2026-03-01.xlsx',
          })
        },
        { body: createBulkJobBody, status: 201 },
      ),
    )
    const { user } = renderScreen(<List />)
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 11' }))
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 12' }))
    await user.click(screen.getByRole('button', { name: 'Exportieren' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exportieren' })
    await choose(user, within(dialog).getByLabelText('Format'), 'Excel-Datei (xlsx)')
    await user.click(within(dialog).getByRole('button', { name: 'Ausführen' }))
    const link = await within(dialog).findByRole('link', { name: 'Datei herunterladen' })
    expect(link.getAttribute('href')).toBe('/api/bulk-jobs/5/file')
    expect(link.getAttribute('download')).toBe('Bewerber-2026-03-01.xlsx')
    expect(sent).toEqual([
      { selection: { type: 'ids', ids: [11, 12] }, action: { action: 'export', format: 'xlsx' } },
    ])
  })
})
