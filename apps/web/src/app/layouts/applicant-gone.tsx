import { ROUTES } from '@bb/shared'
import { Link } from 'react-router'
import { formatDate } from '../../lib/format.ts'

/**
 * In place of an applicant's page once the applicant is gone: erased for good (the detail answers
 * 404 after it had loaded, e.g. a colleague deleted it meanwhile), or in the trash, where notes,
 * ratings, documents and messages stay closed until someone restores it.
 */
export function ApplicantGone({ id, purgeAt }: { id: number; purgeAt?: string | null }) {
  const trashed = purgeAt !== undefined
  const Heading = trashed ? 'h2' : 'h1'
  return (
    <section className="error-view applicant-gone" role="status" aria-labelledby="applicant-gone-title">
      <i className="pi pi-trash error-view__icon" aria-hidden="true" />
      <Heading id="applicant-gone-title">Diese Bewerber:in wurde gelöscht.</Heading>
      <p className="error-view__description">
        {trashed
          ? `Sie liegt im Papierkorb${purgeAt ? ` und wird am ${formatDate(purgeAt)} endgültig gelöscht` : ''}. Bewertungen, Dokumente, Nachrichten und Notizen sind erst nach dem Wiederherstellen wieder zugänglich.`
          : 'Sie wurde endgültig gelöscht, ihre Daten sind nicht mehr vorhanden.'}
      </p>
      <div className="error-view__actions">
        {trashed ? (
          <>
            <Link className="p-button p-component" to={`/bewerber/${id}`}>
              <i className="pi pi-user" aria-hidden="true" />
              <span>Zum Profil</span>
            </Link>
            <Link className="p-button p-component p-button-text" to={ROUTES.deleted.path}>
              <i className="pi pi-trash" aria-hidden="true" />
              <span>Zum Papierkorb</span>
            </Link>
          </>
        ) : (
          <Link className="p-button p-component" to={ROUTES.home.path}>
            <i className="pi pi-home" aria-hidden="true" />
            <span>Zur Übersicht</span>
          </Link>
        )}
      </div>
    </section>
  )
}
