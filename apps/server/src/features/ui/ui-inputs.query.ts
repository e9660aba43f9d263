import { eq, sql } from 'drizzle-orm'
import { preparedPerDb } from '../../db/prepared.ts'
import {
  APPLICANTS_COUNTER,
  applicantFollowers,
  applicants,
  changeCounters,
} from '../applicant-records/index.ts'
import { notifications } from '../notifications/index.ts'
import { APP_SETTINGS_KEY, documentCategories, settings } from '../settings/index.ts'

/**
 * What the navigation and the counters are made of, in one round trip: every open tab asks for it
 * every few seconds, and five separate reads cost five times the network and query building.
 * Reads only; the counts themselves are cached per applicants version (applicants.counts.ts).
 */
export const uiInputsOf = preparedPerDb((db) =>
  db
    .select({
      settings: settings.value,
      categories: sql<Array<{ id: number; name: string }>>`(
        SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.position, c.id), '[]'::json)
        FROM ${documentCategories} c)`,
      applicantsVersion: sql<number>`coalesce((
        SELECT ${changeCounters.value} FROM ${changeCounters} WHERE ${changeCounters.key} = ${APPLICANTS_COUNTER}), 0)::float8`,
      followed: sql<number>`(
        SELECT count(*)::int FROM ${applicantFollowers} f JOIN ${applicants} a ON a.id = f.applicant_id
        WHERE f.user_id = ${sql.placeholder('userId')} AND a.deleted_at IS NULL)`,
      notifications: sql<number>`(
        SELECT count(*)::int FROM ${notifications} n WHERE n.user_id = ${sql.placeholder('userId')} AND n.read_at IS NULL)`,
    })
    .from(settings)
    .where(eq(settings.key, APP_SETTINGS_KEY))
    .prepare('ui_inputs'),
)
