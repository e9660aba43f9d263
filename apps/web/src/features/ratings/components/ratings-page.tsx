import './ratings.css'
import { RATING_CRITERIA, RATING_TOASTS, type Rating, TOAST_TITLES } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Rating as Stars } from 'primereact/rating'
import { useParams } from 'react-router'
import { AuthorActions } from '../../../components/author-actions.tsx'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useToast } from '../../../components/toast.tsx'
import { countLabel, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { clientStore } from '../../../lib/store.ts'
import type { RatingValues } from '../api/ratings.ts'
import { ratingsQuery, useDeleteRating } from '../api/ratings.ts'
import { EMPTY_RATING, RatingLayer, useRatingDraft } from './rating-layer.tsx'

/** /bewerber/{id}/bewertung: every rating with author, date, stars per criterion and text. */
export default function RatingsPage() {
  const applicantId = Number(useParams().userid)
  const toast = useToast()
  const deleteRating = useDeleteRating()
  const { data, isPending } = useQuery(ratingsQuery(applicantId))
  const ratingDraft = useRatingDraft(applicantId)
  if (isPending || !data) return <FullPageLoader />

  /** An edit loads that rating; a new rating keeps a draft in progress (it survived a reload for a reason). */
  const openLayer = (edit?: Rating) => {
    if (edit) {
      const values = Object.fromEntries(
        (['Text', 'Rating', ...RATING_CRITERIA] as const).map((field) => [field, edit[field]]),
      ) as unknown as RatingValues
      ratingDraft.update({ id: edit.id, values })
    } else if (!ratingDraft.hasDraft() || ratingDraft.draft.id !== null) {
      ratingDraft.update({ id: null, values: EMPTY_RATING })
    }
    clientStore.setLayer('rating', true)
  }

  const remove = (r: Rating) =>
    confirmDelete({
      header: 'Bewertung löschen?',
      message: 'Die Bewertung wird endgültig gelöscht.',
      accept: async () => {
        try {
          await deleteRating.mutateAsync(r.id)
          toast({ severity: 'success', summary: TOAST_TITLES.success, detail: RATING_TOASTS.deleteSuccess })
        } catch {
          toast({ severity: 'error', summary: TOAST_TITLES.error, detail: RATING_TOASTS.deleteError })
        }
      },
    })

  return (
    <section aria-labelledby="ratings-title">
      <div className="section-head">
        <div>
          <h2 id="ratings-title">Bewertungen</h2>
          <p className="muted">
            {data.averageRating === null
              ? 'Noch keine Gesamtbewertung'
              : `Durchschnitt ${formatNumber(data.averageRating, 1)} von 5`}{' '}
            · {countLabel(data.list.length, 'Bewertung', 'Bewertungen')}
          </p>
        </div>
        <Button label="Bewertung abgeben" icon="pi pi-star" onClick={() => openLayer()} />
      </div>
      {data.list.length === 0 ? (
        <p className="empty-state">
          Noch niemand hat diese Bewerber:in bewertet. Nach dem Gespräch hilft eine kurze Bewertung dem ganzen
          Team.
        </p>
      ) : (
        <ul className="card-list">
          {data.list.map((r) => (
            <li key={r.id} className="card rating-card">
              <div className="rating-card__head">
                <div>
                  <strong>{r.author ?? 'Gelöschte Nutzer:in'}</strong>
                  <span className="muted"> · {formatDateTime(r.created_at)}</span>
                </div>
                <Stars
                  value={r.Rating}
                  readOnly
                  cancel={false}
                  aria-label={`Gesamtbewertung ${r.Rating} von 5`}
                />
              </div>
              <dl className="rating-card__criteria">
                {RATING_CRITERIA.map((c) => (
                  <div key={c}>
                    <dt>{c}</dt>
                    <dd>
                      <Stars value={r[c]} readOnly cancel={false} aria-label={`${c} ${r[c]} von 5`} />
                    </dd>
                  </div>
                ))}
              </dl>
              {r.Text ? <p className="prewrap">{r.Text}</p> : null}
              <AuthorActions authorId={r.ID_User} onEdit={() => openLayer(r)} onDelete={() => remove(r)} />
            </li>
          ))}
        </ul>
      )}
      <RatingLayer applicantId={applicantId} draft={ratingDraft} />
    </section>
  )
}
