import {
  APPLICANT_FIELDS,
  APPLICANT_TOASTS,
  applicant,
  applicantDetail,
  applicantSchemaResponse,
  buildApplicantBody,
  duplicateMatch,
} from '@bb/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { clientStore } from '../../../lib/store.ts'
import { apiMock, apiServer, refuse } from '../../../test/api-mock.ts'
import { applicantFixture, catalogue, detailFixture } from '../../../test/fixtures.ts'
import { messageUnder, renderScreen } from '../../../test/render.tsx'
import ProfilePage from './profile-page.tsx'

type Person = z.input<typeof applicant>

/** The server validates a profile against the current option catalogue; an update may leave fields out. */
const createBody = buildApplicantBody(catalogue)
const updateBody = createBody.partial()
const FIELD_KEYS = APPLICANT_FIELDS.map((f) => f.key)

/** The applicant as the server keeps it, and every profile the web sent. */
function serve(person: Person = applicantFixture()) {
  const stored = { person, sent: [] as Array<{ method: string; body: Record<string, unknown> }> }
  apiServer.use(
    apiMock.get('/api/schema/applicants', applicantSchemaResponse, () => ({ fields: [...APPLICANT_FIELDS] })),
    apiMock.get('/api/applicant-detail/{id}', applicantDetail, ({ params }) => {
      expect(params.id).toBe(String(stored.person.id))
      return detailFixture(stored.person)
    }),
    apiMock.put(
      '/api/applicants/{id}',
      applicant,
      ({ body }) => {
        stored.sent.push({ method: 'PUT', body })
        stored.person = { ...stored.person, ...body }
        return stored.person
      },
      { body: updateBody },
    ),
  )
  return stored
}

const openProfile = (id = 7) =>
  renderScreen(<ProfilePage />, { route: '/bewerber/:userid', at: `/bewerber/${id}` })
/** What the read-only profile shows for a label (a description list: label, then value). */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('applicant profile page', () => {
  beforeEach(() => clientStore.setEditMode(false))

  it('shows the profile read-only, every value the German way', async () => {
    serve()
    openProfile()
    expect(screen.getByRole('status').textContent).toContain('Wird geladen …')
    expect(await screen.findByRole('heading', { name: 'Persönliche Daten' })).toBeTruthy()
    expect(shown('Anrede')).toBe('Frau')
    expect(shown('Titel')).toBe('–')
    expect(shown('Geburtsdatum')).toBe('14.02.1990')
    expect(shown('Berufsgruppe')).toBe('Pflege & Gesundheit')
    expect(shown('Status')).toBe('In Prüfung')
    expect(shown('Sprachen')).toBe('Deutsch, Türkisch')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull()
  })

  it('says so when the applicant cannot be loaded', async () => {
    serve()
    apiServer.use(
      apiMock.get('/api/applicant-detail/{id}', applicantDetail, () =>
        refuse(404, 'Bewerber:in wurde nicht gefunden.'),
      ),
    )
    openProfile()
    expect(await screen.findByText('Die Bewerber:in konnte nicht geladen werden.')).toBeTruthy()
  })

  it('saves the edited profile fields, and only those, then shows the profile again', async () => {
    const stored = serve()
    clientStore.setEditMode(true)
    const { user } = openProfile()
    const phone = await screen.findByLabelText('Telefon')
    expect((phone as HTMLInputElement).value).toBe('0171 2345678')
    await user.clear(phone)
    await user.type(phone, '030 1234567')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(await screen.findByText(APPLICANT_TOASTS.updateSuccess)).toBeTruthy()
    expect(stored.sent).toHaveLength(1)
    const body = stored.sent[0]!.body
    expect(body.phone).toBe('030 1234567')
    expect(body).toMatchObject({ first_name: 'Jülide', postal_code: '10969', languages: ['de', 'tr'] })
    // No system field (id, dates, rating) goes back to the server.
    expect(Object.keys(body).filter((key) => !(FIELD_KEYS as string[]).includes(key))).toEqual([])
    await waitFor(() => expect(shown('Telefon')).toBe('030 1234567'))
  })

  it("shows the server's message under its field, tied to it, until the field changes", async () => {
    const stored = serve()
    clientStore.setEditMode(true)
    const { user } = openProfile()
    const postalCode = await screen.findByLabelText('PLZ')
    await user.clear(postalCode)
    await user.type(postalCode, '1096')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    const message = 'Bitte eine fünfstellige Postleitzahl angeben.'
    await waitFor(() => expect(messageUnder(postalCode)).toBe(message))
    const describedBy = postalCode.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(message)
    expect(stored.sent).toEqual([])

    await user.type(postalCode, '9')
    expect(messageUnder(postalCode)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText(APPLICANT_TOASTS.updateSuccess)).toBeTruthy()
    expect(stored.sent[0]?.body.postal_code).toBe('10969')
  })

  it('saves nothing while a typed date is no day, and says so at the field', async () => {
    const stored = serve()
    clientStore.setEditMode(true)
    const { user } = openProfile()
    const birthDate = await screen.findByLabelText('Geburtsdatum')
    await user.clear(birthDate)
    await user.type(birthDate, '31.02.1990')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))

    expect(messageUnder(birthDate)).toBe('Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.')
    expect(document.activeElement).toBe(birthDate)
    expect(stored.sent).toEqual([])
  })

  it('creates an applicant: the server asks for the required names, then for a look at possible duplicates', async () => {
    const stored = serve()
    const created = applicantFixture({ id: 12, email: 'j.oezdemir@example.de' })
    const match = duplicateMatch.parse({
      id: 7,
      first_name: 'Jülide',
      last_name: 'Özdemir',
      email: 'j.oezdemir@example.de',
      phone: null,
      birth_date: '1990-02-14',
      reasons: ['email'],
    })
    apiServer.use(
      apiMock.post(
        '/api/applicants',
        applicant,
        ({ body }) => {
          stored.sent.push({ method: 'POST', body })
          if (!body.confirm_duplicate)
            return refuse(
              422,
              'Möglicherweise existiert diese Bewerber:in bereits.',
              { email: ['Diese E-Mail-Adresse ist bereits bei einer Bewerber:in hinterlegt.'] },
              { duplicates: [match] },
            )
          stored.person = created
          return created
        },
        { body: createBody, status: 201 },
      ),
    )
    const { user, router } = openProfile(0)
    const create = await screen.findByRole('button', { name: 'Bewerber:in anlegen' })
    await user.click(create)
    const firstName = screen.getByLabelText('Vorname')
    await waitFor(() => expect(messageUnder(firstName)).toBe('Dieses Feld ist erforderlich.'))
    expect(messageUnder(screen.getByLabelText('Nachname'))).toBe('Dieses Feld ist erforderlich.')

    await user.type(firstName, 'Jülide')
    await user.type(screen.getByLabelText('Nachname'), 'Özdemir')
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'j.oezdemir@example.de')
    await user.click(create)
    const duplicates = await screen.findByRole('dialog', {
      name: 'Diese Bewerber:in gibt es möglicherweise schon',
    })
    expect(within(duplicates).getByRole('link', { name: 'Jülide Özdemir' }).getAttribute('href')).toBe(
      '/bewerber/7',
    )
    expect(within(duplicates).getByText('gleiche E-Mail-Adresse')).toBeTruthy()
    await user.click(within(duplicates).getByRole('button', { name: 'Trotzdem speichern' }))

    expect(await screen.findByText(APPLICANT_TOASTS.saveSuccessDetail)).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/bewerber/12'))
    const posts = stored.sent.map((s) => s.body)
    expect(posts).toHaveLength(2)
    expect(posts[0]).not.toHaveProperty('confirm_duplicate')
    expect(posts[1]).toEqual({
      first_name: 'Jülide',
      last_name: 'Özdemir',
      email: 'j.oezdemir@example.de',
      status: 'neu',
      driving_license: [],
      languages: [],
      confirm_duplicate: true,
    })
  })
})
