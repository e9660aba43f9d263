import './users.css'
import type { UserListItem } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { PageHeader } from '../../../components/page-header.tsx'
import { isAdminUser, useCurrentUser } from '../../../lib/current-user.ts'
import { countLabel, formatDateTime } from '../../../lib/format.ts'
import { usersQuery } from '../api/users.ts'
import { RoleTags, UserStatusTag, userState } from './user-parts.tsx'

const editHref = (id: number) => `/user/bearbeiten/${id}`

/** /user: every colleague with roles, state and last login; a row opens the edit form. */
export default function UserListPage() {
  const navigate = useNavigate()
  const { data: me } = useCurrentUser()
  const { data: users, isPending, isError, refetch } = useQuery(usersQuery)
  const [search, setSearch] = useState('')
  const admin = isAdminUser(me)
  // Staff other than admins may only edit themselves, so only their own row opens.
  const canOpen = (u: UserListItem) => admin || u.id === me?.id
  const open = (u: UserListItem | null | undefined) => {
    if (u && canOpen(u)) navigate(editHref(u.id))
  }

  const header = (
    <div className="table-header">
      <span className="table-header__count">
        {users ? countLabel(users.length, 'Benutzer:in', 'Benutzer:innen') : 'Benutzer:innen'}
      </span>
      <span className="users-search">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name oder E-Mail suchen"
          aria-label="Benutzer:innen durchsuchen"
        />
      </span>
    </div>
  )

  const empty = search ? (
    <span className="table-empty">Keine Benutzer:in passt zu „{search}“.</span>
  ) : (
    <span className="table-empty">
      Noch keine Benutzer:innen.{admin ? ' Legen Sie die erste Kolleg:in über „Benutzer:in anlegen“ an.' : ''}
    </span>
  )

  return (
    <>
      <PageHeader
        title="Benutzer:innen"
        subtitle={
          admin
            ? 'Konten, Rollen und Zugänge des Teams. Klicken Sie auf eine Zeile, um sie zu bearbeiten.'
            : 'Die Kolleg:innen im Bewerber-Backoffice. Ihr eigenes Konto können Sie hier bearbeiten.'
        }
        actions={
          admin ? (
            <Link to="/user/anlegen" className="p-button p-component">
              <i className="pi pi-user-plus" aria-hidden="true" />
              <span>Benutzer:in anlegen</span>
            </Link>
          ) : null
        }
      />
      {isError ? (
        <Message
          severity="error"
          className="users-message"
          content={
            <span>
              Die Benutzerliste konnte nicht geladen werden.{' '}
              <Button
                link
                label="Erneut versuchen"
                onClick={() => void refetch()}
                className="users-inline-button"
              />
            </span>
          }
        />
      ) : null}
      <DataTable
        value={users ?? []}
        dataKey="id"
        header={header}
        loading={isPending}
        globalFilter={search}
        globalFilterFields={['name', 'email']}
        sortField="name"
        sortOrder={1}
        removableSort={false}
        selectionMode="single"
        metaKeySelection={false}
        onSelectionChange={(e) => open(e.value as UserListItem | null)}
        onRowClick={(e) => open(e.data as UserListItem)}
        rowClassName={(u: UserListItem) => ({
          'clickable-row': canOpen(u),
          'users-row--inactive': userState(u) === 'inactive',
        })}
        emptyMessage={empty}
        stripedRows
        size="small"
        className="applicant-table users-table"
      >
        <Column
          field="name"
          header="Name"
          sortable
          body={(u: UserListItem) => (
            <span className="name-cell">
              <span className="avatar" aria-hidden="true">
                {u.name.slice(0, 1).toUpperCase()}
              </span>
              <strong>{u.name}</strong>
              {u.id === me?.id ? <span className="muted">(Sie)</span> : null}
            </span>
          )}
        />
        <Column field="email" header="E-Mail" sortable />
        <Column header="Rollen" body={(u: UserListItem) => <RoleTags roles={u.roles} />} />
        <Column header="Status" body={(u: UserListItem) => <UserStatusTag user={u} />} />
        <Column
          field="last_login_at"
          header="Letzte Anmeldung"
          sortable
          className="cell-right"
          body={(u: UserListItem) =>
            u.last_login_at ? formatDateTime(u.last_login_at) : <span className="muted">noch nie</span>
          }
        />
      </DataTable>
    </>
  )
}
