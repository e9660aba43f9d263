import './messages.css'
import { type Applicant, type Message, POLL_DETAIL_MS, parseMailbox, REPLY_PREFIX } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Tag } from 'primereact/tag'
import { useEffect, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useToast } from '../../../components/toast.tsx'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { applicantPlaceholderValues, nextInterviewValues } from '../../../lib/placeholder-values.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { answersQuery, useApplicantDetail } from '../../applicants/index.ts'
import { applicantBookingsQuery } from '../../interviews/index.ts'
import {
  type Compose,
  EMPTY_COMPOSE,
  messagesQuery,
  templatesForQuery,
  useDeleteDraft,
} from '../api/messages.ts'
import { Composer } from './composer.tsx'

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
  const _toast = useToast()
  const deleteDraft = useDeleteDraft()
  const { data: user } = useCurrentUser()
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const { data: detail } = useApplicantDetail(applicantId, false)
  // Replies arrive by mail at any time: the conversation polls like the open applicant (every 15 s).
  const { data: conversation, isPending } = useQuery({
    ...messagesQuery(applicantId),
    refetchInterval: POLL_DETAIL_MS,
  })
  // {{termin}} / {{ort}} come from the next booked interview, as on the server.
  const { data: bookings = [] } = useQuery(applicantBookingsQuery(applicantId))
  const open = useClientState((s) => s.layers.message)
  const group = (detail?.applicant.profession_group as string | null) ?? null
  const [compose, setCompose] = useState<Compose>(EMPTY_COMPOSE)
  // `?vorlage=<id>` (from the board's „Erst bearbeiten“): the composer opens with that template.
  const [search, setSearch] = useSearchParams()
  const wanted = Number(search.get('vorlage') ?? '')
  const { data: groupTemplates } = useQuery({
    ...templatesForQuery(null, group),
    enabled: Number.isInteger(wanted) && wanted > 0 && detail !== undefined,
  })
  useEffect(() => {
    const template = groupTemplates?.find((t) => t.id === wanted)
    if (!template) return
    setCompose({ ...EMPTY_COMPOSE, subject: template.subject, content: template.message })
    if (!clientStore.get().layers.message) clientStore.toggleLayer('message')
    setSearch(
      (params) => {
        params.delete('vorlage')
        return params
      },
      { replace: true },
    )
  }, [groupTemplates, wanted, setSearch])
  if (isPending || !conversation || !detail) return <FullPageLoader />
  const applicant: Applicant = detail.applicant
  const canSend = detail.permissions.includes('message')

  const values = {
    ...applicantPlaceholderValues({
      applicant,
      catalogue,
      userName: user?.name ?? '',
      companyName: settings?.company_name ?? '',
    }),
    ...nextInterviewValues(bookings, Date.now()),
  }
  const senderReady = !settings || parseMailbox(settings.mail_from) !== null

  const openComposer = (next: Compose) => {
    setCompose(next)
    if (!open) clientStore.toggleLayer('message')
  }
  const closeComposer = () => {
    if (open) clientStore.toggleLayer('message')
    setCompose(EMPTY_COMPOSE)
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
            onClick={() => openComposer(EMPTY_COMPOSE)}
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
              {m.direction === 'in'
                ? `Von ${String(applicant.first_name)} ${String(applicant.last_name)} · eingegangen ${formatDateTime(m.creationDate)}`
                : `${m.author ?? '–'} · ${
                    m.Versendet
                      ? `versendet ${formatDateTime(m.Versendet)}`
                      : `gespeichert ${formatDateTime(m.modDate)}`
                  }`}
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
                          channels: m.channels,
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
                            await deleteDraft.mutateAsync(m.ID)
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
                        channels: m.channels,
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
        <Composer
          applicantId={applicantId}
          group={group}
          values={values}
          senderReady={senderReady}
          compose={compose}
          onChange={setCompose}
          onClose={closeComposer}
        />
      ) : null}
    </section>
  )
}
