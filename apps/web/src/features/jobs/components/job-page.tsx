import './jobs.css'
import { EMPLOYMENT_TYPES, JOB_STATES, type Job, type JobBody, ROUTES, TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { DateInput } from '../../../components/date-input.tsx'
import { useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useLeaveGuard } from '../../../components/leave-guard.ts'
import { NumberInput } from '../../../components/number-input.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { isRecruiterUser, useCurrentUser } from '../../../lib/current-user.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { locationsQuery } from '../../interviews/index.ts'
import { usersQuery } from '../../users/index.ts'
import { jobQuery, useSaveJob } from '../api/jobs.ts'
import { FollowJobButton } from './follow-job-button.tsx'
import { JobHistory } from './job-history.tsx'
import { JobStateTag } from './job-parts.tsx'
import { MarkdownField } from './markdown-field.tsx'

const EMPTY: JobBody = {
  title: '',
  profession_group: '',
  location: '',
  employment_type: 'vollzeit',
  start_date: null,
  salary_min: null,
  salary_max: null,
  description: '',
  requirements: '',
  contact_user_id: null,
  state: 'entwurf',
}

const bodyOf = (job: Job): JobBody => ({
  title: job.title,
  profession_group: job.profession_group,
  location: job.location,
  employment_type: job.employment_type as JobBody['employment_type'],
  start_date: job.start_date,
  salary_min: job.salary_min,
  salary_max: job.salary_max,
  description: job.description,
  requirements: job.requirements,
  contact_user_id: job.contact_user_id,
  state: job.state as JobBody['state'],
})

const options = (record: Record<string, string>) =>
  Object.entries(record).map(([value, label]) => ({ value, label }))

/** /stellen/{id}: one job to read and (recruiters, admins) edit; /stellen/0 creates one. */
export default function JobPage() {
  const id = Number(useParams().id ?? '0')
  const valid = Number.isInteger(id) && id >= 0
  const { data: job, isPending, isError } = useQuery({ ...jobQuery(id), enabled: valid && id > 0 })
  if (!valid || (id > 0 && isError)) {
    return (
      <>
        <PageHeader title="Stelle" />
        <Message
          severity="warn"
          text="Diese Stelle gibt es nicht (mehr) oder sie konnte nicht geladen werden."
        />
        <p>
          <Link to="/stellen">
            <i className="pi pi-arrow-left" aria-hidden="true" /> Zu den Stellen
          </Link>
        </p>
      </>
    )
  }
  if (id > 0 && isPending) return <FullPageLoader />
  return <JobForm key={job?.id ?? 0} job={job ?? null} />
}

function JobForm({ job }: { job: Job | null }) {
  const navigate = useNavigate()
  const toast = useToast()
  const save = useSaveJob()
  const { data: me } = useCurrentUser()
  const writer = isRecruiterUser(me)
  const { data: settings } = useSettings(Boolean(me?.email_verified_at))
  const { data: users } = useQuery(usersQuery)
  const { data: locations } = useQuery(locationsQuery)
  const initial = job ? bodyOf(job) : EMPTY
  const [form, setForm] = useState<JobBody>(initial)
  const fields = useFieldErrors()
  const [error, setError] = useState<string | null>(null)
  const dirty = useLeaveGuard(JSON.stringify(form) !== JSON.stringify(initial))
  const set = <K extends keyof JobBody>(key: K, value: JobBody[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    fields.touch(key)
  }
  const first = (key: string) => fields.first(key)
  const contacts = (users ?? [])
    .filter((u) => u.active || u.id === form.contact_user_id)
    .map((u) => ({ value: u.id, label: u.name }))
  const groups = (settings?.profession_groups ?? []).map((g) => ({ value: g.slug, label: g.label }))
  if (form.profession_group && !groups.some((g) => g.value === form.profession_group))
    groups.push({ value: form.profession_group, label: form.profession_group })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const typo = fields.firstTypo()
    if (typo) {
      document.getElementById(`job-${typo}`)?.focus()
      return
    }
    try {
      const saved = await save.mutateAsync({ id: job?.id ?? null, body: form })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.saved,
        detail: `Die Stelle „${saved.title}“ wurde gespeichert.`,
      })
      dirty.current = false
      if (!job) navigate(`/stellen/${saved.id}`, { replace: true })
    } catch (caught) {
      if (fields.fromFailure(caught)) setError('Bitte prüfen Sie die markierten Felder.')
      else setError('Die Stelle konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')
    }
  }

  return (
    <form
      className="job-form"
      onSubmit={submit}
      noValidate
      aria-label={job ? `Stelle ${job.title}` : 'Neue Stelle'}
    >
      <PageHeader
        title={job ? job.title : 'Neue Stelle'}
        subtitle={
          job
            ? `Auf der Karriereseite: /karriere/${job.slug}`
            : 'Die Adresse der Stelle auf der Karriereseite entsteht aus dem ersten Titel und bleibt danach gleich.'
        }
        actions={
          job ? (
            <>
              <JobStateTag state={job.state} />
              <Link
                to={`${ROUTES.pipeline.path}?stelle=${encodeURIComponent(job.slug)}`}
                className="p-button p-button-outlined p-button-sm p-component"
              >
                <i className="pi pi-th-large" aria-hidden="true" /> Pipeline dieser Stelle
              </Link>
              <FollowJobButton job={job} />
            </>
          ) : null
        }
      />
      {error ? <Message severity="error" text={error} role="alert" /> : null}
      {job?.state === 'veroeffentlicht' ? (
        <p className="job-public-link">
          <a href={`/karriere/${job.slug}`} target="_blank" rel="noopener">
            <i className="pi pi-external-link" aria-hidden="true" /> Auf der Karriereseite ansehen (neues
            Fenster)
          </a>
        </p>
      ) : null}
      <fieldset className="card job-form__grid" disabled={!writer}>
        <legend className="sr-only">Angaben zur Stelle</legend>
        <FormField id="job-title" label="Titel" required error={first('title')}>
          <InputText
            id="job-title"
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            invalid={Boolean(first('title'))}
            maxLength={120}
            required
          />
        </FormField>
        <FormField id="job-profession_group" label="Berufsgruppe" required error={first('profession_group')}>
          <Dropdown
            inputId="job-profession_group"
            value={form.profession_group}
            options={groups}
            onChange={(e) => set('profession_group', e.value as string)}
            placeholder="Bitte wählen"
            invalid={Boolean(first('profession_group'))}
          />
        </FormField>
        <FormField
          id="job-location"
          label="Ort"
          required
          error={first('location')}
          hint="Ein Ort der Vorstellungsgespräche oder eine Stadt"
        >
          <InputText
            id="job-location"
            list="job-locations"
            value={form.location}
            onChange={(e) => set('location', e.target.value)}
            invalid={Boolean(first('location'))}
            maxLength={120}
            required
          />
          <datalist id="job-locations">
            {(locations ?? [])
              .filter((l) => l.active)
              .map((l) => (
                <option key={l.id} value={l.name} />
              ))}
          </datalist>
        </FormField>
        <FormField id="job-employment_type" label="Anstellungsart" required error={first('employment_type')}>
          <Dropdown
            inputId="job-employment_type"
            value={form.employment_type}
            options={options(EMPLOYMENT_TYPES)}
            onChange={(e) => set('employment_type', e.value as JobBody['employment_type'])}
          />
        </FormField>
        <FormField id="job-start_date" label="Beginn" error={first('start_date')} hint="Leer: ab sofort">
          <DateInput
            inputId="job-start_date"
            value={form.start_date}
            onChange={(v) => set('start_date', v)}
            onInvalid={(m) => fields.setTypo('start_date', m)}
            invalid={Boolean(first('start_date'))}
          />
        </FormField>
        <FormField id="job-contact_user_id" label="Ansprechperson" error={first('contact_user_id')}>
          <Dropdown
            inputId="job-contact_user_id"
            value={form.contact_user_id}
            options={contacts}
            onChange={(e) => set('contact_user_id', (e.value as number | null) ?? null)}
            placeholder="Keine"
            showClear
          />
        </FormField>
        <FormField id="job-salary_min" label="Gehalt ab (€ im Jahr)" error={first('salary_min')}>
          <NumberInput
            inputId="job-salary_min"
            value={form.salary_min}
            onChange={(v) => set('salary_min', v)}
            onInvalid={(m) => fields.setTypo('salary_min', m)}
            decimals={0}
            invalid={Boolean(first('salary_min'))}
          />
        </FormField>
        <FormField id="job-salary_max" label="Gehalt bis (€ im Jahr)" error={first('salary_max')}>
          <NumberInput
            inputId="job-salary_max"
            value={form.salary_max}
            onChange={(v) => set('salary_max', v)}
            onInvalid={(m) => fields.setTypo('salary_max', m)}
            decimals={0}
            invalid={Boolean(first('salary_max'))}
          />
        </FormField>
        <FormField id="job-state" label="Status" required error={first('state')}>
          <Dropdown
            inputId="job-state"
            value={form.state}
            options={options(JOB_STATES)}
            onChange={(e) => set('state', e.value as JobBody['state'])}
          />
        </FormField>
      </fieldset>
      <fieldset className="card" disabled={!writer}>
        <legend className="sr-only">Texte der Stelle</legend>
        <MarkdownField
          id="job-description"
          label="Beschreibung"
          value={form.description}
          onChange={(v) => set('description', v)}
          error={first('description')}
        />
        <MarkdownField
          id="job-requirements"
          label="Anforderungen"
          value={form.requirements}
          onChange={(v) => set('requirements', v)}
          error={first('requirements')}
        />
      </fieldset>
      {writer ? (
        <div className="job-form__actions">
          <Link to="/stellen" className="p-button p-button-text p-component">
            Zu den Stellen
          </Link>
          <Button
            type="submit"
            label={job ? 'Speichern' : 'Stelle anlegen'}
            icon="pi pi-check"
            loading={save.isPending}
          />
        </div>
      ) : null}
      {job ? <JobHistory id={job.id} /> : null}
    </form>
  )
}
