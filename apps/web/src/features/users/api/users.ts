import { userList } from '@bb/shared'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** `GET /api/users`: every colleague with roles and state. */
export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: () => api.get('/api/users', { schema: userList }),
  staleTime: 60_000,
})
