import { CV_READABLE_EXTENSIONS, CV_TEXTS, type CvSuggestionValues } from '@bb/shared'
import { Button } from 'primereact/button'
import { ProgressBar } from 'primereact/progressbar'
import { type DragEvent, useRef, useState } from 'react'
import { failureText } from '../../../lib/failure-text.ts'
import { useCvSuggestions } from '../api/cv-suggestions.ts'

const ACCEPT = CV_READABLE_EXTENSIONS.map((e) => `.${e}`).join(',')

/**
 * The new-applicant form's CV drop zone: a dropped or chosen CV is read by the server (which keeps
 * nothing), and what it suggests goes to `onSuggestions`, which fills the form and answers how many
 * fields it filled.
 */
export function CvDrop({ onSuggestions }: { onSuggestions: (values: CvSuggestionValues) => number }) {
  const read = useCvSuggestions()
  const [dragging, setDragging] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const start = async (file: File | undefined) => {
    if (!file || read.isPending) return
    setError(null)
    setStatus(null)
    setProgress(0)
    try {
      const answer = await read.mutateAsync({ file, onProgress: setProgress })
      const filled = onSuggestions(answer.suggestions)
      setStatus(filled > 0 ? CV_TEXTS.filled(filled) : CV_TEXTS.nothingFound)
    } catch (caught) {
      setError(failureText(caught, CV_TEXTS.failed))
    } finally {
      setProgress(null)
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void start(event.dataTransfer.files[0])
  }

  const busy = progress !== null
  return (
    <section
      aria-label={CV_TEXTS.zone}
      aria-busy={busy || undefined}
      className={`cv-drop${dragging ? ' cv-drop--active' : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="cv-drop__text">
        <i className="pi pi-file-import" aria-hidden="true" />
        <p>{CV_TEXTS.dropHint}</p>
      </div>
      <Button
        type="button"
        label={CV_TEXTS.choose}
        icon="pi pi-upload"
        outlined
        size="small"
        // Not disabled while a CV is read: the focus stays on the button; a second file waits its turn.
        onClick={() => {
          if (!busy) input.current?.click()
        }}
      />
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={CV_TEXTS.choose}
        onChange={(e) => {
          void start(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      {busy ? (
        <div className="cv-drop__progress">
          <ProgressBar value={Math.round(progress * 100)} showValue={false} aria-label={CV_TEXTS.progress} />
          <span role="status">{CV_TEXTS.reading}</span>
        </div>
      ) : null}
      {!busy && status ? (
        <p className="cv-drop__status" role="status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="cv-drop__error form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
