import './messages.css'
import type { RefObject } from 'react'
import type { MailPreview } from '../utils/preview.ts'
import { FilledText } from './filled-text.tsx'

/** The message as it will be sent; a placeholder that cannot be filled is marked in place. */
export function ComposerPreview({ preview, signed }: { preview: MailPreview; signed: boolean }) {
  return (
    <section className="composer__preview" aria-label="Vorschau">
      <small className="muted">
        Vorschau (so wird die Nachricht versendet{signed ? ', mit Ihrer Signatur' : ''})
      </small>
      <strong>
        <FilledText text={preview.subject} values={preview.values} />
      </strong>
      <p className="prewrap">
        <FilledText text={preview.letter} values={preview.values} />
        {preview.quote ? `\n\n${preview.quote}` : ''}
      </p>
    </section>
  )
}

/** Why Senden will be refused, before it is pressed (the same German messages as the server). */
export function ComposerProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null
  return (
    <div id="compose-problems" className="composer__notice composer__notice--warn">
      <strong>So kann die Nachricht nicht gesendet werden:</strong>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <span>
        Ergänzen Sie die fehlenden Angaben oder entfernen Sie die markierten Platzhalter. Als Entwurf
        speichern können Sie jederzeit.
      </span>
    </div>
  )
}

/** The server's refusal after Senden: nothing was sent, the text is still here. */
export function ComposerRefusal({
  messages,
  focusRef,
}: {
  messages: string[]
  focusRef: RefObject<HTMLDivElement | null>
}) {
  if (messages.length === 0) return null
  return (
    <div ref={focusRef} className="composer__notice composer__notice--error" role="alert" tabIndex={-1}>
      <strong>Die Nachricht wurde nicht gesendet.</strong>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  )
}
