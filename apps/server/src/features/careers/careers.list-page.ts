import { CAREERS_TEXTS, EMPLOYMENT_TYPES } from '@bb/shared'
import type { PublishedJob } from '../jobs/index.ts'
import { employmentLabel, startLabel } from './careers.format.ts'
import { careersHref, layout, type PageContext } from './careers.layout.ts'
import { type Html, html, trusted } from './html.ts'

export interface ListFilters {
  gruppe?: string | undefined
  ort?: string | undefined
  art?: string | undefined
}

export function matchesFilters(job: PublishedJob, filters: ListFilters) {
  return (
    (!filters.gruppe || job.professionGroup === filters.gruppe) &&
    (!filters.ort || job.location === filters.ort) &&
    (!filters.art || job.employmentType === filters.art)
  )
}

function select(name: string, label: string, options: Array<[string, string]>, chosen: string | undefined) {
  const id = `filter-${name}`
  return html`<div class="field">
<label for="${id}">${label}</label>
<select id="${id}" name="${name}">
<option value="">Alle</option>
${options.map(([value, text]) => html`<option value="${value}"${value === chosen ? trusted(' selected') : ''}>${text}</option>`)}
</select>
</div>`
}

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'de'))

function jobCard(ctx: PageContext, job: PublishedJob, groups: Record<string, string>): Html {
  return html`<li class="job-card">
<h3><a href="${careersHref(ctx, `/karriere/${job.slug}`)}">${job.title}</a></h3>
<p class="facts"><span>${job.location}</span><span>${employmentLabel(job.employmentType)}</span><span>${startLabel(job)}</span>${groups[job.professionGroup] ? html`<span>${groups[job.professionGroup]}</span>` : ''}</p>
</li>`
}

/** `/karriere`: the published jobs with filters that work without script (a GET form). */
export function renderJobList(
  ctx: PageContext,
  input: { jobs: PublishedJob[]; filters: ListFilters; groups: Record<string, string>; introHtml: string },
): string {
  const { jobs, filters, groups } = input
  const shown = jobs.filter((job) => matchesFilters(job, filters))
  const filtered = Boolean(filters.gruppe || filters.ort || filters.art)
  const groupOptions = distinct(jobs.map((j) => j.professionGroup)).map((slug): [string, string] => [
    slug,
    groups[slug] ?? slug,
  ])
  const placeOptions = distinct(jobs.map((j) => j.location)).map((p): [string, string] => [p, p])
  const typeOptions = (Object.keys(EMPLOYMENT_TYPES) as string[])
    .filter((t) => jobs.some((j) => j.employmentType === t))
    .map((t): [string, string] => [t, employmentLabel(t)])
  const count = shown.length === 1 ? '1 Stelle' : `${shown.length} Stellen`
  const body = html`<h1>${CAREERS_TEXTS.jobsHeading}</h1>
${input.introHtml ? html`<div class="intro">${trusted(input.introHtml)}</div>` : ''}
${
  jobs.length === 0
    ? html`<p class="empty">${CAREERS_TEXTS.noJobs}</p>`
    : html`<form class="filters" method="get" action="/karriere" role="search" aria-label="Stellen filtern">
${ctx.embed ? html`<input type="hidden" name="embed" value="1">` : ''}
${select('gruppe', 'Berufsgruppe', groupOptions, filters.gruppe)}
${select('ort', 'Ort', placeOptions, filters.ort)}
${select('art', 'Anstellungsart', typeOptions, filters.art)}
<div class="actions"><button type="submit">Filtern</button>${filtered ? html`<a href="${careersHref(ctx, '/karriere')}">Filter zurücksetzen</a>` : ''}</div>
</form>
<h2 class="count" aria-live="polite">${count}</h2>
${shown.length === 0 ? html`<p class="empty">${CAREERS_TEXTS.noMatch}</p>` : html`<ul class="job-list">${shown.map((job) => jobCard(ctx, job, groups))}</ul>`}`
}`
  return layout(ctx, {
    title: CAREERS_TEXTS.jobsHeading,
    description: `${count} bei ${ctx.company || 'uns'}`,
    canonical: '/karriere',
    body,
  })
}
