import { z } from 'zod'

/** 50000 → „50.000“, the German way, without depending on the runtime's locale data. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')

/** C0 control characters other than tab and line breaks, and DEL: PostgreSQL refuses NUL in text. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true
  }
  return false
}

/**
 * A free text of a mail or template with German messages for every refusal ("Der Text darf
 * höchstens 50.000 Zeichen lang sein.", "Der Betreff enthält ein unzulässiges Steuerzeichen.").
 */
export const mailText = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} darf höchstens ${thousands(max)} Zeichen lang sein.`)
    .refine((v) => !hasControlCharacter(v), `${label} enthält ein unzulässiges Steuerzeichen.`)
