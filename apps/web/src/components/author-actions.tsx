import { Button } from 'primereact/button'
import { isAdminUser, useCurrentUser } from '../lib/current-user.ts'

/** Edit and delete of a rating or note: shown to its author and to admins, as the server allows. */
export function AuthorActions({
  authorId,
  onEdit,
  onDelete,
}: {
  authorId: number | null
  onEdit: () => void
  onDelete: () => void
}) {
  const { data: user } = useCurrentUser()
  if (!user || (authorId !== user.id && !isAdminUser(user))) return null
  return (
    <div className="card-actions">
      <Button label="Bearbeiten" icon="pi pi-pencil" text size="small" onClick={onEdit} />
      <Button label="Löschen" icon="pi pi-trash" text severity="danger" size="small" onClick={onDelete} />
    </div>
  )
}
