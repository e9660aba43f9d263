import './mail-filter.css'
import {
  MAIL_FILTER_ACTIONS,
  MAIL_FILTER_FIELDS,
  type MailFilterAction,
  type MailFilterRule,
} from '@bb/shared'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Tag } from 'primereact/tag'

const ACTION_SEVERITY: Record<MailFilterAction, 'warning' | 'success' | 'info'> = {
  ignore: 'warning',
  import: 'success',
  apply: 'info',
}

export function ActionTag({ action }: { action: MailFilterAction }) {
  return <Tag value={MAIL_FILTER_ACTIONS[action]} severity={ACTION_SEVERITY[action]} />
}

/** The value as the rule compares it; automatic replies have none. */
export function RuleValue({ rule }: { rule: Pick<MailFilterRule, 'field' | 'value'> }) {
  if (rule.field === 'auto_reply') return <span className="muted">–</span>
  if (rule.field === 'subject') return <span className="mail-filter__value">„{rule.value}“</span>
  return <span className="mail-filter__value">{rule.value}</span>
}

/** The rules in the order the import checks them; editors can move, edit and delete them. */
export function RuleList({
  rules,
  canEdit,
  busy,
  editingId,
  onMove,
  onEdit,
  onDelete,
}: {
  rules: MailFilterRule[]
  canEdit: boolean
  busy: boolean
  editingId: number | null
  onMove: (rule: MailFilterRule, to: number) => void
  onEdit: (rule: MailFilterRule) => void
  onDelete: (rule: MailFilterRule) => void
}) {
  const number = (rule: MailFilterRule) => rules.indexOf(rule) + 1
  return (
    <DataTable
      value={rules}
      dataKey="id"
      size="small"
      className="applicant-table mail-filter__rules"
      rowClassName={(rule: MailFilterRule) => ({ 'mail-filter__row--editing': rule.id === editingId })}
      emptyMessage={
        <span className="table-empty">
          Noch keine Regeln: E-Mails von Bewerber:innen werden alle importiert.
          {canEdit ? ' Mit „Neue Regel“ legen Sie die erste an.' : ''}
        </span>
      }
    >
      <Column
        header="Nr."
        alignHeader="right"
        headerClassName="mail-filter__number"
        bodyClassName="cell-right mail-filter__number"
        body={(rule: MailFilterRule) => number(rule)}
      />
      <Column
        header="Bedingung"
        headerClassName="mail-filter__condition"
        body={(rule: MailFilterRule) => MAIL_FILTER_FIELDS[rule.field]}
      />
      <Column header="Wert" body={(rule: MailFilterRule) => <RuleValue rule={rule} />} />
      <Column
        header="Aktion"
        headerClassName="mail-filter__action"
        body={(rule: MailFilterRule) => <ActionTag action={rule.action} />}
      />
      {canEdit ? (
        <Column
          header={<span className="sr-only">Aktionen</span>}
          bodyClassName="mail-filter__actions"
          body={(rule: MailFilterRule) => {
            const n = number(rule)
            return (
              <div className="row-actions">
                <Button
                  icon="pi pi-arrow-up"
                  text
                  rounded
                  aria-label={`Regel ${n} nach oben`}
                  tooltip="Nach oben"
                  tooltipOptions={{ position: 'top', showDelay: 400 }}
                  disabled={busy || n === 1}
                  onClick={() => onMove(rule, n - 2)}
                />
                <Button
                  icon="pi pi-arrow-down"
                  text
                  rounded
                  aria-label={`Regel ${n} nach unten`}
                  tooltip="Nach unten"
                  tooltipOptions={{ position: 'top', showDelay: 400 }}
                  disabled={busy || n === rules.length}
                  onClick={() => onMove(rule, n)}
                />
                <Button
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`Regel ${n} bearbeiten`}
                  tooltip="Bearbeiten"
                  tooltipOptions={{ position: 'top', showDelay: 400 }}
                  onClick={() => onEdit(rule)}
                />
                <Button
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`Regel ${n} löschen`}
                  tooltip="Löschen"
                  tooltipOptions={{ position: 'top', showDelay: 400 }}
                  disabled={busy}
                  onClick={() => onDelete(rule)}
                />
              </div>
            )
          }}
        />
      ) : null}
    </DataTable>
  )
}
