import type { MailFilterRule, MailFilterRuleBody } from '@bb/shared'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { type MailFilterRuleRow, mailFilterRules } from './mail-filter.table.ts'

const toRule = (row: MailFilterRuleRow): MailFilterRule => ({
  id: row.id,
  field: row.field,
  value: row.value,
  action: row.action,
  position: row.position,
})

export async function findMailFilterRules(db: Db): Promise<MailFilterRule[]> {
  const rows = await db
    .select()
    .from(mailFilterRules)
    .orderBy(asc(mailFilterRules.position), asc(mailFilterRules.id))
  return rows.map(toRule)
}

/** Puts the rule with `id` at `position` and numbers the others 0, 1, 2 … around it. */
async function renumber(db: Db, id: number, position: number | undefined) {
  const rules = await findMailFilterRules(db)
  const moved = rules.find((r) => r.id === id)
  const rest = rules.filter((r) => r.id !== id)
  if (moved) rest.splice(Math.min(position ?? rest.length, rest.length), 0, moved)
  for (const [index, rule] of rest.entries()) {
    if (rule.position !== index)
      await db.update(mailFilterRules).set({ position: index }).where(eq(mailFilterRules.id, rule.id))
  }
}

/** Each write answers the refreshed list, like the templates. */
export async function createMailFilterRule(
  db: Db,
  { input: body, now }: { input: MailFilterRuleBody; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailFilterRules)
      .values({
        field: body.field,
        value: body.value,
        action: body.action,
        position: 1_000_000,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mailFilterRules.id })
    if (!row) throw new Error('insert returned no row')
    await renumber(tx, row.id, body.position)
    return findMailFilterRules(tx)
  })
}

export async function updateMailFilterRule(
  db: Db,
  { id, input: body, now }: { id: number; input: MailFilterRuleBody; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailFilterRules)
      .set({ field: body.field, value: body.value, action: body.action, updatedAt: now })
      .where(eq(mailFilterRules.id, id))
      .returning()
    if (!row) throw notFound('Diese Regel gibt es nicht.')
    await renumber(tx, id, body.position ?? row.position)
    return findMailFilterRules(tx)
  })
}

export async function deleteMailFilterRule(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(mailFilterRules).where(eq(mailFilterRules.id, id)).returning()
    if (!row) throw notFound('Diese Regel gibt es nicht.')
    await renumber(tx, -1, undefined)
    return findMailFilterRules(tx)
  })
}

/** A fresh install (first start only) ignores out-of-office replies. */
export async function seedDefaultMailFilter(db: Db, now: Date) {
  await db
    .insert(mailFilterRules)
    .values({ field: 'auto_reply', value: '', action: 'ignore', position: 0, createdAt: now, updatedAt: now })
}
