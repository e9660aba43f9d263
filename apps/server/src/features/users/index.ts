export {
  assertPasswordAllowed,
  countUsers,
  createUser,
  findActiveAdminEmails,
  findUserByEmail,
  findUsers,
  getUser,
  markEmailVerified,
  setPassword,
  toUser,
  toUserListItem,
  updateUser,
} from './users.service.ts'
export type { UserRow } from './users.table.ts'
export { users } from './users.table.ts'
