import { CAREERS_LIMITS, CAREERS_TEXTS, type CareersOptionalField, DOCUMENT_EXTENSIONS } from '@bb/shared'
import { type Html, html, trusted } from './html.ts'

/** What a re-shown form keeps: the typed values and the German message per field. */
export interface FormState {
  values: Record<string, string>
  errors: Record<string, string[]>
}

export const emptyForm = (): FormState => ({ values: {}, errors: {} })

interface FieldSpec {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'number' | 'textarea'
  required?: boolean
  autocomplete?: string
  maxLength?: number
  extra?: Html
}

export function field(state: FormState, spec: FieldSpec): Html {
  const id = `bewerbung-${spec.name}`
  const errors = state.errors[spec.name] ?? []
  const describedBy = errors.length > 0 ? `${id}-fehler` : ''
  const value = state.values[spec.name] ?? ''
  const attrs = html`id="${id}" name="${spec.name}"${spec.required ? trusted(' required aria-required="true"') : ''}${spec.autocomplete ? html` autocomplete="${spec.autocomplete}"` : ''}${spec.maxLength ? html` maxlength="${spec.maxLength}"` : ''}${errors.length > 0 ? html` aria-invalid="true" aria-describedby="${describedBy}"` : ''}${spec.extra ?? ''}`
  const control =
    spec.type === 'textarea'
      ? html`<textarea ${attrs} rows="5">${value}</textarea>`
      : html`<input type="${spec.type}" ${attrs} value="${value}">`
  return html`<div class="field${errors.length > 0 ? ' invalid' : ''}" data-field="${spec.name}">
<label for="${id}">${spec.label}${spec.required ? html`<span class="required" aria-hidden="true"> *</span>` : ''}</label>
${control}
<p class="error" id="${id}-fehler"${errors.length === 0 ? trusted(' hidden') : ''}>${errors.join(' ')}</p>
</div>`
}

const OPTIONAL_SPECS: Record<CareersOptionalField, FieldSpec> = {
  phone: { name: 'phone', label: 'Telefon', type: 'tel', autocomplete: 'tel', maxLength: 40 },
  // A text field, not the browser's date field: that one's order follows the browser's language
  // (an English browser takes 01022027 as 2 January), a German text is read the same everywhere.
  available_from: {
    name: 'available_from',
    label: 'Verfügbar ab (TT.MM.JJJJ)',
    type: 'text',
    maxLength: 20,
    extra: trusted(' inputmode="numeric" placeholder="TT.MM.JJJJ"'),
  },
  desired_salary: {
    name: 'desired_salary',
    label: 'Gehaltswunsch (€ brutto im Jahr)',
    type: 'number',
    extra: trusted(' inputmode="numeric" min="0" max="1000000" step="1"'),
  },
  message: {
    name: 'message',
    label: 'Kurze Nachricht',
    type: 'textarea',
    maxLength: CAREERS_LIMITS.messageLength,
  },
}

export const optionalField = (state: FormState, key: CareersOptionalField) =>
  field(state, OPTIONAL_SPECS[key])

const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',')

export function filesField(state: FormState, limitMb: number): Html {
  const errors = state.errors.files ?? []
  const hint = `Lebenslauf und weitere Unterlagen, höchstens ${CAREERS_LIMITS.maxFiles} Dateien zu je ${limitMb} MB (${DOCUMENT_EXTENSIONS.join(', ')}).`
  return html`<div class="field files${errors.length > 0 ? ' invalid' : ''}" data-field="files">
<label for="bewerbung-files">Unterlagen</label>
<p class="hint" id="bewerbung-files-hinweis">${hint}</p>
<div class="drop-zone" data-max-files="${CAREERS_LIMITS.maxFiles}" data-max-mb="${limitMb}" data-accept="${ACCEPT}">
<input type="file" id="bewerbung-files" name="files" multiple accept="${ACCEPT}" aria-describedby="bewerbung-files-hinweis bewerbung-files-fehler">
</div>
<ul class="file-list" aria-live="polite"></ul>
<p class="error" id="bewerbung-files-fehler"${errors.length === 0 ? trusted(' hidden') : ''}>${errors.join(' ')}</p>
</div>`
}

export function consentField(state: FormState, privacyHref: string): Html {
  const errors = state.errors.consent ?? []
  return html`<div class="field consent${errors.length > 0 ? ' invalid' : ''}" data-field="consent">
<input type="checkbox" id="bewerbung-consent" name="consent" value="1" required aria-required="true"${state.values.consent ? trusted(' checked') : ''}${errors.length > 0 ? trusted(' aria-invalid="true" aria-describedby="bewerbung-consent-fehler"') : ''}>
<label for="bewerbung-consent">${CAREERS_TEXTS.consent} <a href="${privacyHref}" target="_blank" rel="noopener">Datenschutzhinweise lesen (neues Fenster)</a></label>
<p class="error" id="bewerbung-consent-fehler"${errors.length === 0 ? trusted(' hidden') : ''}>${errors.join(' ')}</p>
</div>`
}

/** Hidden from people (and from screen readers); a bot that fills every field fills it too. */
export const honeypotField = () =>
  html`<div class="hp" aria-hidden="true"><label for="bewerbung-website">Webseite</label><input type="text" id="bewerbung-website" name="website" tabindex="-1" autocomplete="off"></div>`
