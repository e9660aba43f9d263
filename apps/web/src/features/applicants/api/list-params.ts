import { fillPath } from '../../../lib/api-paths.ts'

/** One page of an applicant list as the server is asked for it. */
export interface ListParams {
  endpoint: '/api/applicants' | '/api/followed-applicants' | '/api/qualified-applicants'
  status?: string
  profession_group?: string
  deleted?: boolean
  page: number
  per_page: number
  sort: string
  order: 'asc' | 'desc'
  filters?: string
  /** The full-text filter. */
  q?: string
}

/** The list's query: empty values are left out, the trash is `deleted=1`. */
export function listQuery(params: ListParams, lastModified?: string) {
  const { endpoint: _, deleted, ...rest } = params
  const query: Record<string, string | number | undefined> = {}
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') query[key] = value
  if (deleted) query.deleted = '1'
  if (lastModified) query.lastModified = lastModified
  return query
}

/** The address of the list's first request, exactly as the API client builds it. */
export const listRequestPath = (params: ListParams) => fillPath(params.endpoint, undefined, listQuery(params))
