import { type MessageTemplate, type PlaceholderName, renderPlaceholders } from '@bb/shared'
import { Button } from 'primereact/button'

interface TemplateLayerProps {
  templates: MessageTemplate[]
  values: Record<PlaceholderName, string>
  onUse: (template: MessageTemplate) => void
  onClose: () => void
}

/**
 * The message-template layer (SPEC.md §3/§4, toggled): the templates that fit the chosen action and
 * the applicant's occupation group, each previewed with this applicant's data.
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
                <div className="muted">{renderPlaceholders(t.subject, values)}</div>
                <p className="template-layer__excerpt">{renderPlaceholders(t.message, values)}</p>
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
