import './templates.css'
import {
  type AnyPlaceholderName,
  CALENDAR_HINTS,
  type MessageTemplate,
  PLACEHOLDERS,
  TEMPLATE_TOASTS,
  TOAST_TITLES,
  withSignature,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { useRef, useState } from 'react'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { changedKeys, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { answersQuery } from '../../applicants/index.ts'
import { actionsQuery, FilledText } from '../../messages/index.ts'
import { templatesQuery, useDeleteTemplate, useSaveTemplate } from '../api/templates.ts'

type Draft = Omit<MessageTemplate, 'id' | 'updated_at'> & { id: number | null }
/** A saved template in the editor: without its `updated_at`, which the server refuses in a body. */
const draftOf = ({ updated_at: _, ...template }: MessageTemplate): Draft => template
const EMPTY: Draft = {
  id: null,
  name: '',
  subject: '',
  message: '',
  category: '',
  profession_group: [],
  message_action: [],
}

/** Example values for the preview, so an editor sees the finished letter. */
const SAMPLE: Record<AnyPlaceholderName, string> = {
  anrede: 'Sehr geehrte Frau Özdemir',
  vorname: 'Jülide',
  nachname: 'Özdemir',
  berufsgruppe: 'Pflege & Gesundheit',
  status: 'In Prüfung',
  benutzer: 'Rita Recruiter',
  firma: 'Muster GmbH',
  termin: 'Dienstag, 24. November 2026, 09:00 Uhr',
  ort: 'Zentrale, Hauptstraße 1, 10115 Berlin, Raum 2.14',
  kalenderhinweis: CALENDAR_HINTS.REQUEST,
}

/** /einstellungen/nachrichten/templates: the templates with a German editor, placeholder insertion and preview. */
export default function TemplatesPage() {
  const toast = useToast()
  const { data: templates, isPending } = useQuery(templatesQuery)
  const { data: actions = [] } = useQuery(actionsQuery)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const [draft, setDraft] = useState<Draft | null>(null)
  const { errors, set: setErrors, fromFailure, touch } = useFieldErrors()
  const saveTemplate = useSaveTemplate()
  const deleteTemplate = useDeleteTemplate()
  const messageRef = useRef<HTMLTextAreaElement>(null)
  if (isPending || !templates) return <FullPageLoader />

  const actionName = (id: string) => actions.find((a) => a.id === id)?.name ?? id
  const groupName = (slug: string) => catalogue.profession_group?.[slug] ?? slug

  /** Another template in the editor starts without the messages of the last one. */
  const open = (next: Draft) => {
    setErrors({})
    setDraft(next)
  }

  /** An edit of the open template: the changed fields lose their old messages. */
  const change = (next: Draft) => {
    if (draft) touch(...changedKeys(draft, next))
    setDraft(next)
  }

  const insert = (name: AnyPlaceholderName) => {
    if (!draft) return
    const area = messageRef.current
    const token = `{{${name}}}`
    const at = area?.selectionStart ?? draft.message.length
    const message = draft.message.slice(0, at) + token + draft.message.slice(area?.selectionEnd ?? at)
    change({ ...draft, message })
    requestAnimationFrame(() => area?.setSelectionRange(at + token.length, at + token.length))
  }

  const save = async () => {
    if (!draft || saveTemplate.isPending) return
    setErrors({})
    const { id, ...body } = draft
    try {
      await saveTemplate.mutateAsync({ id, body })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.success,
        detail: id === null ? TEMPLATE_TOASTS.saveSuccess : TEMPLATE_TOASTS.updateSuccess,
      })
      setDraft(null)
    } catch (caught) {
      fromFailure(caught)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, id === null ? TEMPLATE_TOASTS.saveError : TEMPLATE_TOASTS.updateError),
      })
    }
  }

  // Deleting a template shows no toast.
  const remove = (t: MessageTemplate) =>
    confirmDelete({
      header: 'Vorlage löschen?',
      message: `„${t.name}“ wird endgültig gelöscht.`,
      accept: async () => {
        await deleteTemplate.mutateAsync(t.id)
      },
    })

  return (
    <>
      <PageHeader
        title="Nachrichtenvorlagen"
        subtitle="Vorlagen für E-Mails an Bewerber:innen. Platzhalter werden beim Senden ausgefüllt."
        actions={<Button label="Neue Vorlage" icon="pi pi-plus" onClick={() => open({ ...EMPTY })} />}
      />
      <DataTable
        value={templates}
        dataKey="id"
        size="small"
        stripedRows
        className="applicant-table"
        emptyMessage={<span className="table-empty">Noch keine Vorlagen.</span>}
      >
        <Column field="name" header="Name" body={(t: MessageTemplate) => <strong>{t.name}</strong>} />
        <Column field="category" header="Kategorie" />
        <Column
          header="Aktionen"
          body={(t: MessageTemplate) => t.message_action.map(actionName).join(', ') || 'alle'}
        />
        <Column
          header="Berufsgruppen"
          body={(t: MessageTemplate) => t.profession_group.map(groupName).join(', ') || 'alle'}
        />
        <Column
          header=""
          body={(t: MessageTemplate) => (
            <div className="row-actions">
              <Button
                icon="pi pi-pencil"
                text
                rounded
                aria-label={`Bearbeiten ${t.name}`}
                onClick={() => open(draftOf(t))}
              />
              <Button
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={`Löschen ${t.name}`}
                onClick={() => remove(t)}
              />
            </div>
          )}
        />
      </DataTable>
      <Dialog
        header={draft && draft.id !== null ? 'Vorlage bearbeiten' : 'Neue Vorlage'}
        visible={draft !== null}
        onHide={() => setDraft(null)}
        style={{ width: 'min(980px, 96vw)' }}
        footer={
          <div>
            <Button label="Abbrechen" text onClick={() => setDraft(null)} />
            <Button
              label="Speichern"
              icon="pi pi-check"
              loading={saveTemplate.isPending}
              onClick={() => void save()}
            />
          </div>
        }
      >
        {draft ? (
          <div className="template-editor">
            <div className="rating-form">
              <FormField id="tpl-name" label="Name" required error={errors.name?.[0]}>
                <InputText
                  id="tpl-name"
                  value={draft.name}
                  onChange={(e) => change({ ...draft, name: e.target.value })}
                />
              </FormField>
              <FormField id="tpl-category" label="Kategorie" error={errors.category?.[0]}>
                <InputText
                  id="tpl-category"
                  value={draft.category}
                  onChange={(e) => change({ ...draft, category: e.target.value })}
                />
              </FormField>
              <FormField id="tpl-actions" label="Aktionen">
                <MultiSelect
                  inputId="tpl-actions"
                  value={draft.message_action}
                  options={actions.map((a) => ({ label: a.name, value: a.id }))}
                  onChange={(e) => change({ ...draft, message_action: e.value as string[] })}
                  placeholder="Alle Aktionen"
                  display="chip"
                />
              </FormField>
              <FormField id="tpl-groups" label="Berufsgruppen">
                <MultiSelect
                  inputId="tpl-groups"
                  value={draft.profession_group}
                  options={Object.entries(catalogue.profession_group ?? {}).map(([value, label]) => ({
                    value,
                    label,
                  }))}
                  onChange={(e) => change({ ...draft, profession_group: e.value as string[] })}
                  placeholder="Alle Berufsgruppen"
                  display="chip"
                />
              </FormField>
              <FormField id="tpl-subject" label="Betreff" required error={errors.subject?.[0]}>
                <InputText
                  id="tpl-subject"
                  value={draft.subject}
                  onChange={(e) => change({ ...draft, subject: e.target.value })}
                />
              </FormField>
              <FormField id="tpl-message" label="Text" required error={errors.message?.[0]}>
                <InputTextarea
                  id="tpl-message"
                  ref={messageRef}
                  value={draft.message}
                  onChange={(e) => change({ ...draft, message: e.target.value })}
                  rows={12}
                  autoResize
                />
              </FormField>
              <div className="placeholder-bar" role="toolbar" aria-label="Platzhalter einfügen">
                {(Object.keys(PLACEHOLDERS) as AnyPlaceholderName[]).map((name) => (
                  <Button
                    key={name}
                    label={`{{${name}}}`}
                    size="small"
                    outlined
                    tooltip={PLACEHOLDERS[name]}
                    onClick={() => insert(name)}
                  />
                ))}
              </div>
            </div>
            <section className="composer__preview" aria-label="Vorschau">
              <small className="muted">
                Vorschau mit Beispieldaten. Eine Grußformel braucht die Vorlage nicht: Beim Senden folgt die
                Signatur der sendenden Person, ohne Signatur „Mit freundlichen Grüßen“, Name und Firma.
              </small>
              <strong>
                <FilledText text={draft.subject} values={SAMPLE} />
              </strong>
              <p className="prewrap">
                <FilledText text={withSignature(draft.message, '')} values={SAMPLE} />
              </p>
            </section>
          </div>
        ) : null}
      </Dialog>
    </>
  )
}
