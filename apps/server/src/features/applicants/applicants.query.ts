import type { Applicant } from '@bb/shared'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../users/users.table.ts'
import { toApplicant } from './applicants.mapper.ts'
import { type ApplicantRow, applicants } from './applicants.table.ts'

/** Whether the viewer follows the applicant of the current row. */
export const followedBy = (viewerId: number): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM applicant_followers f WHERE f.applicant_id = ${applicants.id} AND f.user_id = ${viewerId})`

/** Applicants with what the API adds per viewer (followed) and per row (who deleted). */
export function selectApplicants(db: Db, viewerId: number) {
  return db
    .select({ row: applicants, deletedByName: users.name, followed: followedBy(viewerId) })
    .from(applicants)
    .leftJoin(users, eq(users.id, applicants.deletedBy))
    .$dynamic()
}

export interface SelectedApplicant {
  row: ApplicantRow
  deletedByName: string | null
  followed: boolean
}

export const fromSelected = ({ row, deletedByName, followed }: SelectedApplicant): Applicant =>
  toApplicant(row, { followed, deletedByName })
