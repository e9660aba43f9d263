import './saved-views.css'
import { SAVED_VIEW_TEXTS, SAVED_VIEW_TOASTS, type SavedView, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { useToast } from '../../../components/toast.tsx'
import { addressedListView, type ListRef, listAddress } from '../../applicants/index.ts'
import {
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from '../api/saved-views.ts'
import { openViewId } from '../utils/open-view.ts'
import { listOfRef, sameList, sameState, stateOf, viewOf } from '../utils/view-state.ts'
import { ViewDialog, type ViewDraft } from './view-dialog.tsx'

/**
 * A list's saved-view buttons: „Ansicht speichern“ always; with a view of one's own open,
 * „Ansicht bearbeiten“, and „Ansicht aktualisieren“ once the list no longer shows what it saved.
 * The open view is the address's `ansicht=`; the list's state is the address itself.
 */
export default function ViewTools({ list }: { list: ListRef }) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const { data: views } = useSavedViews()
  const create = useCreateSavedView()
  const update = useUpdateSavedView()
  const remove = useDeleteSavedView()
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null)

  const ref = listOfRef(list)
  const addressed = addressedListView(list.kind, search)
  const current = stateOf(addressed, list.kind)
  const openId = openViewId(search)
  const open = views?.find((v) => v.id === openId && sameList(v.list, ref))
  const changed = open !== undefined && !sameState(current, open.state, list.kind)

  /** The list as the view now saved it, on the page the person is on, marked as open. */
  const showSaved = (view: SavedView) =>
    navigate(
      listAddress(list, { ...viewOf(view.state), page: addressed.page }, { ansicht: String(view.id) }),
      {
        replace: true,
        preventScrollReset: true,
      },
    )

  const saveNew = async (draft: ViewDraft) => {
    const created = await create.mutateAsync({
      name: draft.name,
      shared: draft.shared,
      list: ref,
      state: current,
    })
    toast({ severity: 'success', summary: TOAST_TITLES.saved, detail: SAVED_VIEW_TOASTS.saveSuccess })
    await showSaved(created)
  }

  const saveEdit = async (view: SavedView, draft: ViewDraft) => {
    const body = {
      ...(draft.name !== view.name ? { name: draft.name } : {}),
      ...(draft.shared !== view.shared ? { shared: draft.shared } : {}),
    }
    if (Object.keys(body).length === 0) return
    await update.mutateAsync({ id: view.id, body })
    const detail =
      body.name === undefined
        ? draft.shared
          ? SAVED_VIEW_TOASTS.shareSuccess
          : SAVED_VIEW_TOASTS.unshareSuccess
        : SAVED_VIEW_TOASTS.updateSuccess
    toast({ severity: 'success', summary: TOAST_TITLES.saved, detail })
  }

  const refresh = async (view: SavedView) => {
    try {
      const saved = await update.mutateAsync({ id: view.id, body: { state: current } })
      toast({ severity: 'success', summary: TOAST_TITLES.saved, detail: SAVED_VIEW_TOASTS.updateSuccess })
      await showSaved(saved)
    } catch {
      toast({ severity: 'error', summary: TOAST_TITLES.error, detail: SAVED_VIEW_TOASTS.saveError })
    }
  }

  // The confirmation comes over the edit dialog: „Abbrechen“ returns to it.
  const askDelete = (view: SavedView) => {
    confirmDelete({
      header: `${SAVED_VIEW_TEXTS.delete}?`,
      message: SAVED_VIEW_TEXTS.deleteConfirm(view.name),
      accept: async () => {
        try {
          await remove.mutateAsync(view.id)
          setDialog(null)
          toast({
            severity: 'success',
            summary: TOAST_TITLES.deleted,
            detail: SAVED_VIEW_TOASTS.deleteSuccess,
          })
          await navigate(listAddress(list, addressed), { replace: true, preventScrollReset: true })
        } catch {
          toast({ severity: 'error', summary: TOAST_TITLES.error, detail: SAVED_VIEW_TOASTS.deleteError })
        }
      },
    })
  }

  return (
    <div className="view-tools">
      {open ? (
        <span className="view-tools__open">
          <i className={`pi ${open.own ? 'pi-bookmark' : 'pi-users'}`} aria-hidden="true" />
          <span className="view-tools__name" title={open.name}>
            {SAVED_VIEW_TEXTS.openView(open.name)}
          </span>
          {open.own ? null : <span>· {SAVED_VIEW_TEXTS.sharedBy(open.owner.name)}</span>}
          {changed ? <span>· {SAVED_VIEW_TEXTS.changed}</span> : null}
        </span>
      ) : null}
      {open?.own && changed ? (
        <Button
          type="button"
          label={SAVED_VIEW_TEXTS.update}
          icon="pi pi-refresh"
          size="small"
          loading={update.isPending}
          onClick={() => void refresh(open)}
        />
      ) : null}
      {open?.own ? (
        <Button
          type="button"
          label={SAVED_VIEW_TEXTS.edit}
          icon="pi pi-pencil"
          size="small"
          outlined
          onClick={() => setDialog('edit')}
        />
      ) : null}
      <Button
        type="button"
        label={SAVED_VIEW_TEXTS.save}
        icon="pi pi-bookmark"
        size="small"
        outlined
        onClick={() => setDialog('create')}
      />
      {dialog === 'create' ? (
        <ViewDialog
          header={SAVED_VIEW_TEXTS.save}
          submitLabel="Speichern"
          initial={{ name: '', shared: false }}
          onSubmit={saveNew}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'edit' && open?.own ? (
        <ViewDialog
          header={SAVED_VIEW_TEXTS.edit}
          submitLabel="Speichern"
          initial={{ name: open.name, shared: open.shared }}
          onSubmit={(draft) => saveEdit(open, draft)}
          onDelete={() => askDelete(open)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  )
}
