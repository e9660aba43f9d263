import { answers, applicant, applicantDetail, document, rating } from '@bb/shared'
import { apiMock } from './api-mock.ts'
import { applicantFixture, detailFixture } from './fixtures.ts'

/**
 * Checked by `npm run typecheck`, never run: each handler below must be refused by the compiler,
 * so a test cannot answer a route the server does not have, or answer it with what it never sends.
 */
export function refusedHandlers() {
  // @ts-expect-error: the server has no such path
  apiMock.get('/api/gibt-es-nicht', answers, () => ({}))
  // @ts-expect-error: the server has no PATCH for this path
  apiMock.patch('/api/ratings/{id}', rating, () => ({}))
  // @ts-expect-error: the route answers the answer catalogue, not an applicant
  apiMock.get('/api/answers', applicant, () => ({}))
  // @ts-expect-error: the route answers JSON, a handler cannot leave it empty
  apiMock.get('/api/answers', null, () => undefined)
  // @ts-expect-error: deleting a rating answers 204, there is no schema to answer with
  apiMock.delete('/api/ratings/{id}', rating, () => ({}))
  // @ts-expect-error: a document without its size is no document
  apiMock.put('/api/document/{id}', document, () => ({
    id: 1,
    name: 'a.pdf',
    applicant_id: 7,
    category_id: null,
    category: null,
    mime_type: 'application/pdf',
    uploaded_by: null,
    created_at: '2026-03-02T09:15:00.000Z',
    updated_at: '2026-03-02T09:15:00.000Z',
  }))
  apiMock.get('/api/applicant-detail/{id}', applicantDetail, ({ params }) =>
    // @ts-expect-error: the template has only the parameter id
    detailFixture(applicantFixture({ first_name: params.applicantId })),
  )
  // The same handlers as the server has the routes:
  apiMock.get('/api/answers', answers, () => ({ status: { neu: 'Neu' } }))
  apiMock.delete('/api/ratings/{id}', null, ({ params }) => void params.id)
}
