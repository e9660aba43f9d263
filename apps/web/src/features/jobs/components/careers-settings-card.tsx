import './jobs.css'
import {
  CAREERS_OPTIONAL_FIELDS,
  type CareersOptionalField,
  type CareersSettings,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { InputTextarea } from 'primereact/inputtextarea'
import { useEffect, useState } from 'react'
import { changedKeys, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { careersSettingsQuery, useSaveCareersSettings } from '../api/careers-settings.ts'
import { MarkdownField } from './markdown-field.tsx'

interface Draft {
  intro: string
  privacy_text: string
  asked_fields: CareersOptionalField[]
  /** One origin per line, as typed. */
  embed_origins: string
}

const toDraft = (s: CareersSettings): Draft => ({
  intro: s.intro,
  privacy_text: s.privacy_text,
  asked_fields: [...s.asked_fields],
  embed_origins: s.embed_origins.join('\n'),
})

const FIELD_KEYS = Object.keys(CAREERS_OPTIONAL_FIELDS) as CareersOptionalField[]

/** The snippet a company's website puts where the jobs should appear. */
const embedSnippet = (origin: string) =>
  `<iframe src="${origin}/karriere?embed=1" title="Offene Stellen" style="width:100%;border:0;min-height:600px" loading="lazy"></iframe>`

/** Admins, on /einstellungen: the careers page's introduction, privacy text, questions and framing. */
export function CareersSettingsCard() {
  const toast = useToast()
  const { data: stored } = useQuery(careersSettingsQuery)
  const save = useSaveCareersSettings()
  const [draft, setDraft] = useState<Draft | null>(null)
  const { errors, set: setErrors, fromFailure, touch } = useFieldErrors()
  useEffect(() => {
    if (stored && draft === null) setDraft(toDraft(stored))
  }, [stored, draft])

  if (!draft) return null
  const change = (next: Draft) => {
    touch(...changedKeys(draft, next))
    setDraft(next)
  }
  const originError = Object.entries(errors).find(([key]) => key.startsWith('embed_origins'))?.[1]?.[0]

  const submit = async () => {
    if (save.isPending) return
    setErrors({})
    try {
      const saved = await save.mutateAsync({
        intro: draft.intro,
        privacy_text: draft.privacy_text,
        asked_fields: draft.asked_fields,
        embed_origins: draft.embed_origins
          .split(/\s+/)
          .map((o) => o.trim())
          .filter(Boolean),
      })
      setDraft(toDraft(saved))
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: 'Die Karriereseite wurde gespeichert.',
      })
    } catch (caught) {
      fromFailure(caught)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail:
          caught instanceof ApiError ? caught.message : 'Die Karriereseite konnte nicht gespeichert werden.',
      })
    }
  }

  return (
    <section className="card settings-card" aria-labelledby="careers-settings-title">
      <h2 id="careers-settings-title">Karriereseite</h2>
      <p className="muted">
        Veröffentlichte Stellen erscheinen unter{' '}
        <a href="/karriere" target="_blank" rel="noopener">
          {window.location.origin}/karriere
        </a>{' '}
        (neues Fenster); Bewerbungen von dort kommen als neue Bewerber:innen an.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <MarkdownField
          id="careers-intro"
          label="Einleitung"
          value={draft.intro}
          onChange={(intro) => change({ ...draft, intro })}
          error={errors.intro?.[0]}
        />
        <MarkdownField
          id="careers-privacy"
          label="Datenschutzhinweise"
          value={draft.privacy_text}
          onChange={(privacy_text) => change({ ...draft, privacy_text })}
          error={errors.privacy_text?.[0]}
        />
        <fieldset className="careers-asked">
          <legend>Zusätzliche Fragen im Formular (Name und E-Mail-Adresse werden immer erfragt)</legend>
          {FIELD_KEYS.map((key) => (
            <div key={key} className="careers-asked__item">
              <Checkbox
                inputId={`careers-asked-${key}`}
                checked={draft.asked_fields.includes(key)}
                onChange={(e) =>
                  change({
                    ...draft,
                    asked_fields: e.checked
                      ? FIELD_KEYS.filter((k) => k === key || draft.asked_fields.includes(k))
                      : draft.asked_fields.filter((k) => k !== key),
                  })
                }
              />
              <label htmlFor={`careers-asked-${key}`}>{CAREERS_OPTIONAL_FIELDS[key]}</label>
            </div>
          ))}
        </fieldset>
        <FormField
          id="careers-origins"
          label="Einbetten erlaubt auf (eine Adresse je Zeile)"
          error={originError}
          hint="Zum Beispiel https://www.firma.de – nur diese Seiten dürfen die Karriereseite in einem Rahmen zeigen."
        >
          <InputTextarea
            id="careers-origins"
            value={draft.embed_origins}
            rows={3}
            autoResize
            invalid={Boolean(originError)}
            onChange={(e) => change({ ...draft, embed_origins: e.target.value })}
          />
        </FormField>
        {stored && stored.embed_origins.length > 0 ? (
          <div className="careers-embed">
            <label htmlFor="careers-snippet">Code zum Einbetten</label>
            <InputTextarea
              id="careers-snippet"
              readOnly
              rows={3}
              value={embedSnippet(window.location.origin)}
            />
          </div>
        ) : null}
        <Button type="submit" label="Karriereseite speichern" loading={save.isPending} />
      </form>
    </section>
  )
}
