import {
  defaultNotificationSettings,
  NOTIFICATION_KIND_NAMES,
  type NotificationSettings,
  type UpdateNotificationSettingsBody,
} from '@bb/shared'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { users } from '../users/index.ts'

/**
 * A user's choices from `users.preferences.notifications`, completed with the defaults: what
 * was never chosen (or an event added later) follows the default, a stored choice always wins.
 */
export function resolveNotificationSettings(preferences: Record<string, unknown>): NotificationSettings {
  const settings = defaultNotificationSettings()
  const stored = preferences.notifications
  if (typeof stored !== 'object' || stored === null) return settings
  for (const kind of NOTIFICATION_KIND_NAMES) {
    const choice = (stored as Record<string, unknown>)[kind]
    if (typeof choice !== 'object' || choice === null) continue
    const { in_app, email } = choice as Record<string, unknown>
    if (typeof in_app === 'boolean') settings[kind].in_app = in_app
    if (typeof email === 'boolean') settings[kind].email = email
  }
  return settings
}

export async function getNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId))
  if (!row) throw notFound()
  return resolveNotificationSettings(row.preferences)
}

/** Stores the complete choice; the other keys of `preferences` (list views …) stay untouched. */
export async function updateNotificationSettings(
  db: Db,
  { userId, input: body }: { userId: number; input: UpdateNotificationSettingsBody },
): Promise<NotificationSettings> {
  const next = { ...(await getNotificationSettings(db, userId)), ...body }
  await db
    .update(users)
    .set({
      preferences: sql`${users.preferences} || jsonb_build_object('notifications', ${JSON.stringify(next)}::jsonb)`,
    })
    .where(eq(users.id, userId))
  return next
}
