import type { ListField } from '../api/list-url.ts'

/** A column of the applicant lists, without how its cells look (applicant-columns.tsx adds that). */
export interface ListColumn extends ListField {
  header: string
  optional?: boolean
  /** Dates and numbers stand right-aligned unless told otherwise. */
  align?: 'left'
  /** Stays in sight at the right edge while the row scrolls sideways (the row's action). */
  frozen?: boolean
}

/**
 * The columns of every applicant list, in their order. Plain data, so a list's address can be read
 * (and its first page asked for) before the table's code is there. Optional ones can be hidden;
 * "Geändert" is always there: the overview is sorted by it, and a sort by a hidden column looks random.
 */
export const LIST_COLUMNS: ListColumn[] = [
  { field: 'last_name', header: 'Name', kind: 'text', sortable: true, filterable: true },
  { field: 'status', header: 'Status', kind: 'select', sortable: true },
  { field: 'profession_group', header: 'Berufsgruppe', kind: 'select', sortable: true },
  { field: 'job', header: 'Stelle', kind: 'select', optional: true, filterable: true },
  { field: 'channel', header: 'Eingang', kind: 'select', optional: true, filterable: true },
  { field: 'city', header: 'Ort', kind: 'text', sortable: true, filterable: true },
  {
    field: 'email',
    header: 'E-Mail-Adresse',
    kind: 'text',
    sortable: true,
    filterable: true,
    optional: true,
  },
  { field: 'phone', header: 'Telefon', kind: 'text', filterable: true, optional: true },
  { field: 'average_rating', header: 'Bewertung', kind: 'number', sortable: true },
  {
    field: 'available_from',
    header: 'Verfügbar ab',
    kind: 'date',
    sortable: true,
    filterable: true,
    optional: true,
  },
  { field: 'created_at', header: 'Eingegangen', kind: 'date', sortable: true, filterable: true },
  { field: 'updated_at', header: 'Geändert', kind: 'date', sortable: true, filterable: true },
]
