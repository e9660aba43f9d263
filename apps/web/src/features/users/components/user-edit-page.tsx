import './users.css'
import type { RoleName, UpdateUserBody, UserListItem } from '@bb/shared'
import { TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { InputSwitch } from 'primereact/inputswitch'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Message } from 'primereact/message'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { isInvalid, useFieldErrors } from '../../../components/field-errors.ts'
import { FormField } from '../../../components/form-field.tsx'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useLeaveGuard } from '../../../components/leave-guard.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { isAdminUser, useCurrentUser } from '../../../lib/current-user.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { usersQuery, useUpdateUser } from '../api/users.ts'
import { firstError, RolesField, RoleTags, UserStatusTag } from './user-parts.tsx'

/** /user/bearbeiten/{slug}: slug is the user id. Admins edit anyone; others only themselves. */
export default function UserEditPage() {
  const { slug = '' } = useParams()
  const id = Number(slug)
  const { data: me } = useCurrentUser()
  const { data: users, isPending, isError } = useQuery(usersQuery)
  if (isPending) return <FullPageLoader />
  const target = users?.find((u) => u.id === id)
  const admin = isAdminUser(me)
  if (isError || !target || (!admin && target.id !== me?.id)) {
    return (
      <>
        <PageHeader title="Benutzer:in bearbeiten" />
        <Message
          severity={isError ? 'error' : 'warn'}
          className="users-message"
          text={
            isError
              ? 'Die Benutzerdaten konnten nicht geladen werden. Bitte versuchen Sie es erneut.'
              : target
                ? 'Sie können nur Ihr eigenes Konto bearbeiten.'
                : 'Diese Benutzer:in gibt es nicht (mehr).'
          }
        />
        <p>
          <Link to="/user">
            <i className="pi pi-arrow-left" aria-hidden="true" /> Zur Benutzerliste
          </Link>
        </p>
      </>
    )
  }
  return <UserEditForm key={target.id} user={target} admin={admin} self={target.id === me?.id} />
}

function UserEditForm({ user, admin, self }: { user: UserListItem; admin: boolean; self: boolean }) {
  const navigate = useNavigate()
  const toast = useToast()
  const update = useUpdateUser()
  const initial = {
    name: user.name,
    email: user.email,
    signature: user.signature,
    roles: user.roles.map((r) => r.name) as RoleName[],
    active: user.active,
  }
  const [form, setForm] = useState(initial)
  const { errors, set: setErrors, touch } = useFieldErrors()
  const [error, setError] = useState<string | null>(null)
  const dirty = useLeaveGuard(JSON.stringify(form) !== JSON.stringify(initial))
  const set = <K extends keyof typeof initial>(key: K, value: (typeof initial)[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    touch(key)
  }
  const emailChanged = form.email.trim().toLowerCase() !== user.email.toLowerCase()
  // The server asks for the current password when people change their own address, roles or status.
  const accessChanged =
    admin &&
    (form.active !== initial.active || [...form.roles].sort().join() !== [...initial.roles].sort().join())
  const needsPassword = self && (emailChanged || accessChanged)
  const [currentPassword, setCurrentPassword] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setError(null)
    const body: UpdateUserBody = { name: form.name, email: form.email, signature: form.signature }
    if (admin) Object.assign(body, { roles: form.roles, active: form.active })
    if (needsPassword) body.current_password = currentPassword
    try {
      const saved = await update.mutateAsync({ id: user.id, body })
      toast({
        severity: 'success',
        summary: TOAST_TITLES.saved,
        detail:
          emailChanged && self
            ? 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.'
            : `Die Angaben von ${saved.name} wurden gespeichert.`,
      })
      dirty.current = false
      if (!(emailChanged && self)) navigate('/user')
    } catch (caught) {
      if (isInvalid(caught)) {
        setErrors(caught.errors)
        // Errors without a field of this form (e.g. the last admin) go above the form.
        const known = ['name', 'email', 'signature', 'roles', 'current_password']
        if (!Object.keys(caught.errors).some((k) => known.includes(k))) setError(caught.message)
      } else if (caught instanceof ApiError && caught.status === 403) {
        setError(caught.message || 'Dazu fehlt Ihnen die Berechtigung.')
      } else {
        setError('Die Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.')
      }
    }
  }

  return (
    <form className="users-form" onSubmit={submit} noValidate>
      <PageHeader
        title={self ? 'Mein Konto' : `${user.name} bearbeiten`}
        subtitle={
          user.last_login_at
            ? `Letzte Anmeldung: ${formatDateTime(user.last_login_at)}`
            : 'Noch nie angemeldet'
        }
        actions={<UserStatusTag user={user} />}
      />
      <div className="card users-card">
        {error ? <Message severity="error" text={error} role="alert" className="users-message" /> : null}
        <FormField id="name" label="Name" required error={firstError(errors, 'name')}>
          <InputText
            id="name"
            autoComplete="name"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            invalid={Boolean(errors.name)}
            required
          />
        </FormField>
        <FormField
          id="email"
          label="E-Mail-Adresse"
          required
          hint={
            emailChanged
              ? 'Die neue Adresse muss erneut bestätigt werden: Wir senden einen Link dorthin. Bis dahin ist der Zugriff eingeschränkt.'
              : 'Eine geänderte Adresse muss erneut bestätigt werden.'
          }
          error={firstError(errors, 'email')}
        >
          <InputText
            id="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            invalid={Boolean(errors.email)}
            required
          />
        </FormField>
        {needsPassword ? (
          <FormField
            id="current_password"
            label="Aktuelles Passwort"
            required
            hint="Zur Sicherheit: Bitte bestätigen Sie diese Änderung Ihres eigenen Kontos mit Ihrem Passwort."
            error={firstError(errors, 'current_password')}
          >
            <InputText
              id="current_password"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => {
                setCurrentPassword(e.target.value)
                touch('current_password')
              }}
              invalid={Boolean(errors.current_password)}
              required
            />
          </FormField>
        ) : null}
        <FormField
          id="signature"
          label="E-Mail-Signatur"
          hint="Wird an Nachrichten an Bewerber:innen angehängt."
          error={firstError(errors, 'signature')}
        >
          <InputTextarea
            id="signature"
            rows={4}
            autoResize
            value={form.signature}
            onChange={(e) => set('signature', e.target.value)}
            invalid={Boolean(errors.signature)}
          />
        </FormField>
        {admin ? (
          <>
            <RolesField
              value={form.roles}
              onChange={(roles) => set('roles', roles)}
              error={firstError(errors, 'roles')}
            />
            <div className="users-switch">
              <InputSwitch
                inputId="active"
                checked={form.active}
                onChange={(e) => set('active', Boolean(e.value))}
                aria-describedby="active-hint"
              />
              <label htmlFor="active">Aktiv</label>
              <small id="active-hint" className="form-field__hint">
                {form.active
                  ? 'Die Person kann sich anmelden.'
                  : 'Deaktivierte Konten können sich nicht anmelden; laufende Sitzungen enden sofort.'}
              </small>
            </div>
          </>
        ) : (
          <div className="users-roles-readonly">
            <span className="users-roles-readonly__label">Rollen</span>
            <RoleTags roles={user.roles} />
            <small className="form-field__hint">Rollen und Kontostatus ändern Administrator:innen.</small>
          </div>
        )}
      </div>
      <div className="form-actions">
        {self ? (
          <Link to="/user/settings/change-password" className="p-button p-button-text p-component users-left">
            <i className="pi pi-key" aria-hidden="true" /> Passwort ändern
          </Link>
        ) : null}
        <Link to="/user" className="p-button p-button-text p-component">
          Abbrechen
        </Link>
        <Button type="submit" label="Speichern" icon="pi pi-check" loading={update.isPending} />
      </div>
    </form>
  )
}
