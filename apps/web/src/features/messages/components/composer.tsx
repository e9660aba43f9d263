import './messages.css'
import { MESSAGE_TOASTS, type MessageTemplate, type PlaceholderValues, TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { useRef, useState } from 'react'
import { fieldErrorsOf, isInvalid } from '../../../components/field-errors.ts'
import { useToast } from '../../../components/toast.tsx'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import {
  actionsQuery,
  type Compose,
  channelsQuery,
  templatesForQuery,
  useSendMessage,
} from '../api/messages.ts'
import { previewMail } from '../utils/preview.ts'
import { ComposerPreview, ComposerProblems, ComposerRefusal } from './composer-preview.tsx'
import { TemplateLayer } from './template-layer.tsx'

interface ComposerProps {
  applicantId: number
  /** The applicant's occupation group: templates are filtered by it. */
  group: string | null
  /** What the placeholders show for this applicant ({{termin}}/{{ort}} only with a booked interview). */
  values: PlaceholderValues
  /** False while no sender for mail to applicants is set up (the server refuses every send then). */
  senderReady: boolean
  compose: Compose
  onChange: (next: Compose) => void
  onClose: () => void
}

/** The message layer: action, template, channels, subject, text, a live preview as it will be sent. */
export function Composer({
  applicantId,
  group,
  values,
  senderReady,
  compose,
  onChange: change,
  onClose,
}: ComposerProps) {
  const toast = useToast()
  const { data: user } = useCurrentUser()
  const { data: actions = [] } = useQuery(actionsQuery)
  const { data: channels = [] } = useQuery(channelsQuery)
  const [action, setAction] = useState<string | null>(null)
  const { data: templates = [] } = useQuery(templatesForQuery(action, group))
  const templateLayerOpen = useClientState((s) => s.layers.messageTemplate)
  const send = useSendMessage(applicantId)
  const busy = send.isPending
  const signature = user?.signature ?? ''
  const preview = previewMail(compose, signature, values, senderReady)
  const [refusal, setRefusal] = useState<string[]>([])
  const refusalRef = useRef<HTMLDivElement>(null)
  // A refusal belongs to the text it was about.
  const onChange = (next: Compose) => {
    setRefusal([])
    change(next)
  }

  const applyTemplate = (template: MessageTemplate) => {
    onChange({ ...compose, subject: template.subject, content: template.message })
    if (templateLayerOpen) clientStore.toggleLayer('messageTemplate')
  }

  const submit = async (draft: boolean) => {
    if (send.isPending) return
    try {
      const answer = await send.mutateAsync({ compose, draft })
      if (draft)
        toast({
          severity: 'success',
          summary: TOAST_TITLES.success,
          detail: 'Der Entwurf wurde gespeichert.',
        })
      else if (answer.sent)
        toast({ severity: 'success', summary: TOAST_TITLES.success, detail: MESSAGE_TOASTS.sent })
      else toast({ severity: 'error', summary: TOAST_TITLES.error, detail: MESSAGE_TOASTS.notSent })
      onClose()
    } catch (error) {
      // A refused send stored nothing: the text stays in the composer, with the server's reasons.
      const reasons = [...new Set(Object.values(fieldErrorsOf(error)).flat())].filter(Boolean)
      if (reasons.length === 0 && isInvalid(error) && error.message) reasons.push(error.message)
      setRefusal(reasons)
      if (reasons.length > 0) requestAnimationFrame(() => refusalRef.current?.focus())
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: draft
          ? 'Der Entwurf konnte nicht gespeichert werden.'
          : (reasons[0] ?? MESSAGE_TOASTS.notSent),
      })
    }
  }

  return (
    <section className="card composer" aria-label="Nachricht verfassen">
      <div className="composer__grid">
        <div className="form-field">
          <label htmlFor="compose-action">Aktion</label>
          <Dropdown
            inputId="compose-action"
            value={action}
            options={actions.map((a) => ({ label: a.name, value: a.id }))}
            onChange={(e) => setAction(e.value as string | null)}
            showClear
            placeholder="Alle Aktionen"
          />
        </div>
        <div className="form-field">
          <label htmlFor="compose-template">Vorlage</label>
          <div className="composer__template">
            <Dropdown
              inputId="compose-template"
              value={null}
              options={templates.map((t) => ({ label: t.name, value: t.id }))}
              onChange={(e) => {
                const template = templates.find((t) => t.id === e.value)
                if (template) applyTemplate(template)
              }}
              placeholder={templates.length === 0 ? 'Keine passende Vorlage' : 'Vorlage einfügen'}
              emptyMessage="Keine passende Vorlage"
            />
            <Button
              icon="pi pi-list"
              outlined
              aria-label="Vorlagen mit Vorschau anzeigen"
              aria-pressed={templateLayerOpen}
              tooltip="Vorlagen mit Vorschau"
              onClick={() => clientStore.toggleLayer('messageTemplate')}
            />
          </div>
        </div>
        <div className="form-field">
          <label htmlFor="compose-channels">Kanal</label>
          <MultiSelect
            inputId="compose-channels"
            value={compose.channels}
            options={channels.map((c) => ({ label: c.name, value: c.slug }))}
            onChange={(e) => onChange({ ...compose, channels: e.value as string[] })}
            display="chip"
            showSelectAll={false}
            placeholder="Kanal wählen"
          />
        </div>
      </div>
      {templateLayerOpen ? (
        <TemplateLayer
          templates={templates}
          values={values}
          onUse={applyTemplate}
          onClose={() => clientStore.toggleLayer('messageTemplate')}
        />
      ) : null}
      <div className="form-field">
        <label htmlFor="compose-subject">Betreff</label>
        <InputText
          id="compose-subject"
          value={compose.subject}
          onChange={(e) => onChange({ ...compose, subject: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor="compose-content">Nachricht</label>
        <InputTextarea
          id="compose-content"
          value={compose.content}
          onChange={(e) => onChange({ ...compose, content: e.target.value })}
          rows={10}
          autoResize
        />
      </div>
      <ComposerPreview preview={preview} signed={Boolean(signature.trim())} />
      <ComposerProblems problems={preview.problems} />
      <ComposerRefusal messages={refusal} focusRef={refusalRef} />
      <div className="form-actions">
        <Button label="Abbrechen" text onClick={onClose} />
        <Button
          label="Als Entwurf speichern"
          icon="pi pi-save"
          outlined
          loading={busy}
          disabled={!compose.content.trim()}
          onClick={() => void submit(true)}
        />
        <Button
          label="Senden"
          icon="pi pi-send"
          loading={busy}
          disabled={!compose.content.trim() || compose.channels.length === 0}
          aria-describedby={preview.problems.length > 0 ? 'compose-problems' : undefined}
          onClick={() => void submit(false)}
        />
      </div>
    </section>
  )
}
