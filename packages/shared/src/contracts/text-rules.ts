import { z } from 'zod'
import { INVISIBLE_FORMAT_CHARACTERS } from '../invisible.ts'

/** 50000 → „50.000“, the German way, without depending on the runtime's locale data. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')

/**
 * Control characters no text of ours allows: C0 except tab and line breaks, DEL and C1.
 * PostgreSQL refuses NUL in text, and the others only hide or garble what a person reads.
 */
const isControl = (code: number) =>
  (code < 32 && code !== 9 && code !== 10 && code !== 13) || (code >= 0x7f && code <= 0x9f)

export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return true
  return false
}

export const CONTROL_CHARACTER_MESSAGE = 'Die Eingabe enthält ein unzulässiges Steuerzeichen.'

/** The path ("body.note", "query.filters.0.value") of the first string holding a control character. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined
  if (depth > 20 || value === null || typeof value !== 'object') return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlCharacter(key)) return path
    const found = findControlCharacter(inner, path ? `${path}.${key}` : key, depth + 1)
    if (found) return found
  }
  return undefined
}

/** A name as people should see it: without control and invisible formatting characters. */
export const stripHiddenCharacters = (text: string) =>
  [...text.replace(INVISIBLE_FORMAT_CHARACTERS, '')].filter((c) => !isControl(c.charCodeAt(0))).join('')

/**
 * A free text of a mail or template with German messages for every refusal ("Der Text darf
 * höchstens 50.000 Zeichen lang sein.", "Der Betreff enthält ein unzulässiges Steuerzeichen.").
 */
export const mailText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} darf höchstens ${thousands(max)} Zeichen lang sein.`)
    .refine((v) => !hasControlCharacter(v), `${label} enthält ein unzulässiges Steuerzeichen.`)
