import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** Application settings as key → JSON value; the defaults are seeded on first start. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const documentCategories = pgTable('document_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
})
