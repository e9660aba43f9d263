import {
  APPLICANT_TOASTS,
  type ApplicantField,
  CV_SUGGESTION_FIELDS,
  type CvSuggestionValues,
  type DuplicateMatch,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { isInvalid, useFieldErrors } from '../../../components/field-errors.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useLeaveGuard } from '../../../components/leave-guard.ts'
import { useToast } from '../../../components/toast.tsx'
import type { ApiError } from '../../../lib/api-client.ts'
import { failureText } from '../../../lib/failure-text.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import {
  answersQuery,
  applicantSchemaQuery,
  useApplicantDetail,
  useCreateApplicant,
  useUpdateApplicant,
} from '../api/applicants.ts'
import { ApplicantForm, type Values } from './applicant-form.tsx'
import { CvDrop } from './cv-drop.tsx'
import { DuplicatesDialog } from './duplicates-dialog.tsx'

/** The possible duplicates a 422 names (a create asks before it makes a second record). */
const duplicatesOf = (caught: ApiError) =>
  (caught.body as { duplicates?: DuplicateMatch[] } | undefined)?.duplicates

/** /bewerber/{id}: the profile in view and edit mode; id 0 creates a new applicant. */
export default function ProfilePage() {
  const id = Number(useParams().userid)
  const isNew = id === 0
  const navigate = useNavigate()
  const toast = useToast()
  const editMode = useClientState((s) => s.editMode)
  const editing = isNew || editMode
  const { data: schema } = useQuery(applicantSchemaQuery)
  const { data: catalogue = {} } = useQuery(answersQuery)
  // While editing, polling pauses so that nothing the user types is overwritten by the 15 s poll.
  const { data: detail, isError } = useApplicantDetail(id, !editing)
  const [draft, setDraft] = useState<Values>({})
  const fieldErrors = useFieldErrors()
  const [duplicates, setDuplicates] = useState<DuplicateMatch[]>([])
  const create = useCreateApplicant()
  const update = useUpdateApplicant(id)
  const saving = create.isPending || update.isPending
  const [dirty, setDirty] = useState(false)
  // A CV's suggestions: the fields holding one not yet confirmed, and the fields the person typed in
  // (a suggestion never goes there, even when they emptied it again).
  const [suggested, setSuggested] = useState<ReadonlySet<string>>(new Set())
  const typed = useRef(new Set<string>())
  const latestDraft = useRef(draft)
  latestDraft.current = draft

  const applicant = detail?.applicant
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when entering edit mode or switching applicant; later polls must not reset the draft
  useEffect(() => {
    if (!editing) return
    setDraft(isNew ? { status: 'neu', driving_license: [], languages: [] } : { ...(applicant ?? {}) })
    fieldErrors.clear()
    setDirty(false)
    setSuggested(new Set())
    typed.current.clear()
  }, [editing, id, isNew, applicant === undefined])

  const leaving = useLeaveGuard(dirty)

  if (!schema || (!isNew && !detail && !isError)) return <FullPageLoader />
  if (isError) return <Message severity="error" text="Die Bewerber:in konnte nicht geladen werden." />
  const fields = schema.fields as ApplicantField[]

  const body = (confirm: boolean) => {
    const out: Values = {}
    for (const f of fields) if (draft[f.key] !== undefined) out[f.key] = draft[f.key]
    if (confirm) out.confirm_duplicate = true
    return out
  }

  const save = async (confirm = false) => {
    // A typed date that is no day is shown at its field; nothing is saved in its place.
    const typo = fieldErrors.firstTypo()
    if (typo) {
      document.getElementById(`field-${typo}`)?.focus()
      return
    }
    if (saving) return
    fieldErrors.clear()
    try {
      if (isNew) {
        const created = await create.mutateAsync(body(confirm))
        leaving.current = false
        setDirty(false)
        toast({
          severity: 'success',
          summary: APPLICANT_TOASTS.saveSuccessSummary,
          detail: APPLICANT_TOASTS.saveSuccessDetail,
        })
        navigate(`/bewerber/${created.id}`, { replace: true })
        clientStore.setEditMode(false)
      } else {
        await update.mutateAsync(body(confirm))
        leaving.current = false
        setDirty(false)
        toast({ severity: 'success', summary: APPLICANT_TOASTS.updateSuccess })
        clientStore.setEditMode(false)
      }
    } catch (caught) {
      const duplicates = isInvalid(caught) ? duplicatesOf(caught) : undefined
      if (duplicates?.length) setDuplicates(duplicates)
      else {
        fieldErrors.fromFailure(caught)
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: failureText(caught, isNew ? APPLICANT_TOASTS.saveError : APPLICANT_TOASTS.updateError),
        })
      }
    }
  }

  /** Fills the empty fields the person never typed in; answers how many it filled. */
  const applySuggestions = (values: CvSuggestionValues) => {
    const fill: Values = {}
    for (const key of CV_SUGGESTION_FIELDS) {
      const value = values[key]
      const current = latestDraft.current[key]
      const empty = current === undefined || current === null || current === ''
      if (value && empty && !typed.current.has(key)) fill[key] = value
    }
    const keys = Object.keys(fill)
    if (keys.length === 0) return 0
    setDraft((d) => ({ ...d, ...fill }))
    setSuggested((s) => new Set([...s, ...keys]))
    setDirty(true)
    return keys.length
  }

  const decide = (key: string, decision: 'accept' | 'discard') => {
    setSuggested((s) => new Set([...s].filter((k) => k !== key)))
    if (decision === 'discard') setDraft((d) => ({ ...d, [key]: undefined }))
    // The mark's buttons go away: the field keeps the focus.
    document.getElementById(`field-${key}`)?.focus()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }

  return (
    <form className="profile" onSubmit={submit} noValidate aria-label="Profil">
      {isNew ? <CvDrop onSuggestions={applySuggestions} /> : null}
      <ApplicantForm
        fields={fields}
        values={editing ? draft : (applicant ?? {})}
        errors={fieldErrors.errors}
        catalogue={catalogue}
        editing={editing}
        onChange={(key, value) => {
          setDraft((d) => ({ ...d, [key]: value }))
          fieldErrors.touch(key)
          setDirty(true)
          // Typing in a suggested field takes the suggestion as the person's own.
          typed.current.add(key)
          if (suggested.has(key)) decide(key, 'accept')
        }}
        suggested={suggested}
        onSuggestion={decide}
        onTypo={(key, message) => {
          fieldErrors.setTypo(key, message)
          if (!message) return
          typed.current.add(key)
          // A typed typo is an unsaved change too; its field's old server message is answered.
          fieldErrors.touch(key)
          setDirty(true)
        }}
      />
      {editing ? (
        <div className="form-actions">
          {isNew ? (
            <Button type="button" label="Abbrechen" text onClick={() => navigate('/')} />
          ) : (
            <Button type="button" label="Abbrechen" text onClick={() => clientStore.setEditMode(false)} />
          )}
          <Button
            type="submit"
            label={isNew ? 'Bewerber:in anlegen' : 'Speichern'}
            icon="pi pi-check"
            loading={saving}
          />
        </div>
      ) : null}
      <DuplicatesDialog
        matches={duplicates}
        onClose={() => setDuplicates([])}
        onConfirm={() => {
          setDuplicates([])
          void save(true)
        }}
      />
    </form>
  )
}
