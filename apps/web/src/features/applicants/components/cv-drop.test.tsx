import {
  APPLICANT_FIELDS,
  APPLICANT_TOASTS,
  applicant,
  applicantDetail,
  applicantSchemaResponse,
  buildApplicantBody,
  CV_TEXTS,
  type CvSuggestionValues,
  cvSuggestions,
} from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clientStore } from '../../../lib/store.ts'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, catalogue, detailFixture } from '../../../test/fixtures.ts'
import { renderScreen } from '../../../test/render.tsx'
import ProfilePage from './profile-page.tsx'

const createBody = buildApplicantBody(catalogue)

const SUGGESTED: CvSuggestionValues = {
  first_name: 'Anna',
  last_name: 'Schmidt',
  birth_date: '1990-04-03',
  email: 'anna.schmidt@example.de',
  phone: '+49 176 1234567',
  street: 'Musterstraße 12',
  postal_code: '20095',
  city: 'Hamburg',
}

/** The server's side: the CV files it was sent, and every applicant the web created. */
function serve(answer: () => Response | { suggestions: CvSuggestionValues; truncated: boolean }) {
  const seen = { files: [] as string[], created: [] as Array<Record<string, unknown>> }
  apiServer.use(
    apiMock.get('/api/schema/applicants', applicantSchemaResponse, () => ({ fields: [...APPLICANT_FIELDS] })),
    apiMock.post('/api/cv-suggestions', cvSuggestions, async ({ request }) => {
      const file = (await request.formData()).get('file') as File
      seen.files.push(`${file.name} ${await file.text()}`)
      return answer()
    }),
    apiMock.post(
      '/api/applicants',
      applicant,
      ({ body }) => {
        seen.created.push(body)
        return applicantFixture({ id: 31, ...body })
      },
      { body: createBody, status: 201 },
    ),
    apiMock.get('/api/applicant-detail/{id}', applicantDetail, () =>
      detailFixture(applicantFixture({ id: 31, ...seen.created[0] })),
    ),
  )
  return seen
}

const openNew = () => renderScreen(<ProfilePage />, { route: '/bewerber/:userid', at: '/bewerber/0' })
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const mark = (label: string) => screen.queryByRole('group', { name: `${CV_TEXTS.mark}: ${label}` })
const cv = new File(['Lebenslauf von Anna Schmidt'], 'Lebenslauf.pdf', { type: 'application/pdf' })

describe('CV suggestions on the new-applicant form', () => {
  beforeEach(() => clientStore.setEditMode(false))

  it('fills only the empty fields nobody typed in, each marked, and saves nothing by itself', async () => {
    const seen = serve(() => ({ suggestions: SUGGESTED, truncated: false }))
    const { user } = openNew()
    await user.type(await screen.findByLabelText('Vorname'), 'Jülide')
    // Typed in and emptied again: still the person's field.
    await user.type(field('Telefon'), '0')
    await user.clear(field('Telefon'))

    expect(screen.getByRole('button', { name: CV_TEXTS.choose })).toBeTruthy()
    await user.upload(screen.getByLabelText(CV_TEXTS.choose, { selector: 'input' }), cv)

    expect(await screen.findByText(CV_TEXTS.filled(6))).toBeTruthy()
    expect(seen.files).toEqual(['Lebenslauf.pdf Lebenslauf von Anna Schmidt'])
    expect(field('Vorname').value).toBe('Jülide')
    expect(mark('Vorname')).toBeNull()
    expect(field('Telefon').value).toBe('')
    expect(mark('Telefon')).toBeNull()
    expect(field('Nachname').value).toBe('Schmidt')
    expect(field('Geburtsdatum').value).toBe('03.04.1990')
    expect(field('E-Mail-Adresse').value).toBe('anna.schmidt@example.de')
    expect(field('Straße und Hausnummer').value).toBe('Musterstraße 12')
    expect(field('PLZ').value).toBe('20095')
    expect(field('Ort').value).toBe('Hamburg')
    for (const label of ['Nachname', 'Geburtsdatum', 'E-Mail-Adresse', 'Straße und Hausnummer', 'PLZ', 'Ort'])
      expect(mark(label), label).toBeTruthy()
    expect(field('Nachname').getAttribute('aria-describedby')).toBe('field-last_name-suggestion')
    expect(seen.created).toEqual([])
  })

  it('takes, throws away and implicitly takes suggestions; the save sends what the form then shows', async () => {
    const seen = serve(() => ({ suggestions: SUGGESTED, truncated: false }))
    const { user } = openNew()
    await user.upload(await screen.findByLabelText(CV_TEXTS.choose, { selector: 'input' }), cv)
    expect(await screen.findByText(CV_TEXTS.filled(8))).toBeTruthy()

    await user.click(within(mark('Telefon')!).getByRole('button', { name: CV_TEXTS.discard }))
    expect(field('Telefon').value).toBe('')
    expect(mark('Telefon')).toBeNull()
    expect(document.activeElement).toBe(field('Telefon'))

    await user.click(within(mark('E-Mail-Adresse')!).getByRole('button', { name: CV_TEXTS.accept }))
    expect(field('E-Mail-Adresse').value).toBe('anna.schmidt@example.de')
    expect(mark('E-Mail-Adresse')).toBeNull()

    // Typing in a suggested field makes it the person's own.
    await user.type(field('Ort'), '-Altona')
    expect(mark('Ort')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Bewerber:in anlegen' }))
    expect(await screen.findByText(APPLICANT_TOASTS.saveSuccessDetail)).toBeTruthy()
    expect(seen.created).toEqual([
      {
        first_name: 'Anna',
        last_name: 'Schmidt',
        birth_date: '1990-04-03',
        email: 'anna.schmidt@example.de',
        street: 'Musterstraße 12',
        postal_code: '20095',
        city: 'Hamburg-Altona',
        status: 'neu',
        driving_license: [],
        languages: [],
      },
    ])
  })

  it("shows the server's German refusal and fills nothing", async () => {
    const seen = serve(() => refuse(422, CV_TEXTS.noText, { file: [CV_TEXTS.noText] }))
    const { user } = openNew()
    await user.upload(await screen.findByLabelText(CV_TEXTS.choose, { selector: 'input' }), cv)
    const drop = screen.getByRole('region', { name: CV_TEXTS.zone })
    await waitFor(() => expect(within(drop).getByRole('alert').textContent).toBe(CV_TEXTS.noText))
    expect(field('Nachname').value).toBe('')
    expect(screen.queryAllByRole('group', { name: new RegExp(CV_TEXTS.mark) })).toEqual([])
    expect(seen.created).toEqual([])
  })

  it('shows that the CV is being read until the answer is there', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    serve(() => ({ suggestions: { last_name: 'Schmidt' }, truncated: false }))
    apiServer.use(
      apiMock.post('/api/cv-suggestions', cvSuggestions, async () => {
        await answered
        return { suggestions: { last_name: 'Schmidt' }, truncated: false }
      }),
    )
    const { user } = openNew()
    await user.upload(await screen.findByLabelText(CV_TEXTS.choose, { selector: 'input' }), cv)
    const drop = screen.getByRole('region', { name: CV_TEXTS.zone })
    expect((await within(drop).findByRole('status')).textContent).toBe(CV_TEXTS.reading)
    expect(within(drop).getByRole('progressbar', { name: CV_TEXTS.progress })).toBeTruthy()
    expect(drop.getAttribute('aria-busy')).toBe('true')
    answer()
    expect(await within(drop).findByText(CV_TEXTS.filled(1))).toBeTruthy()
    expect(within(drop).queryByRole('progressbar')).toBeNull()
    expect(field('Nachname').value).toBe('Schmidt')
  })

  it('says so when the CV names nothing that fits an empty field', async () => {
    serve(() => ({ suggestions: { first_name: 'Anna' }, truncated: false }))
    const { user } = openNew()
    await user.type(await screen.findByLabelText('Vorname'), 'Jülide')
    await user.upload(screen.getByLabelText(CV_TEXTS.choose, { selector: 'input' }), cv)
    expect(await screen.findByText(CV_TEXTS.nothingFound)).toBeTruthy()
    expect(field('Vorname').value).toBe('Jülide')
  })
})
