import type { ZodType } from 'zod'

/**
 * The interview lists kept in localStorage: read once to show at
 * once, written through after every successful server answer. Storage that is missing, full or
 * holds an older shape is simply ignored.
 */
export function readStored<T>(key: string, schema: ZodType<T>): T | undefined {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return undefined
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // private mode or quota: the server stays the source, nothing lost
  }
}
