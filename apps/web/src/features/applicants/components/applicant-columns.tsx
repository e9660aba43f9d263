import './applicants.css'
import type { Answers, Applicant, AppSettings } from '@bb/shared'
import { Tag } from 'primereact/tag'
import { Link } from 'react-router'
import { formatDate, formatNumber } from '../../../lib/format.ts'

export interface ColumnDef {
  field: string
  header: string
  kind: 'text' | 'date' | 'select' | 'number'
  optional?: boolean
  sortable?: boolean
  filterable?: boolean
  /** Dates and numbers stand right-aligned unless told otherwise. */
  align?: 'left'
  /** Stays in sight at the right edge while the row scrolls sideways (the row's action). */
  frozen?: boolean
  body?: (row: Applicant) => React.ReactNode
}

export function StatusTag({ slug, settings }: { slug: string; settings: AppSettings | undefined }) {
  const status = settings?.statuses.find((s) => s.slug === slug)
  return (
    <Tag
      value={status?.label ?? slug}
      style={{
        background: `${status?.color ?? '#64748b'}1a`,
        // The status colour darkened, so the label reads at 4.5:1 on its own tint (WCAG AA).
        color: status ? `color-mix(in srgb, ${status.color} 58%, #000)` : '#334155',
        border: `1px solid ${status?.color ?? '#cbd5e1'}55`,
      }}
    />
  )
}

export function RatingStars({ value }: { value: number | null }) {
  if (value === null) return <span className="muted">–</span>
  return (
    <span className="rating-cell" title={`Durchschnitt ${formatNumber(value, 1)} von 5`}>
      <i className="pi pi-star-fill" aria-hidden="true" /> {formatNumber(value, 1)}
    </span>
  )
}

/**
 * The table columns; optional ones can be hidden and the choice is remembered. "Geändert" is
 * always there: the overview is sorted by it, and a sort by a hidden column looks random.
 */
export function applicantColumns(settings: AppSettings | undefined, catalogue: Answers): ColumnDef[] {
  const label = (field: string, value: unknown) =>
    typeof value === 'string' ? (catalogue[field]?.[value] ?? value) : ''
  return [
    {
      field: 'last_name',
      header: 'Name',
      kind: 'text',
      sortable: true,
      filterable: true,
      body: (row) => (
        <span className="name-cell">
          {/* The row's one link: keyboard, new tab and, on a phone, the whole card open it. */}
          <Link to={`/bewerber/${row.id}`} className="row-link">
            <strong>
              {String(row.last_name)}, {String(row.first_name)}
            </strong>
          </Link>
          {row.followed ? (
            <i className="pi pi-star-fill followed-mark" title="Gefolgt" role="img" aria-label="Gefolgt" />
          ) : null}
        </span>
      ),
    },
    {
      field: 'status',
      header: 'Status',
      kind: 'select',
      sortable: true,
      body: (row) => <StatusTag slug={String(row.status)} settings={settings} />,
    },
    {
      field: 'profession_group',
      header: 'Berufsgruppe',
      kind: 'select',
      sortable: true,
      body: (row) => label('profession_group', row.profession_group),
    },
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
    {
      field: 'average_rating',
      header: 'Bewertung',
      kind: 'number',
      sortable: true,
      body: (row) => <RatingStars value={row.average_rating} />,
    },
    {
      field: 'available_from',
      header: 'Verfügbar ab',
      kind: 'date',
      sortable: true,
      filterable: true,
      optional: true,
      body: (row) => formatDate(row.available_from as string | null),
    },
    {
      field: 'created_at',
      header: 'Eingegangen',
      kind: 'date',
      sortable: true,
      filterable: true,
      body: (row) => formatDate(row.created_at),
    },
    {
      field: 'updated_at',
      header: 'Geändert',
      kind: 'date',
      sortable: true,
      filterable: true,
      body: (row) => formatDate(row.updated_at),
    },
  ]
}
