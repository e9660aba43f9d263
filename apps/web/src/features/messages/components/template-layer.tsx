import './messages.css'
import type { MessageTemplate, PlaceholderValues } from '@bb/shared'
import { Button } from 'primereact/button'
import { FilledText } from './filled-text.tsx'

interface TemplateLayerProps {
  templates: MessageTemplate[]
  values: PlaceholderValues
  onUse: (template: MessageTemplate) => void
  onClose: () => void
}

/**
 * The message-template layer (toggled, not set): the templates that fit the chosen action and
 * the applicant's occupation group, each previewed with this applicant's data (a placeholder that
 * cannot be filled for them is marked).
 */
export function TemplateLayer({ templates, values, onUse, onClose }: TemplateLayerProps) {
  return (
    <section className="template-layer" aria-label="Vorlagen">
      <div className="template-layer__head">
        <strong>Vorlagen für diese Bewerber:in</strong>
        <Button
          icon="pi pi-times"
          text
          rounded
          size="small"
          aria-label="Vorlagen schließen"
          onClick={onClose}
        />
      </div>
      {templates.length === 0 ? (
        <p className="empty-state">
          Keine Vorlage passt zu dieser Aktion und Berufsgruppe. Vorlagen pflegen Sie unter Einstellungen →
          Nachrichtenvorlagen.
        </p>
      ) : (
        <ul className="template-layer__list">
          {templates.map((t) => (
            <li key={t.id} className="template-layer__item">
              <div>
                <strong>{t.name}</strong>
                <div className="muted">
                  <FilledText text={t.subject} values={values} />
                </div>
                <p className="template-layer__excerpt">
                  <FilledText text={t.message} values={values} />
                </p>
              </div>
              <Button
                label="Übernehmen"
                icon="pi pi-check"
                size="small"
                outlined
                aria-label={`Vorlage „${t.name}“ übernehmen`}
                onClick={() => onUse(t)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
