/** PostgreSQL refused a write because a unique index already holds the value (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505'
