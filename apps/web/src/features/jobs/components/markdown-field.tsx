import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
import { FormField } from '../../../components/form-field.tsx'
import { usePreviewMarkdown } from '../api/jobs.ts'

/**
 * A job text in Markdown (**fett**, - Liste, ## Überschrift) with a preview as the careers page
 * will show it, rendered by the server (raw HTML stays text). The preview is of the text as it was
 * when asked; typing hides it until asked again.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  const preview = usePreviewMarkdown()
  const [shown, setShown] = useState<string | null>(null)
  const previewId = `${id}-preview`
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint="Markdown: **fett**, *kursiv*, - Aufzählung, ## Zwischenüberschrift"
    >
      <InputTextarea
        id={id}
        value={value}
        onChange={(e) => {
          onChange(e.target.value)
          setShown(null)
        }}
        rows={8}
        autoResize
        maxLength={20_000}
        invalid={Boolean(error)}
      />
      <div>
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-eye"
          label={`Vorschau: ${label}`}
          aria-controls={previewId}
          loading={preview.isPending}
          onClick={async () => {
            try {
              setShown((await preview.mutateAsync(value)).html)
            } catch {
              setShown(null)
            }
          }}
        />
      </div>
      {preview.isError ? (
        <small className="form-field__error" role="alert">
          Die Vorschau konnte nicht erstellt werden. Bitte versuchen Sie es erneut.
        </small>
      ) : null}
      <div id={previewId} aria-live="polite">
        {shown !== null ? (
          shown.trim() === '' ? (
            <p className="muted">Noch kein Text.</p>
          ) : (
            // The server's Markdown renderer lets no raw HTML through (features/jobs/markdown.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the server's safe renderer
            <div className="job-preview" dangerouslySetInnerHTML={{ __html: shown }} />
          )
        ) : null}
      </div>
    </FormField>
  )
}
