import type { MessageTemplate, TemplateBody } from '@bb/shared'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { STARTER_TEMPLATES } from './starter-templates.ts'
import { LEGACY_STARTER_MESSAGES } from './starter-templates-legacy.ts'
import { type MessageTemplateRow, messageTemplates } from './templates.table.ts'

const toTemplate = (row: MessageTemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  message: row.message,
  category: row.category,
  profession_group: row.professionGroups,
  message_action: row.messageActions,
  updated_at: row.updatedAt.toISOString(),
})

const toColumns = (body: TemplateBody) => ({
  name: body.name,
  subject: body.subject,
  message: body.message,
  category: body.category,
  professionGroups: body.profession_group,
  messageActions: body.message_action,
})

export async function findTemplates(db: Db): Promise<MessageTemplate[]> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .orderBy(asc(messageTemplates.category), asc(sql`${messageTemplates.name} COLLATE de_icu`))
  return rows.map(toTemplate)
}

/** Templates for an action and an occupation group; a template without groups fits every group. */
export async function filterTemplates(
  db: Db,
  filter: { action?: string | undefined; profession_group?: string | null | undefined },
) {
  const all = await findTemplates(db)
  return all.filter(
    (t) =>
      (!filter.action || t.message_action.includes(filter.action)) &&
      (!filter.profession_group ||
        t.profession_group.length === 0 ||
        t.profession_group.includes(filter.profession_group)),
  )
}

export async function createTemplate(db: Db, { input: body, now }: { input: TemplateBody; now: Date }) {
  await db.insert(messageTemplates).values({ ...toColumns(body), createdAt: now, updatedAt: now })
  return findTemplates(db)
}

export async function updateTemplate(
  db: Db,
  { id, input: body, now }: { id: number; input: TemplateBody; now: Date },
) {
  const updated = await db
    .update(messageTemplates)
    .set({ ...toColumns(body), updatedAt: now })
    .where(eq(messageTemplates.id, id))
    .returning({ id: messageTemplates.id })
  if (updated.length === 0) throw notFound('Die Vorlage wurde nicht gefunden.')
  return findTemplates(db)
}

export async function deleteTemplate(db: Db, id: number) {
  const deleted = await db
    .delete(messageTemplates)
    .where(eq(messageTemplates.id, id))
    .returning({ id: messageTemplates.id })
  if (deleted.length === 0) throw notFound('Die Vorlage wurde nicht gefunden.')
  return findTemplates(db)
}

/**
 * First start: the German starter set, only into an empty table. Every start: a starter template
 * still in an earlier, unedited wording gets the current one (an edited template is never touched).
 */
export async function seedStarterTemplates(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(messageTemplates)
  if ((row?.n ?? 0) > 0) return upgradeStarterTemplates(db)
  await db.insert(messageTemplates).values(STARTER_TEMPLATES.map(toColumns))
}

async function upgradeStarterTemplates(db: Db) {
  for (const template of STARTER_TEMPLATES) {
    const legacy = LEGACY_STARTER_MESSAGES[template.name] ?? []
    if (legacy.length === 0) continue
    await db
      .update(messageTemplates)
      .set({ message: template.message })
      .where(and(eq(messageTemplates.name, template.name), inArray(messageTemplates.message, legacy)))
  }
}
