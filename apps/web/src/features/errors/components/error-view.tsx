import {
  ERROR_PAGE_DEFAULT_CODE,
  ERROR_PAGE_NOT_FOUND_MESSAGE,
  ERROR_PAGE_SERVER_ERROR_MESSAGE,
} from '@bb/shared'
import { Button } from 'primereact/button'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

export interface ErrorViewProps {
  code?: number
  message?: string
  description?: string
}

/** The error page: status code, status message and description; a 404 variant. */
export function ErrorView({ code = ERROR_PAGE_DEFAULT_CODE, message, description }: ErrorViewProps) {
  const navigate = useNavigate()
  const notFound = code === 404
  const title = message ?? (notFound ? ERROR_PAGE_NOT_FOUND_MESSAGE : ERROR_PAGE_SERVER_ERROR_MESSAGE)
  const text =
    description ??
    (notFound
      ? 'Diese Seite gibt es nicht oder nicht mehr. Vielleicht hat sich die Adresse geändert.'
      : 'Hier ist etwas schiefgelaufen. Bitte versuchen Sie es in einem Moment erneut.')
  useEffect(() => {
    document.title = `${code} ${title} · Bewerber-Backoffice`
  }, [code, title])
  return (
    <section
      className={`error-view ${notFound ? 'error-view--not-found' : 'error-view--generic'}`}
      aria-labelledby="error-title"
    >
      <i
        className={`pi ${notFound ? 'pi-map' : 'pi-exclamation-triangle'} error-view__icon`}
        aria-hidden="true"
      />
      <p className="error-view__code">{code}</p>
      <h1 id="error-title">{title}</h1>
      <p className="error-view__description">{text}</p>
      <div className="error-view__actions">
        <Button label="Zur Übersicht" icon="pi pi-home" onClick={() => navigate('/')} />
        {notFound ? null : (
          <Button label="Neu laden" icon="pi pi-refresh" outlined onClick={() => window.location.reload()} />
        )}
      </div>
    </section>
  )
}
