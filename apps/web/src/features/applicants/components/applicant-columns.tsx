import './applicants.css'
import {
  type Answers,
  type Applicant,
  type AppSettings,
  INTAKE_CHANNELS,
  NEEDS_REVIEW_LABEL,
} from '@bb/shared'
import { Tag } from 'primereact/tag'
import { Link } from 'react-router'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { LIST_COLUMNS, type ListColumn } from './list-columns.ts'

export interface ColumnDef extends ListColumn {
  body?: (row: Applicant) => React.ReactNode
  /** A select column's choices in its filter menu, by label. */
  options?: Array<{ value: string; label: string }>
}

const optionsOf = (record: Record<string, string> | undefined) =>
  Object.entries(record ?? {}).map(([value, label]) => ({ value, label }))

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

/** The list columns with their cells: names link to the applicant, statuses and groups by label. */
export function applicantColumns(settings: AppSettings | undefined, catalogue: Answers): ColumnDef[] {
  const label = (field: string, value: unknown) =>
    typeof value === 'string' ? (catalogue[field]?.[value] ?? value) : ''
  const bodies: Record<string, ColumnDef['body']> = {
    last_name: (row) => (
      <span className="name-cell">
        {/* The row's one link: keyboard, new tab and, on a phone, the whole card open it. */}
        <Link to={`/bewerber/${row.id}`} className="row-link">
          <strong>
            {String(row.last_name)}, {String(row.first_name)}
          </strong>
        </Link>
        {row.needs_review ? <Tag className="review-tag" value={NEEDS_REVIEW_LABEL} /> : null}
        {row.followed ? (
          <i className="pi pi-star-fill followed-mark" title="Gefolgt" role="img" aria-label="Gefolgt" />
        ) : null}
      </span>
    ),
    status: (row) => <StatusTag slug={String(row.status)} settings={settings} />,
    profession_group: (row) => label('profession_group', row.profession_group),
    job: (row) => label('job', row.job),
    channel: (row) => INTAKE_CHANNELS[row.channel] ?? row.channel,
    average_rating: (row) => <RatingStars value={row.average_rating} />,
    available_from: (row) => formatDate(row.available_from as string | null),
    created_at: (row) => formatDate(row.created_at),
    updated_at: (row) => formatDate(row.updated_at),
  }
  const options: Record<string, ColumnDef['options']> = {
    job: optionsOf(catalogue.job),
    channel: optionsOf(INTAKE_CHANNELS),
  }
  return LIST_COLUMNS.map((column) => {
    const body = bodies[column.field]
    const choices = options[column.field]
    return { ...column, ...(body ? { body } : {}), ...(choices ? { options: choices } : {}) }
  })
}
