import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** The one row of `settings` that holds the application settings object. */
export const APP_SETTINGS_KEY = 'app'

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
