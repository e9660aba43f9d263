import type { Applicant } from '@bb/shared'
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { applicants } from '../applicant-records/index.ts'
import { users } from '../users/index.ts'
import { type ApiApplicantRow, toApplicant } from './applicants.mapper.ts'

/** Whether the viewer follows the applicant of the current row. */
export const followedBy = (viewerId: number): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM applicant_followers f WHERE f.applicant_id = ${applicants.id} AND f.user_id = ${viewerId})`

/**
 * The columns the API shows: lists leave the search columns (a long text and two tsvectors per
 * row, the documents' one often kilobytes that the database first unpacks) and internal helpers in
 * the database instead of reading and dropping them for every row.
 */
const {
  searchText: _searchText,
  searchVector: _searchVector,
  documentVector: _documentVector,
  documentSignature: _documentSignature,
  phoneDigits: _phoneDigits,
  createdBy: _createdBy,
  anonymizedAt: _anonymizedAt,
  statusChangedAt: _statusChangedAt,
  ...apiColumns
} = getTableColumns(applicants)

/** Applicants with what the API adds per viewer (followed) and per row (who deleted). */
export function selectApplicants(db: Db, viewerId: number) {
  return db
    .select({ row: apiColumns, deletedByName: users.name, followed: followedBy(viewerId) })
    .from(applicants)
    .leftJoin(users, eq(users.id, applicants.deletedBy))
    .$dynamic()
}

/** The same with every column, for the one applicant that is changed or exported. */
export function selectFullApplicants(db: Db, viewerId: number) {
  return db
    .select({ row: applicants, deletedByName: users.name, followed: followedBy(viewerId) })
    .from(applicants)
    .leftJoin(users, eq(users.id, applicants.deletedBy))
    .$dynamic()
}

export interface SelectedApplicant {
  row: ApiApplicantRow
  deletedByName: string | null
  followed: boolean
}

export const fromSelected = ({ row, deletedByName, followed }: SelectedApplicant): Applicant =>
  toApplicant(row, { followed, deletedByName })
