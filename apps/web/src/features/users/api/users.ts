import {
  type ChangePasswordBody,
  messageResponse,
  type RegisterBody,
  type UpdateUserBody,
  type User,
  type UserListItem,
  userList,
  userListItem,
} from '@bb/shared'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** `GET /api/users`: every colleague with roles and state. */
export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: () => api.get('/api/users', { schema: userList }),
  staleTime: 60_000,
})

/** `POST /register` (admins): without a password the server mails an invitation. */
export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post('/register', body, { schema: userListItem }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  })
}

/** `PUT /api/users/{id}`: admins edit anyone (roles, active); everyone else only themselves. */
export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) =>
      api.put('/api/users/{id}', body, { params: { id }, schema: userListItem }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(usersQuery.queryKey, (list: UserListItem[] | undefined) =>
        list?.map((u) => (u.id === saved.id ? saved : u)),
      )
      const me = queryClient.getQueryData<User | null>(['user'])
      if (me?.id === saved.id) await queryClient.invalidateQueries({ queryKey: ['user'] })
      await queryClient.invalidateQueries({ queryKey: usersQuery.queryKey })
    },
  })
}

/** `PUT /api/user/password`: every other session of the user ends, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.put('/api/user/password', body, { schema: messageResponse }),
  })
}
