import type { MatchMode } from '@bb/shared'
import { FilterMatchMode, FilterOperator } from 'primereact/api'
import type { DataTableFilterMeta } from 'primereact/datatable'
import type { ListField, ListRules } from '../api/list-url.ts'

export const TEXT_MODES = [
  'startsWith',
  'contains',
  'notContains',
  'endsWith',
  'equals',
  'notEquals',
] as const
export const DATE_MODES = ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter'] as const
/** A select column's rule: one of its options (a job, a channel), or not it. */
export const SELECT_MODES = ['equals', 'notEquals'] as const

const MODES = { date: DATE_MODES, select: SELECT_MODES, text: TEXT_MODES, number: TEXT_MODES }
/** The match mode a new, empty rule of a column starts with. */
export const defaultMode = (kind: ListField['kind']) =>
  kind === 'date'
    ? FilterMatchMode.DATE_IS
    : kind === 'select'
      ? FilterMatchMode.EQUALS
      : FilterMatchMode.CONTAINS
/** The server reads up to 200 characters of a rule. */
const MAX_VALUE = 200

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
const dayToDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1)
}

/**
 * The DataTable's filter model for the rules of the address: every filterable column has an
 * entry (an empty rule where none is set), and dates are Date objects for the date input.
 */
export function tableFilters(rules: ListRules, fields: ListField[]): DataTableFilterMeta {
  return Object.fromEntries(
    fields
      .filter((f) => f.filterable)
      .map((f) => {
        const set = rules[f.field]
        const constraints = set?.rules.length
          ? set.rules.map((r) => ({
              value: f.kind === 'date' ? dayToDate(r.value) : r.value,
              matchMode: r.matchMode,
            }))
          : [{ value: null, matchMode: defaultMode(f.kind) }]
        return [
          f.field,
          { operator: set?.operator === 'or' ? FilterOperator.OR : FilterOperator.AND, constraints },
        ]
      }),
  )
}

/** The rules a person applied in the filter menus: empty rules dropped, dates as YYYY-MM-DD. */
export function rulesFromTable(meta: DataTableFilterMeta, fields: ListField[]): ListRules {
  const out: ListRules = {}
  for (const f of fields) {
    const entry = meta[f.field]
    if (!f.filterable || !entry || !('constraints' in entry)) continue
    const modes: readonly string[] = MODES[f.kind]
    const rules = entry.constraints.flatMap((c) => {
      const value =
        c.value instanceof Date && !Number.isNaN(c.value.getTime())
          ? localDay(c.value)
          : typeof c.value === 'string'
            ? c.value.slice(0, MAX_VALUE)
            : ''
      const matchMode = String(c.matchMode)
      // A date rule needs a whole day; whatever else a date input hands over is no rule yet.
      const usable = f.kind === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(value) : value.trim() !== ''
      return usable && modes.includes(matchMode) ? [{ value, matchMode: matchMode as MatchMode }] : []
    })
    if (rules.length > 0)
      out[f.field] = { operator: entry.operator === FilterOperator.OR ? 'or' : 'and', rules }
  }
  return out
}
