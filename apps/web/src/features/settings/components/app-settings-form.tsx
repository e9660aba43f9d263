import './settings.css'
import {
  type AppSettings,
  REMEMBER_IDLE_DAYS_MIN,
  SESSION_REMEMBER_DAYS,
  SESSION_TEXTS,
  slugify,
  TOAST_TITLES,
  type UpdateSettingsBody,
} from '@bb/shared'
import { Button } from 'primereact/button'
import { InputNumber } from 'primereact/inputnumber'
import { InputSwitch } from 'primereact/inputswitch'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { SelectButton } from 'primereact/selectbutton'
import { type FormEvent, useState } from 'react'
import { changedKeys, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { toSettingsBody, useSaveAppSettings } from '../api/settings.ts'
import { OrderedRows } from './ordered-rows.tsx'

/** A slug for a new occupation group (the settings take up to 40 characters). */
const groupSlug = (label: string) => slugify(label, 40)

/** Admins: company, mail, statuses, occupation groups, document categories, limits. */
export function AppSettingsForm({ settings }: { settings: AppSettings }) {
  const toast = useToast()
  const [form, setForm] = useState<UpdateSettingsBody>(() => toSettingsBody(settings))
  const { errors, set: setErrors, fromFailure, touch } = useFieldErrors()
  const save = useSaveAppSettings()
  const known = new Set(settings.profession_groups.map((g) => g.slug))
  const set = (patch: Partial<UpdateSettingsBody>) => {
    touch(...changedKeys(form, { ...form, ...patch }))
    setForm({ ...form, ...patch })
  }
  const fieldError = (key: string) =>
    Object.entries(errors).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1][0]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    setErrors({})
    try {
      const saved = await save.mutateAsync(form)
      setForm(toSettingsBody(saved))
      toast({
        severity: 'success',
        summary: TOAST_TITLES.saved,
        detail: 'Die Einstellungen gelten jetzt für alle.',
      })
    } catch (error) {
      fromFailure(error)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(error, 'Speichern ist fehlgeschlagen.'),
      })
    }
  }

  return (
    <form className="card settings-card" onSubmit={submit} aria-labelledby="app-title" noValidate>
      <h2 id="app-title">Anwendung</h2>
      <p className="muted">
        Diese Einstellungen gelten für alle Benutzer:innen; offene Fenster übernehmen sie binnen Sekunden.
      </p>
      {Object.keys(errors).length > 0 ? (
        <Message severity="error" text="Bitte prüfen Sie die markierten Angaben." />
      ) : null}
      <div className="settings-grid">
        <FormField
          id="app-company"
          label="Firmenname"
          required
          error={fieldError('company_name')}
          hint="Für {{firma}} in Vorlagen."
        >
          <InputText
            id="app-company"
            value={form.company_name}
            onChange={(e) => set({ company_name: e.target.value })}
          />
        </FormField>
        <FormField
          id="app-from"
          label="Absender der E-Mails"
          required
          error={fieldError('mail_from')}
          hint="Für E-Mails an Bewerber:innen. Ohne eigenen Namen steht der Firmenname davor."
        >
          <InputText
            id="app-from"
            value={form.mail_from}
            onChange={(e) => set({ mail_from: e.target.value })}
            placeholder="Personal Muster GmbH <personal@muster.de>"
          />
        </FormField>
        <FormField
          id="app-reply-to"
          label="Antwortadresse (Reply-To)"
          error={fieldError('mail_reply_to')}
          hint="Wohin Antworten gehen: das Postfach, aus dem Antworten importiert werden. Leer: dieses Postfach, falls bekannt, sonst der Absender."
        >
          <InputText
            id="app-reply-to"
            value={form.mail_reply_to}
            onChange={(e) => set({ mail_reply_to: e.target.value })}
          />
        </FormField>
        <FormField
          id="app-upload"
          label="Höchstgröße je Dokument (MB)"
          required
          error={fieldError('upload_limit_mb')}
        >
          <InputNumber
            inputId="app-upload"
            value={form.upload_limit_mb}
            onValueChange={(e) => set({ upload_limit_mb: e.value ?? 0 })}
            min={1}
            max={200}
            locale="de-DE"
          />
        </FormField>
        <FormField
          id="app-retention"
          label="Aufbewahrung abgelehnter Bewerbungen (Monate)"
          required
          error={fieldError('retention_months')}
        >
          <InputNumber
            inputId="app-retention"
            value={form.retention_months}
            onValueChange={(e) => set({ retention_months: e.value ?? 0 })}
            min={1}
            max={120}
            locale="de-DE"
          />
        </FormField>
        <FormField
          id="app-remember-idle"
          label={SESSION_TEXTS.rememberIdleLabel}
          required
          error={fieldError('remember_idle_days')}
          hint={SESSION_TEXTS.rememberIdleHint}
        >
          <InputNumber
            inputId="app-remember-idle"
            value={form.remember_idle_days ?? null}
            onValueChange={(e) => set({ remember_idle_days: e.value ?? 0 })}
            min={REMEMBER_IDLE_DAYS_MIN}
            max={SESSION_REMEMBER_DAYS}
            locale="de-DE"
          />
        </FormField>
        <div className="form-field">
          <span className="settings-switch">
            <InputSwitch
              inputId="app-retention-enabled"
              checked={form.retention_enabled}
              onChange={(e) => set({ retention_enabled: Boolean(e.value) })}
            />
            <label htmlFor="app-retention-enabled">Nach Ablauf der Frist automatisch (täglich)</label>
          </span>
          <SelectButton
            value={form.retention_action}
            options={[
              { label: 'anonymisieren', value: 'anonymise' },
              { label: 'löschen', value: 'delete' },
            ]}
            onChange={(e) => e.value && set({ retention_action: e.value as 'anonymise' | 'delete' })}
            aria-label="Was nach Ablauf der Frist geschieht"
            disabled={!form.retention_enabled}
          />
          <small className="form-field__hint">
            Anonymisieren behält Status, Verlauf und Bewertungszahlen für die Statistik.
          </small>
        </div>
      </div>

      <h3>Status</h3>
      <p className="muted">Bezeichnung, Farbe und Reihenfolge; die Status selbst stehen fest.</p>
      {fieldError('statuses') ? <small className="form-field__error">{fieldError('statuses')}</small> : null}
      <OrderedRows
        label="Status"
        rows={form.statuses}
        onChange={(statuses) => set({ statuses })}
        describe={(s) => `Status ${s.label}`}
        render={(s, i, update) => (
          <>
            <input
              type="color"
              className="settings-rows__colour"
              value={s.color}
              aria-label={`Farbe von ${s.label}`}
              onChange={(e) => update({ ...s, color: e.target.value })}
            />
            <InputText
              value={s.label}
              aria-label={`Bezeichnung von Status ${i + 1}`}
              onChange={(e) => update({ ...s, label: e.target.value })}
            />
          </>
        )}
      />

      <h3>Berufsgruppen</h3>
      {fieldError('profession_groups') ? (
        <small className="form-field__error">{fieldError('profession_groups')}</small>
      ) : null}
      <OrderedRows
        label="Berufsgruppen"
        rows={form.profession_groups}
        onChange={(profession_groups) => set({ profession_groups })}
        describe={(g) => `Berufsgruppe ${g.label || g.slug}`}
        canRemove={() => true}
        render={(g, i, update) => (
          <InputText
            value={g.label}
            aria-label={`Bezeichnung von Berufsgruppe ${i + 1}`}
            onChange={(e) =>
              update({ slug: known.has(g.slug) ? g.slug : groupSlug(e.target.value), label: e.target.value })
            }
          />
        )}
      />
      <Button
        type="button"
        label="Berufsgruppe hinzufügen"
        icon="pi pi-plus"
        text
        className="settings-add"
        onClick={() => set({ profession_groups: [...form.profession_groups, { slug: '', label: '' }] })}
      />

      <h3>Dokumentkategorien</h3>
      {fieldError('document_categories') ? (
        <small className="form-field__error">{fieldError('document_categories')}</small>
      ) : null}
      <OrderedRows
        label="Dokumentkategorien"
        rows={form.document_categories}
        onChange={(document_categories) => set({ document_categories })}
        describe={(c) => `Kategorie ${c.name}`}
        canRemove={() => true}
        render={(c, i, update) => (
          <InputText
            value={c.name}
            aria-label={`Name von Kategorie ${i + 1}`}
            onChange={(e) => update({ ...c, name: e.target.value })}
          />
        )}
      />
      <Button
        type="button"
        label="Kategorie hinzufügen"
        icon="pi pi-plus"
        text
        className="settings-add"
        onClick={() => set({ document_categories: [...form.document_categories, { name: '' }] })}
      />
      <div className="form-actions">
        <Button
          type="button"
          label="Zurücksetzen"
          text
          onClick={() => {
            setForm(toSettingsBody(settings))
            setErrors({})
          }}
        />
        <Button type="submit" label="Einstellungen speichern" icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  )
}
