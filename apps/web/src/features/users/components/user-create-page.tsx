import './users.css'
import { PASSWORD_MIN_LENGTH, type RoleName, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { isInvalid, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { useLeaveGuard } from '../../../components/leave-guard.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { PasswordMeter } from '../../../components/password-meter.tsx'
import { useToast } from '../../../components/toast.tsx'
import { useCreateUser } from '../api/users.ts'
import { firstError, RolesField } from './user-parts.tsx'

/**
 * No role is chosen in advance: a person picks each role with one click. (A preselected
 * Recruiter:in meant that the first click on it, meant to choose it, took it away again.)
 */
const EMPTY = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  roles: [] as RoleName[],
}

/** /user/anlegen (admins): a new colleague, with a password or with an invitation mail. */
export default function UserCreatePage() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateUser()
  const [form, setForm] = useState(EMPTY)
  const { errors, set: setErrors, touch } = useFieldErrors()
  const [error, setError] = useState<string | null>(null)
  const dirty = useLeaveGuard(JSON.stringify(form) !== JSON.stringify(EMPTY))
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    // Both password fields answer a mismatch, so a change of either clears it.
    touch(key, ...(key === 'password' ? ['password_confirmation'] : []))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setError(null)
    const withPassword = form.password !== '' || form.password_confirmation !== ''
    try {
      const created = await create.mutateAsync({
        name: form.name,
        email: form.email,
        roles: form.roles,
        ...(withPassword
          ? { password: form.password, password_confirmation: form.password_confirmation }
          : {}),
      })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.userCreated,
        detail: withPassword
          ? `${created.name} kann sich jetzt mit dem vergebenen Passwort anmelden.`
          : `Eine Einladung wurde an ${created.email} gesendet.`,
      })
      dirty.current = false
      navigate('/user')
    } catch (caught) {
      if (isInvalid(caught)) setErrors(caught.errors)
      else setError('Die Benutzer:in konnte nicht angelegt werden. Bitte versuchen Sie es erneut.')
    }
  }

  return (
    <form className="users-form" onSubmit={submit} noValidate>
      <PageHeader
        title="Benutzer:in anlegen"
        subtitle="Legen Sie ein Konto für eine Kolleg:in an und wählen Sie, was sie tun darf."
      />
      <div className="card users-card">
        {error ? <Message severity="error" text={error} role="alert" className="users-message" /> : null}
        <FormField id="name" label="Name" required error={firstError(errors, 'name')}>
          <InputText
            id="name"
            autoFocus
            autoComplete="off"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            invalid={Boolean(errors.name)}
            required
          />
        </FormField>
        <FormField id="email" label="E-Mail-Adresse" required error={firstError(errors, 'email')}>
          <InputText
            id="email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            invalid={Boolean(errors.email)}
            required
          />
        </FormField>
        <RolesField
          value={form.roles}
          onChange={(roles) => set('roles', roles)}
          error={firstError(errors, 'roles')}
        />
        <div className="users-password-block">
          <p className="users-password-block__intro">
            <i className="pi pi-envelope users-password-block__icon" aria-hidden="true" /> Ohne Passwort
            erhält die Kolleg:in eine Einladung per E-Mail und legt ihr Passwort selbst fest. Das ist der
            empfohlene Weg.
          </p>
          <div className="users-grid">
            <FormField
              id="password"
              label="Passwort (optional)"
              hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen. Leerzeichen und Umlaute sind erlaubt.`}
              error={firstError(errors, 'password')}
            >
              <InputText
                id="password"
                type="password"
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
                invalid={Boolean(errors.password)}
              />
            </FormField>
            <PasswordMeter password={form.password} userInputs={[form.name, form.email]} />
            <FormField
              id="password_confirmation"
              label="Passwort bestätigen"
              required={form.password !== ''}
              error={firstError(errors, 'password_confirmation')}
            >
              <InputText
                id="password_confirmation"
                type="password"
                autoComplete="new-password"
                value={form.password_confirmation}
                onChange={(e) => set('password_confirmation', e.target.value)}
                invalid={Boolean(errors.password_confirmation)}
                disabled={form.password === '' && form.password_confirmation === ''}
              />
            </FormField>
          </div>
        </div>
      </div>
      <div className="form-actions">
        <Link to="/user" className="p-button p-button-text p-component">
          Abbrechen
        </Link>
        <Button
          type="submit"
          label={form.password ? 'Benutzer:in anlegen' : 'Anlegen und einladen'}
          icon="pi pi-user-plus"
          loading={create.isPending}
        />
      </div>
    </form>
  )
}
