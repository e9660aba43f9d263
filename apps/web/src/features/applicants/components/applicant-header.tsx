import './applicants.css'
import { NEEDS_REVIEW_LABEL } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { InputSwitch } from 'primereact/inputswitch'
import { Message } from 'primereact/message'
import { Tag } from 'primereact/tag'
import { useEffect } from 'react'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { formatDate } from '../../../lib/format.ts'
import { clientStore, useClientState } from '../../../lib/store.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { answersQuery, useApplicantDetail } from '../api/applicants.ts'
import { RatingStars, StatusTag } from './applicant-columns.tsx'
import { DuplicateBanner } from './duplicate-banner.tsx'
import { ShareLayer } from './share-layer.tsx'
import { useApplicantActions } from './use-applicant-actions.ts'
import { useReviewOnOpen } from './use-review-on-open.ts'

/** Name, status, group, rating, follow/qualify toggles and the edit switch. */
export function ApplicantHeader({ id }: { id: number }) {
  const editMode = useClientState((s) => s.editMode)
  const { data: detail } = useApplicantDetail(id, !editMode)
  const { data: settings } = useSettings(true)
  const { data: catalogue = {} } = useQuery(answersQuery)
  const actions = useApplicantActions(id)
  const shareOpen = useClientState((s) => s.layers.share)
  const toReview = useReviewOnOpen(id, detail?.applicant.needs_review, Boolean(detail?.applicant.deleted_at))

  useEffect(() => {
    clientStore.setActiveApplicant(id)
    clientStore.setEditMode(id === 0)
  }, [id])

  if (id === 0) {
    return (
      <header className="applicant-header">
        <div>
          <h1>Neue Bewerber:in</h1>
          <p className="muted">Vor- und Nachname genügen für den Anfang, alles andere kann später folgen.</p>
        </div>
      </header>
    )
  }
  if (!detail) return <header className="applicant-header applicant-header--loading" aria-busy="true" />
  const a = detail.applicant
  const can = (p: string) => detail.permissions.includes(p)
  const group =
    typeof a.profession_group === 'string' ? catalogue.profession_group?.[a.profession_group] : undefined
  const askDelete = () =>
    confirmDelete({
      header: 'Bewerber:in löschen?',
      message: `${String(a.first_name)} ${String(a.last_name)} wird in den Papierkorb verschoben und kann 7 Tage lang wiederhergestellt werden.`,
      accept: () => void actions.remove(),
    })

  return (
    <header className="applicant-header">
      <div className="applicant-header__main">
        <div className="avatar avatar--large" aria-hidden="true">
          {String(a.first_name).slice(0, 1)}
          {String(a.last_name).slice(0, 1)}
        </div>
        <div>
          <h1>
            {a.title ? `${String(a.title)} ` : ''}
            {String(a.first_name)} {String(a.last_name)}
          </h1>
          <div className="applicant-header__meta">
            <StatusTag slug={String(a.status)} settings={settings} />
            {toReview ? <Tag className="review-tag" value={NEEDS_REVIEW_LABEL} icon="pi pi-eye" /> : null}
            {group ? <span>{group}</span> : null}
            <RatingStars value={detail.ratings.averageRating} />
            <span className="muted">eingegangen am {formatDate(a.created_at)}</span>
          </div>
        </div>
      </div>
      <div className="applicant-header__actions">
        {can('follow') ? (
          <Button
            label={a.followed ? 'Gefolgt' : 'Folgen'}
            icon={a.followed ? 'pi pi-star-fill' : 'pi pi-star'}
            outlined={!a.followed}
            size="small"
            aria-pressed={a.followed}
            onClick={() => void actions.follow(!a.followed)}
          />
        ) : null}
        <Button
          label="Teilen"
          icon="pi pi-share-alt"
          outlined
          size="small"
          aria-pressed={shareOpen}
          onClick={() => clientStore.toggleLayer('share')}
        />
        {can('edit') ? (
          <Button
            label={a.qualified ? 'Qualifiziert' : 'Als qualifiziert markieren'}
            icon={a.qualified ? 'pi pi-verified' : 'pi pi-check-circle'}
            outlined={!a.qualified}
            severity="success"
            size="small"
            aria-pressed={a.qualified}
            onClick={() => void actions.qualify(!a.qualified)}
          />
        ) : null}
        {can('edit') ? (
          <span className="edit-switch">
            <InputSwitch
              inputId="edit-mode"
              checked={editMode}
              onChange={(e) => clientStore.setEditMode(Boolean(e.value))}
            />
            <label htmlFor="edit-mode">Bearbeiten</label>
          </span>
        ) : null}
        {can('delete') ? (
          <Button
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label="Bewerber:in löschen"
            onClick={askDelete}
          />
        ) : null}
      </div>
      <DuplicateBanner detail={detail} />
      <ShareLayer applicantId={id} name={`${String(a.first_name)} ${String(a.last_name)}`} />
      {a.deleted_at ? (
        <Message
          className="applicant-header__deleted"
          severity="warn"
          content={
            <div className="deleted-banner">
              <span>
                Gelöscht am {formatDate(a.deleted_at)}
                {a.deleted_by ? ` von ${a.deleted_by.name}` : ''} · wird endgültig gelöscht am{' '}
                {formatDate(a.purge_at)}
              </span>
              {can('restore') ? (
                <Button
                  label="Wiederherstellen"
                  icon="pi pi-undo"
                  size="small"
                  onClick={() => void actions.restore()}
                />
              ) : null}
            </div>
          }
        />
      ) : null}
    </header>
  )
}
