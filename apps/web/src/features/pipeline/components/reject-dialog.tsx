import {
  MESSAGE_TOASTS,
  PIPELINE_TEXTS,
  type PipelineCard,
  renderPlaceholders,
  routeHref,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { useNavigate } from 'react-router'
import { useToast } from '../../../components/toast.tsx'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { failureText } from '../../../lib/failure-text.ts'
import { applicantPlaceholderValues } from '../../../lib/placeholder-values.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { answersQuery } from '../../applicants/index.ts'
import { applicantQuery, rejectionTemplatesQuery, useSendTemplate } from '../api/pipeline.ts'
import { cardName } from './board-card.tsx'

/** The address of the conversation with the composer opened on a template. */
export const composeHref = (applicantId: number, templateId: number) =>
  `${routeHref('applicantCommunication', { userid: applicantId })}?vorlage=${templateId}`

/**
 * After a move into „Abgelehnt“: the rejection template for this applicant, sent now, opened in
 * the composer first, or no mail at all.
 */
export function RejectDialog({ card, onClose }: { card: PipelineCard; onClose: () => void }) {
  const toast = useToast()
  const navigate = useNavigate()
  const { data: person } = useQuery(applicantQuery(card.id))
  const { data: templates, isPending } = useQuery(rejectionTemplatesQuery(card.profession_group))
  const send = useSendTemplate()
  const template = templates?.[0]
  const email = typeof person?.email === 'string' && person.email ? person.email : null
  const { data: user } = useCurrentUser()
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const values = person
    ? applicantPlaceholderValues({
        applicant: person,
        catalogue,
        userName: user?.name ?? '',
        companyName: settings?.company_name ?? '',
      })
    : null

  const sendNow = async () => {
    if (!template || send.isPending) return
    try {
      const answer = await send.mutateAsync({
        applicantId: card.id,
        subject: template.subject,
        content: template.message,
      })
      toast(
        answer.sent
          ? { severity: 'success', summary: TOAST_TITLES.success, detail: MESSAGE_TOASTS.sent }
          : { severity: 'error', summary: TOAST_TITLES.error, detail: MESSAGE_TOASTS.notSent },
      )
      onClose()
    } catch (caught) {
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, MESSAGE_TOASTS.notSent),
      })
    }
  }

  let body: React.ReactNode
  if (isPending || !person) body = <p className="muted">Vorlage wird geladen …</p>
  else if (!template) body = <p>{PIPELINE_TEXTS.rejectNoTemplate}</p>
  else if (!email) body = <p>{PIPELINE_TEXTS.rejectNoEmail}</p>
  else
    body = (
      <>
        <p>
          {cardName(card)} ist jetzt abgelehnt. Vorlage „{template.name}“ an {email} senden?
        </p>
        <section className="pipeline-dialog__preview" aria-label="Vorschau">
          <p>
            <strong>Betreff:</strong>{' '}
            {values ? renderPlaceholders(template.subject, values) : template.subject}
          </p>
          <p className="prewrap">
            {values ? renderPlaceholders(template.message, values) : template.message}
          </p>
        </section>
      </>
    )
  const ready = Boolean(template && email)

  return (
    <Dialog
      header={PIPELINE_TEXTS.rejectTitle}
      visible
      onHide={onClose}
      className="pipeline-dialog"
      footer={
        <div className="form-actions">
          <Button label={PIPELINE_TEXTS.rejectNoMail} text onClick={onClose} />
          <Button
            label={PIPELINE_TEXTS.rejectEdit}
            outlined
            icon="pi pi-pencil"
            disabled={!ready}
            onClick={() => template && navigate(composeHref(card.id, template.id))}
          />
          <Button
            label={PIPELINE_TEXTS.rejectSendNow}
            icon="pi pi-send"
            disabled={!ready}
            loading={send.isPending}
            onClick={() => void sendNow()}
          />
        </div>
      }
    >
      {body}
    </Dialog>
  )
}
