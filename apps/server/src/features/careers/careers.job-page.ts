import { CAREERS_TEXTS, type CareersSettings } from '@bb/shared'
import type { PublishedJob } from '../jobs/index.ts'
import {
  consentField,
  type FormState,
  field,
  filesField,
  honeypotField,
  optionalField,
} from './careers.form-fields.ts'
import { employmentLabel, salaryLabel, startLabel } from './careers.format.ts'
import { jobPostingJsonLd } from './careers.json-ld.ts'
import { careersHref, layout, type PageContext } from './careers.layout.ts'
import { html, scriptJson, trusted } from './html.ts'

export interface JobPageInput {
  job: PublishedJob
  groupLabel: string
  settings: CareersSettings
  uploadLimitMb: number
  token: string
  form: FormState
}

function errorSummary(form: FormState) {
  const entries = Object.entries(form.errors).filter(([, messages]) => messages.length > 0)
  const general = form.errors.form
  return html`<div class="error-summary" role="alert" tabindex="-1"${entries.length === 0 ? trusted(' hidden') : ''}>
<p><strong>${general?.join(' ') ?? CAREERS_TEXTS.formErrors}</strong></p>
<ul>${entries
    .filter(([name]) => name !== 'form')
    .map(([name, messages]) => html`<li><a href="#bewerbung-${name}">${messages.join(' ')}</a></li>`)}</ul>
</div>`
}

/** `/karriere/{slug}`: the job, its JSON-LD, and the application form (a plain multipart form). */
export function renderJobPage(ctx: PageContext, input: JobPageInput): string {
  const { job, form, settings } = input
  const salary = salaryLabel(job)
  const asked = new Set(settings.asked_fields)
  const body = html`<p class="back"><a href="${careersHref(ctx, '/karriere')}">← Alle Stellen</a></p>
<article class="job">
<h1>${job.title}</h1>
<dl class="facts">
<div><dt>Ort</dt><dd>${job.location}</dd></div>
<div><dt>Anstellungsart</dt><dd>${employmentLabel(job.employmentType)}</dd></div>
<div><dt>Beginn</dt><dd>${startLabel(job)}</dd></div>
${input.groupLabel ? html`<div><dt>Berufsgruppe</dt><dd>${input.groupLabel}</dd></div>` : ''}
${salary ? html`<div><dt>Gehalt</dt><dd>${salary}</dd></div>` : ''}
${job.contactName ? html`<div><dt>Ansprechperson</dt><dd>${job.contactName}</dd></div>` : ''}
</dl>
${job.descriptionHtml ? html`<section aria-labelledby="aufgaben"><h2 id="aufgaben">Ihre Aufgaben</h2>${trusted(job.descriptionHtml)}</section>` : ''}
${job.requirementsHtml ? html`<section aria-labelledby="profil"><h2 id="profil">Ihr Profil</h2>${trusted(job.requirementsHtml)}</section>` : ''}
<p><a class="button" href="#bewerben">${CAREERS_TEXTS.apply}</a></p>
</article>
<section class="apply" aria-labelledby="bewerben">
<h2 id="bewerben" tabindex="-1">${CAREERS_TEXTS.apply}</h2>
<p class="hint">Pflichtfelder sind mit * markiert.</p>
<form class="application" method="post" enctype="multipart/form-data" action="${careersHref(ctx, `/karriere/${job.slug}/bewerbung`)}" novalidate>
${errorSummary(form)}
<input type="hidden" name="_token" value="${input.token}">
${field(form, { name: 'first_name', label: 'Vorname', type: 'text', required: true, autocomplete: 'given-name', maxLength: 100 })}
${field(form, { name: 'last_name', label: 'Nachname', type: 'text', required: true, autocomplete: 'family-name', maxLength: 100 })}
${field(form, { name: 'email', label: 'E-Mail-Adresse', type: 'email', required: true, autocomplete: 'email', maxLength: 254 })}
${(['phone', 'available_from', 'desired_salary', 'message'] as const).filter((k) => asked.has(k)).map((k) => optionalField(form, k))}
${filesField(form, input.uploadLimitMb)}
${consentField(form, careersHref(ctx, '/karriere/datenschutz'))}
${honeypotField()}
<div class="progress" hidden><progress max="100" value="0" aria-label="Fortschritt des Hochladens"></progress><span class="progress-text" aria-live="polite"></span></div>
<p><button type="submit">${CAREERS_TEXTS.send}</button></p>
</form>
</section>`
  return layout(ctx, {
    title: job.title,
    description: `${job.title} in ${job.location} (${employmentLabel(job.employmentType)}), ${startLabel(job)}`,
    canonical: `/karriere/${job.slug}`,
    head: html`<script type="application/ld+json">${scriptJson(jobPostingJsonLd(ctx, job))}</script>`,
    body,
  })
}

/** After a sent application: the same page for everyone, whatever happened behind it. */
export function renderThanks(ctx: PageContext, job: PublishedJob | null): string {
  return layout(ctx, {
    title: CAREERS_TEXTS.thanksTitle,
    body: html`<div class="thanks" role="status">
<h1>${CAREERS_TEXTS.thanksTitle}</h1>
${job ? html`<p>Ihre Bewerbung als <strong>${job.title}</strong> ist bei uns eingegangen.</p>` : ''}
<p>${CAREERS_TEXTS.thanksText}</p>
<p><a href="${careersHref(ctx, '/karriere')}">Weitere Stellen ansehen</a></p>
</div>`,
  })
}

export function renderMessagePage(ctx: PageContext, title: string, text: string): string {
  return layout(ctx, {
    title,
    body: html`<h1>${title}</h1><p>${text}</p><p><a href="${careersHref(ctx, '/karriere')}">Zu allen Stellen</a></p>`,
  })
}

export function renderPrivacy(ctx: PageContext, privacyHtml: string): string {
  return layout(ctx, {
    title: CAREERS_TEXTS.privacyTitle,
    canonical: '/karriere/datenschutz',
    body: html`<h1>${CAREERS_TEXTS.privacyTitle}</h1><div class="privacy">${trusted(privacyHtml)}</div>`,
  })
}
