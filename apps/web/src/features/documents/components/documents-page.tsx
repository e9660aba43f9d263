import './documents.css'
import {
  type ApplicantDocument,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TEXT_COLUMN,
  DOCUMENT_TEXT_TAGS,
  DOCUMENT_TOASTS,
  TOAST_TITLES,
} from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { ProgressBar } from 'primereact/progressbar'
import { Tag } from 'primereact/tag'
import { type DragEvent, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { confirmDelete } from '../../../components/confirm-delete.ts'
import { FullPageLoader } from '../../../components/full-page-loader.tsx'
import { useToast } from '../../../components/toast.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { failureText } from '../../../lib/failure-text.ts'
import { countLabel, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { useApplicantDetail } from '../../applicants/index.ts'
import {
  categoriesQuery,
  documentsQuery,
  downloadUrl,
  useDeleteDocument,
  useUpdateDocument,
  useUploadDocument,
} from '../api/documents.ts'

interface UploadState {
  key: string
  name: string
  progress: number
  error?: string
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${formatNumber(bytes / 1024 / 1024, 1)} MB`
const PREVIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/bmp'])
const ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',')

/** A quiet tag where the file's text could not be taken into the search; nothing otherwise. */
function TextStateTag({ doc }: { doc: ApplicantDocument }) {
  const tag =
    doc.text_state === 'empty' || doc.text_state === 'failed' ? DOCUMENT_TEXT_TAGS[doc.text_state] : null
  return tag ? <Tag className="document-text-tag" value={tag} severity="secondary" /> : null
}

/** /bewerber/{id}/dokumente: table, drag-and-drop upload with progress, preview, rename, category. */
export default function DocumentsPage() {
  const applicantId = Number(useParams().userid)
  const toast = useToast()
  const upload = useUploadDocument(applicantId)
  const update = useUpdateDocument()
  const deleteDocument = useDeleteDocument()
  const { data: docs, isPending } = useQuery(documentsQuery(applicantId))
  const { data: categories = [] } = useQuery(categoriesQuery)
  const { data: detail } = useApplicantDetail(applicantId, false)
  const canWrite = detail?.permissions.includes('upload') ?? false
  const [uploads, setUploads] = useState<UploadState[]>([])
  const [dragging, setDragging] = useState(false)
  const [preview, setPreview] = useState<ApplicantDocument | null>(null)
  const [editing, setEditing] = useState<{
    doc: ApplicantDocument
    name: string
    category: number | null
  } | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const startUploads = (files: File[]) => {
    for (const file of files) {
      const key = `${file.name}-${Date.now()}-${Math.random()}`
      setUploads((u) => [...u, { key, name: file.name, progress: 0 }])
      const patch = (next: Partial<UploadState>) =>
        setUploads((u) => u.map((x) => (x.key === key ? { ...x, ...next } : x)))
      upload
        .mutateAsync({ file, onProgress: (progress) => patch({ progress }) })
        .then(() => {
          setUploads((u) => u.filter((x) => x.key !== key))
          toast({
            severity: 'success',
            summary: TOAST_TITLES.success,
            detail: `„${file.name}“ wurde hochgeladen.`,
          })
        })
        .catch((error: unknown) =>
          patch({ error: error instanceof ApiError ? error.message : 'Hochladen fehlgeschlagen.' }),
        )
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (canWrite) startUploads([...event.dataTransfer.files])
  }

  const saveEdit = async () => {
    if (!editing || update.isPending) return
    try {
      await update.mutateAsync({
        id: editing.doc.id,
        body: { name: editing.name, category_id: editing.category },
      })
      toast({ severity: 'success', summary: TOAST_TITLES.success, detail: DOCUMENT_TOASTS.updateSuccess })
      setEditing(null)
    } catch (caught) {
      toast({
        severity: 'error',
        summary: TOAST_TITLES.error,
        detail: failureText(caught, DOCUMENT_TOASTS.updateError),
      })
    }
  }

  const remove = (doc: ApplicantDocument) =>
    confirmDelete({
      header: 'Dokument löschen?',
      message: `„${doc.name}“ wird endgültig gelöscht.`,
      accept: async () => {
        try {
          await deleteDocument.mutateAsync(doc.id)
          toast({
            severity: 'success',
            summary: TOAST_TITLES.success,
            detail: 'Das Dokument wurde gelöscht.',
          })
        } catch {
          toast({
            severity: 'error',
            summary: TOAST_TITLES.error,
            detail: 'Das Dokument konnte nicht gelöscht werden.',
          })
        }
      },
    })

  if (isPending || !docs) return <FullPageLoader />

  return (
    <section aria-labelledby="documents-title">
      <div className="section-head">
        <div>
          <h2 id="documents-title">Dokumente</h2>
          <p className="muted">{countLabel(docs.length, 'Dokument', 'Dokumente')}</p>
        </div>
      </div>
      {canWrite ? (
        <section
          aria-label="Dateien hochladen"
          className={`dropzone${dragging ? ' dropzone--active' : ''}`}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <i className="pi pi-cloud-upload" aria-hidden="true" />
          <p>Dateien hierher ziehen oder</p>
          <Button
            label="Dateien auswählen"
            icon="pi pi-upload"
            outlined
            onClick={() => input.current?.click()}
          />
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            aria-label="Dateien auswählen"
            onChange={(e) => {
              startUploads([...(e.target.files ?? [])])
              e.target.value = ''
            }}
          />
          <small className="muted">PDF, Word, Excel, PowerPoint, Bilder und Text, bis 20 MB je Datei.</small>
        </section>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="upload-list" aria-label="Laufende Uploads">
          {uploads.map((u) => (
            <li key={u.key}>
              <span>{u.name}</span>
              {u.error ? (
                <span className="form-field__error" role="alert">
                  {u.error}
                  <Button
                    icon="pi pi-times"
                    text
                    size="small"
                    aria-label="Meldung schließen"
                    onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
                  />
                </span>
              ) : (
                <ProgressBar value={Math.round(u.progress * 100)} aria-label={`Fortschritt ${u.name}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <DataTable
        value={docs}
        dataKey="id"
        size="small"
        stripedRows
        className="applicant-table"
        emptyMessage={<span className="table-empty">Noch keine Dokumente.</span>}
      >
        <Column field="name" header="Name" body={(d: ApplicantDocument) => <strong>{d.name}</strong>} />
        <Column header={DOCUMENT_TEXT_COLUMN} body={(d: ApplicantDocument) => <TextStateTag doc={d} />} />
        <Column field="category" header="Kategorie" body={(d: ApplicantDocument) => d.category ?? '–'} />
        <Column
          field="size"
          header="Größe"
          className="cell-right"
          body={(d: ApplicantDocument) => formatSize(d.size)}
        />
        <Column
          field="created_at"
          header="Hochgeladen"
          className="cell-right"
          body={(d: ApplicantDocument) => formatDateTime(d.created_at)}
        />
        <Column field="uploaded_by" header="Von" body={(d: ApplicantDocument) => d.uploaded_by ?? '–'} />
        <Column
          header="Aktionen"
          body={(d: ApplicantDocument) => (
            <div className="row-actions">
              {PREVIEWABLE.has(d.mime_type) ? (
                <Button
                  icon="pi pi-eye"
                  text
                  rounded
                  aria-label={`Vorschau ${d.name}`}
                  onClick={() => setPreview(d)}
                />
              ) : null}
              <a
                className="p-button p-button-text p-button-rounded p-button-icon-only"
                href={downloadUrl(d.id)}
              >
                <i className="pi pi-download" aria-hidden="true" />
                <span className="sr-only">Herunterladen {d.name}</span>
              </a>
              {canWrite ? (
                <>
                  <Button
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`Bearbeiten ${d.name}`}
                    onClick={() =>
                      setEditing({ doc: d, name: d.name.replace(/\.[^.]+$/, ''), category: d.category_id })
                    }
                  />
                  <Button
                    icon="pi pi-trash"
                    text
                    rounded
                    severity="danger"
                    aria-label={`Löschen ${d.name}`}
                    onClick={() => remove(d)}
                  />
                </>
              ) : null}
            </div>
          )}
        />
      </DataTable>
      <Dialog
        header={preview?.name}
        visible={preview !== null}
        onHide={() => setPreview(null)}
        style={{ width: 'min(960px, 96vw)' }}
        maximizable
      >
        {preview?.mime_type === 'application/pdf' ? (
          <iframe title={preview.name} src={downloadUrl(preview.id, true)} className="preview-frame" />
        ) : preview ? (
          <img src={downloadUrl(preview.id, true)} alt={preview.name} className="preview-image" />
        ) : null}
      </Dialog>
      <Dialog
        header="Dokument bearbeiten"
        visible={editing !== null}
        onHide={() => setEditing(null)}
        style={{ width: 'min(480px, 96vw)' }}
        footer={
          <div>
            <Button label="Abbrechen" text onClick={() => setEditing(null)} />
            <Button
              label="Speichern"
              icon="pi pi-check"
              loading={update.isPending}
              onClick={() => void saveEdit()}
            />
          </div>
        }
      >
        {editing ? (
          <div className="rating-form">
            <div className="form-field">
              <label htmlFor="doc-name">Dateiname</label>
              <InputText
                id="doc-name"
                value={editing.name}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              />
              <small className="form-field__hint">
                Die Endung .{editing.doc.name.split('.').pop()} bleibt erhalten.
              </small>
            </div>
            <div className="form-field">
              <label htmlFor="doc-category">Kategorie</label>
              <Dropdown
                inputId="doc-category"
                value={editing.category}
                options={categories.map((c) => ({ label: c.name, value: c.id }))}
                onChange={(e) => setEditing({ ...editing, category: e.value as number | null })}
                showClear
                placeholder="Keine Kategorie"
              />
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  )
}
