import './users.css'
import { ROLE_LABELS, ROLES, type RoleName, type UserListItem } from '@bb/shared'
import { Checkbox } from 'primereact/checkbox'
import { Tag } from 'primereact/tag'

/** What each role may do, shown next to the choice. */
const ROLE_HINTS: Record<RoleName, string> = {
  admin: 'Alles, auch Benutzer:innen und Einstellungen',
  recruiter: 'Alle Arbeiten an Bewerber:innen',
  viewer: 'Lesen, bewerten und Notizen schreiben',
}

export function RoleTags({ roles }: { roles: UserListItem['roles'] }) {
  return (
    <span className="users-tags">
      {roles.map((r) => (
        <Tag key={r.name} value={ROLE_LABELS[r.name]} className={`users-role users-role--${r.name}`} />
      ))}
    </span>
  )
}

export type UserState = 'active' | 'invited' | 'inactive'

export const userState = (u: Pick<UserListItem, 'active' | 'invited'>): UserState =>
  !u.active ? 'inactive' : u.invited ? 'invited' : 'active'

const STATE_LABELS: Record<UserState, string> = {
  active: 'Aktiv',
  invited: 'Eingeladen',
  inactive: 'Deaktiviert',
}
const STATE_SEVERITY = { active: 'success', invited: 'warning', inactive: 'secondary' } as const

export function UserStatusTag({ user }: { user: UserListItem }) {
  const state = userState(user)
  return (
    <span className="users-tags">
      <Tag value={STATE_LABELS[state]} severity={STATE_SEVERITY[state]} />
      {state === 'active' && !user.email_verified_at ? (
        <span className="users-note" title="Die E-Mail-Adresse wurde noch nicht bestätigt.">
          E-Mail unbestätigt
        </span>
      ) : null}
    </span>
  )
}

/** Role checkboxes: a fieldset, so screen readers announce the group with each box. */
export function RolesField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: RoleName[]
  onChange: (roles: RoleName[]) => void
  error?: string | undefined
  disabled?: boolean
}) {
  const toggle = (role: RoleName, on: boolean) =>
    onChange(on ? ROLES.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role))
  return (
    <fieldset
      className={`users-roles form-field--required${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? 'roles-error' : undefined}
    >
      <legend>Rollen</legend>
      {ROLES.map((role) => (
        <div key={role} className="users-roles__option">
          <Checkbox
            inputId={`role-${role}`}
            checked={value.includes(role)}
            onChange={(e) => toggle(role, Boolean(e.checked))}
            disabled={disabled}
            invalid={Boolean(error)}
          />
          <label htmlFor={`role-${role}`}>
            <span>{ROLE_LABELS[role]}</span>
            <small className="form-field__hint">{ROLE_HINTS[role]}</small>
          </label>
        </div>
      ))}
      {error ? (
        <small className="form-field__error" id="roles-error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  )
}

/** The first server message of a field (422 `errors`). */
export const firstError = (errors: Record<string, string[]>, field: string) => errors[field]?.[0]
