import {
  type Applicant,
  letterSalutation,
  MESSAGE_TOASTS,
  type Message,
  REPLY_PREFIX,
  renderPlaceholders,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useParams } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useToast } from '../../../components/toast.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import { answersQuery, useApplicantDetail } from '../../applicants/api/applicants.ts'
import { useCurrentUser } from '../../auth/api/user.ts'
import { useSettings } from '../../shell/api/ui-state.ts'
import {
  actionsQuery,
  type Compose,
  deleteDraft,
  messagesQuery,
  sendMessage,
  templatesForQuery,
} from '../api/messages.ts'

const EMPTY: Compose = { id: null, subject: '', content: '', replyId: null }

const STATE_TAGS: Record<
  Message['state'],
  { label: string; severity: 'info' | 'warning' | 'success' | 'secondary' }
> = {
  draft: { label: 'Entwurf', severity: 'secondary' },
  pending: { label: 'Wartet auf Zustellung', severity: 'warning' },
  delivered: { label: 'Zugestellt', severity: 'success' },
  received: { label: 'Eingegangen', severity: 'info' },
}

/** Quotes the original below the reply, as mail programs do. */
const quote = (m: Message) =>
  `\n\n\nAm ${formatDateTime(m.Versendet ?? m.creationDate)} schrieb ${m.direction === 'in' ? 'die Bewerber:in' : (m.author ?? 'wir')}:\n${m.Content.split(
    '\n',
  )
    .map((line) => `> ${line}`)
    .join('\n')}`

/** /bewerber/{id}/kommunikation: the conversation (newest last) and the composer with templates. */
export default function CommunicationPage() {
  const applicantId = Number(useParams().userid)
  const toast = useToast()
  const queryClient = useQueryClient()
  const { data: user } = useCurrentUser()
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const { data: detail } = useApplicantDetail(applicantId, false)
  const { data: conversation, isPending } = useQuery(messagesQuery(applicantId))
  const { data: actions = [] } = useQuery(actionsQuery)
  const open = useClientState((s) => s.layers.message)
  const [action, setAction] = useState<string | null>(null)
  const group = (detail?.applicant.profession_group as string | null) ?? null
  const { data: templates = [] } = useQuery({ ...templatesForQuery(action, group), enabled: open })
  const [compose, setCompose] = useState<Compose>(EMPTY)
  const [busy, setBusy] = useState(false)
  if (isPending || !conversation || !detail) return <FullPageLoader />
  const applicant: Applicant = detail.applicant
  const canSend = detail.permissions.includes('message')

  const values = {
    anrede: letterSalutation({
      salutation: applicant.salutation as string | null,
      title: applicant.title as string | null,
      first_name: String(applicant.first_name),
      last_name: String(applicant.last_name),
    }),
    vorname: String(applicant.first_name),
    nachname: String(applicant.last_name),
    berufsgruppe: group ? (catalogue.profession_group?.[group] ?? group) : '',
    status: catalogue.status?.[String(applicant.status)] ?? String(applicant.status),
    benutzer: user?.name ?? '',
    firma: settings?.company_name ?? '',
  }

  const openComposer = (next: Compose) => {
    setCompose(next)
    if (!open) clientStore.toggleLayer('message')
  }
  const closeComposer = () => {
    if (open) clientStore.toggleLayer('message')
    setCompose(EMPTY)
  }

  const submit = async (draft: boolean) => {
    setBusy(true)
    try {
      const answer = await sendMessage(applicantId, compose, draft)
      if (draft)
        toast({
          severity: 'success',
          summary: TOAST_TITLES.success,
          detail: 'Der Entwurf wurde gespeichert.',
        })
      else if (answer.sent)
        toast({ severity: 'success', summary: TOAST_TITLES.success, detail: MESSAGE_TOASTS.sent })
      else toast({ severity: 'error', summary: TOAST_TITLES.error, detail: MESSAGE_TOASTS.notSent })
      closeComposer()
    } catch {
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: draft ? 'Der Entwurf konnte nicht gespeichert werden.' : MESSAGE_TOASTS.notSent,
      })
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: ['applicants'] })
    }
  }

  return (
    <section aria-labelledby="communication-title">
      <div className="section-head">
        <div>
          <h2 id="communication-title">Kommunikation</h2>
          <p className="muted">
            {applicant.email
              ? `E-Mail an ${String(applicant.email)}`
              : 'Keine E-Mail-Adresse hinterlegt – bitte im Profil ergänzen.'}
          </p>
        </div>
        {canSend ? (
          <Button
            label="Neue Nachricht"
            icon="pi pi-envelope"
            disabled={!applicant.email}
            onClick={() => openComposer(EMPTY)}
          />
        ) : null}
      </div>
      {conversation.length === 0 ? (
        <p className="empty-state">Noch keine Nachrichten mit dieser Bewerber:in.</p>
      ) : null}
      <ol className="conversation">
        {conversation.map((m) => (
          <li key={m.ID} className={`card message-card message-card--${m.direction}`}>
            <div className="message-card__head">
              <strong>{m.Betreff || '(ohne Betreff)'}</strong>
              <Tag value={STATE_TAGS[m.state].label} severity={STATE_TAGS[m.state].severity} />
            </div>
            <p className="muted">
              {m.direction === 'in' ? 'Von der Bewerber:in' : (m.author ?? '–')} ·{' '}
              {m.Versendet
                ? `versendet ${formatDateTime(m.Versendet)}`
                : `gespeichert ${formatDateTime(m.modDate)}`}
              {m.Zugestellt && m.direction === 'out' ? ` · zugestellt ${formatDateTime(m.Zugestellt)}` : ''}
            </p>
            {m.last_error && m.state === 'pending' ? (
              <p className="form-field__error">{m.last_error}</p>
            ) : null}
            <p className="prewrap">{m.Content}</p>
            {canSend ? (
              <div className="card-actions">
                {m.state === 'draft' ? (
                  <>
                    <Button
                      label="Bearbeiten"
                      icon="pi pi-pencil"
                      text
                      size="small"
                      onClick={() =>
                        openComposer({
                          id: m.ID,
                          subject: m.Betreff,
                          content: m.Content,
                          replyId: m.reply_id,
                        })
                      }
                    />
                    <Button
                      label="Löschen"
                      icon="pi pi-trash"
                      text
                      severity="danger"
                      size="small"
                      onClick={() =>
                        confirmDelete({
                          header: 'Entwurf löschen?',
                          message: 'Der Entwurf wird endgültig gelöscht.',
                          accept: async () => {
                            await deleteDraft(m.ID)
                            await queryClient.invalidateQueries({ queryKey: ['applicants'] })
                          },
                        })
                      }
                    />
                  </>
                ) : (
                  <Button
                    label="Antworten"
                    icon="pi pi-reply"
                    text
                    size="small"
                    onClick={() =>
                      openComposer({
                        id: null,
                        subject: m.Betreff.startsWith(REPLY_PREFIX)
                          ? m.Betreff
                          : `${REPLY_PREFIX}${m.Betreff}`,
                        content: quote(m),
                        replyId: m.ID,
                      })
                    }
                  />
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {open ? (
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
              <Dropdown
                inputId="compose-template"
                value={null}
                options={templates.map((t) => ({ label: t.name, value: t.id }))}
                onChange={(e) => {
                  const template = templates.find((t) => t.id === e.value)
                  if (template)
                    setCompose({ ...compose, subject: template.subject, content: template.message })
                }}
                placeholder={templates.length === 0 ? 'Keine passende Vorlage' : 'Vorlage einfügen'}
                emptyMessage="Keine passende Vorlage"
              />
            </div>
          </div>
          <div className="form-field">
            <label htmlFor="compose-subject">Betreff</label>
            <InputText
              id="compose-subject"
              value={compose.subject}
              onChange={(e) => setCompose({ ...compose, subject: e.target.value })}
            />
          </div>
          <div className="form-field">
            <label htmlFor="compose-content">Nachricht</label>
            <InputTextarea
              id="compose-content"
              value={compose.content}
              onChange={(e) => setCompose({ ...compose, content: e.target.value })}
              rows={10}
              autoResize
            />
          </div>
          <section className="composer__preview" aria-label="Vorschau">
            <small className="muted">Vorschau (so wird die Nachricht versendet)</small>
            <strong>{renderPlaceholders(compose.subject, values)}</strong>
            <p className="prewrap">{renderPlaceholders(compose.content, values)}</p>
          </section>
          <div className="form-actions">
            <Button label="Abbrechen" text onClick={closeComposer} />
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
              disabled={!compose.content.trim()}
              onClick={() => void submit(false)}
            />
          </div>
        </section>
      ) : null}
    </section>
  )
}
