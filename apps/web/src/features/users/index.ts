/** The users feature's public entry: the staff list (sharing an applicant names a colleague). */
export { usersQuery } from './api/users.ts'
