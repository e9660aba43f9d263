import { answers, applicant, rating } from '@bb/shared'
import type { ApiClient } from './api-client.ts'
import type { paths } from './openapi.d.ts'

/**
 * Checked by `npm run typecheck`, never run: each call below must be refused by the compiler,
 * so a call the server cannot answer fails the type check instead of reaching a user.
 */
export function refusedCalls(api: ApiClient<paths>) {
  // @ts-expect-error: the server has no such path
  void api.get('/api/gibt-es-nicht')
  // @ts-expect-error: the server has no PATCH for this path
  void api.patch('/api/ratings/{id}', {}, { params: { id: 1 } })
  // @ts-expect-error: a filled path is no template
  void api.get('/api/ratings/7')
  // @ts-expect-error: the template's parameters are required
  void api.get('/api/ratings/{id}')
  // @ts-expect-error: the parameter is called id
  void api.get('/api/ratings/{id}', { params: { applicantId: 1 } })
  // @ts-expect-error: the route answers the answer catalogue, not an applicant
  void api.get('/api/answers', { schema: applicant })
  // @ts-expect-error: the audit log's query has no "seite"
  void api.get('/api/audit-log', { query: { seite: 1 } })
  // @ts-expect-error: the route check needs its query
  void api.get('/api/route-check', {})
  // @ts-expect-error: deleting a rating answers 204, there is nothing to parse
  void api.delete('/api/ratings/{id}', { params: { id: 1 }, schema: rating })
  // The same calls as the server has them:
  void api.get('/api/answers', { schema: answers })
  void api.get('/api/ratings/{id}', { params: { id: 1 } })
}
