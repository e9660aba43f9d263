import './mail-filter.css'
import { type MailFilterRule, TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { useFieldErrors } from '../../../components/field-errors.ts'
import { confirmDiscard, useLeaveGuard } from '../../../components/leave-guard.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { useCurrentUser } from '../../../lib/current-user.ts'
import { failureText } from '../../../lib/failure-text.ts'
import {
  canEditMailFilter,
  MAIL_FILTER_TOASTS,
  mailFilterRulesQuery,
  useDeleteMailFilterRule,
  useSaveMailFilterRule,
} from '../api/mail-filter.ts'
import { MailPreview } from './mail-preview.tsx'
import { rulesWithDraft } from './preview-outcome.ts'
import { NEW_RULE, type RuleDraft, RuleForm } from './rule-form.tsx'
import { RuleList } from './rule-list.tsx'
import { TableSkeleton } from './table-skeleton.tsx'

/** /einstellungen/mailfilter: the ordered rules over incoming mails, their editor and a preview. */
export default function MailFilterPage() {
  const toast = useToast()
  const { data: user } = useCurrentUser()
  const canEdit = canEditMailFilter(user)
  const { data: rules, isPending, isError } = useQuery(mailFilterRulesQuery)
  const save = useSaveMailFilterRule()
  const reorder = useSaveMailFilterRule()
  const remove = useDeleteMailFilterRule()
  const [draft, setDraft] = useState<RuleDraft | null>(null)
  const [dirty, setDirty] = useState(false)
  const { errors, set: setErrors, fromFailure, touch } = useFieldErrors()

  useLeaveGuard(dirty)

  const open = (next: RuleDraft | null) => {
    const switchTo = () => {
      setDraft(next)
      setDirty(false)
      setErrors({})
    }
    if (dirty) confirmDiscard({ onDiscard: switchTo })
    else switchTo()
  }

  const change = (next: RuleDraft) => {
    // Another condition asks a different value: its old messages do not apply any more.
    if (draft && next.field !== draft.field) setErrors({})
    else if (draft) touch(...(['value', 'action'] as const).filter((key) => next[key] !== draft[key]))
    setDraft(next)
    setDirty(true)
  }

  const submit = async () => {
    if (!draft) return
    setErrors({})
    const { id, ...body } = draft
    try {
      await save.mutateAsync({ id, body })
      setDraft(null)
      setDirty(false)
      toast({ severity: 'success', summary: TOAST_TITLES.success, detail: MAIL_FILTER_TOASTS.saveSuccess })
    } catch (caught) {
      fromFailure(caught)
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, MAIL_FILTER_TOASTS.saveError),
      })
    }
  }

  const move = async (rule: MailFilterRule, position: number) => {
    try {
      await reorder.mutateAsync({
        id: rule.id,
        body: { field: rule.field, value: rule.value, action: rule.action, position },
      })
    } catch (caught) {
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, MAIL_FILTER_TOASTS.moveError),
      })
    }
  }

  // Like the templates, deleting shows no toast unless it fails.
  const confirmRemove = (rule: MailFilterRule, number: number) =>
    confirmDelete({
      header: 'Regel löschen?',
      message: `Regel ${number} wird endgültig gelöscht.`,
      accept: async () => {
        try {
          await remove.mutateAsync(rule.id)
          if (draft?.id === rule.id) {
            setDraft(null)
            setDirty(false)
          }
        } catch (caught) {
          toast({
            severity: 'error',
            summary: TOAST_TITLES.error,
            detail: failureText(caught, MAIL_FILTER_TOASTS.deleteError),
          })
        }
      },
    })

  const list = rules ?? []
  const draftRules = dirty ? rulesWithDraft(list, draft) : null
  const editingNumber = draft && draft.id !== null ? list.findIndex((r) => r.id === draft.id) + 1 : null

  return (
    <div className="mail-filter">
      <PageHeader
        title="Mailfilter"
        subtitle="Eingehende E-Mails werden von oben nach unten mit den Regeln verglichen; die erste passende Regel entscheidet. E-Mails, auf die keine Regel passt, werden importiert, wenn sie zu einer Bewerber:in gehören; sonst wird eine E-Mail mit Anhängen als neue Bewerbung angelegt."
        actions={
          canEdit ? (
            <Button
              label="Neue Regel"
              icon="pi pi-plus"
              disabled={isPending || isError}
              onClick={() => open({ ...NEW_RULE })}
            />
          ) : null
        }
      />
      <section className="mail-filter__section" aria-labelledby="mail-filter-rules-title">
        <h2 id="mail-filter-rules-title">Regeln</h2>
        {!canEdit ? (
          <p className="muted mail-filter__lead">Nur Admins und Recruiter:innen können die Regeln ändern.</p>
        ) : null}
        {isPending ? (
          <TableSkeleton columns={canEdit ? 5 : 4} label="Regeln werden geladen …" />
        ) : isError ? (
          <p className="mail-filter__error" role="alert">
            Die Regeln konnten nicht geladen werden. Bitte laden Sie die Seite neu.
          </p>
        ) : (
          <RuleList
            rules={list}
            canEdit={canEdit}
            busy={reorder.isPending || remove.isPending}
            editingId={draft?.id ?? null}
            onMove={(rule, to) => void move(rule, to)}
            onEdit={(rule) =>
              open({ id: rule.id, field: rule.field, value: rule.value, action: rule.action })
            }
            onDelete={(rule) => confirmRemove(rule, list.indexOf(rule) + 1)}
          />
        )}
      </section>
      {canEdit && draft ? (
        <RuleForm
          key={draft.id ?? 'new'}
          draft={draft}
          ruleNumber={editingNumber}
          errors={errors}
          saving={save.isPending}
          onChange={change}
          onSave={() => void submit()}
          onCancel={() => {
            setDraft(null)
            setDirty(false)
            setErrors({})
          }}
        />
      ) : null}
      {canEdit && rules ? <MailPreview rules={draftRules ?? rules} withDraft={draftRules !== null} /> : null}
    </div>
  )
}
