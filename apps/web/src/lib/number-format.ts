/**
 * One number format for a field, in view and in edit: German digits and grouping, no trailing
 * zeros ("30", not "30,0"), and at most the fraction digits the field takes (none for whole
 * numbers such as a salary, so 42500 reads "42.500" everywhere).
 */
export const fractionDigits = (field: { decimals?: number | undefined }) => field.decimals ?? 0

const formats = new Map<number, Intl.NumberFormat>()

export function formatDecimal(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  let format = formats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: decimals })
    formats.set(decimals, format)
  }
  return format.format(value)
}

/** What a typed number says: nothing, a number, or an error to show the person. */
export type NumberTextResult =
  | { value: number | null; error?: undefined }
  | { value?: undefined; error: string }

const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/
const PLAIN = /^-?\d+([,.]\d+)?$/

/**
 * A number as people type it in Germany: "42500", "42.500", "38,5"; a lone point before one or
 * two digits ("38.5") is read as the decimal point it was meant to be. More fraction digits than
 * the field takes are refused, not rounded: "42500,5" in a whole-number field is an error.
 */
export function parseGermanNumber(text: string, decimals: number): NumberTextResult {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '')
  if (compact === '') return { value: null }
  let normal: string
  if (GROUPED.test(compact)) normal = compact.replaceAll('.', '').replace(',', '.')
  else if (PLAIN.test(compact)) normal = compact.replace(',', '.')
  else return { error: 'Bitte eine Zahl eingeben, zum Beispiel 38,5.' }
  const fraction = normal.split('.')[1] ?? ''
  if (fraction.length > decimals)
    return {
      error:
        decimals === 0
          ? 'Bitte eine ganze Zahl ohne Nachkommastellen eingeben.'
          : `Bitte höchstens ${decimals} Nachkommastellen eingeben.`,
    }
  return { value: Number(normal) }
}
