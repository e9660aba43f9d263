import './applicants.css'
import { FILTER_LABELS } from '@bb/shared'
import { ariaLabel, FilterOperator, localeOption } from 'primereact/api'
import { Button } from 'primereact/button'
import type { DataTableOperatorFilterMetaData } from 'primereact/datatable'
import { Dropdown } from 'primereact/dropdown'
import { PlusIcon } from 'primereact/icons/plus'
import { TrashIcon } from 'primereact/icons/trash'
import { InputText } from 'primereact/inputtext'
import { DomHandler, ZIndexUtils } from 'primereact/utils'
import { lazy, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ColumnDef } from './applicant-columns.tsx'
import { DATE_MODES, defaultMode as firstMode, SELECT_MODES, TEXT_MODES } from './table-filters.ts'

const DateFilter = lazy(() => import('./date-filter.tsx'))
/** PrimeReact's German words (lib/locale.ts), as its own filter menu showed them. */
const word = (key: string) => String(localeOption(key, 'de'))
const aria = (key: string) => String(ariaLabel(key, {}))

/** A filter menu holds at most two rules, as PrimeReact's did. */
const MAX_RULES = 2

/** Panels that belong to the menu though they sit elsewhere in the page (a dropdown's options). */
const OWN_PANELS = '.p-column-filter-overlay, .p-dropdown-panel, .date-input__panel'

type Rule = DataTableOperatorFilterMetaData['constraints'][number]

/**
 * The German filter menu of one column, loaded when a menu opens for the first time: how rules
 * combine ("Alle Regeln"/"Beliebige Regel"), up to two rules each with its match mode and value,
 * "Zurücksetzen" and "Akzeptieren". What is typed counts only when applied (Akzeptieren or Enter);
 * Escape or a click outside closes the menu without it. The markup and labels are PrimeReact's
 * column filter menu, so it looks and reads as before.
 */
export default function ColumnFilterMenu({
  column,
  model,
  anchor,
  id,
  onApply,
  onClose,
}: {
  column: ColumnDef
  model: DataTableOperatorFilterMetaData
  anchor: RefObject<HTMLButtonElement | null>
  id: string
  onApply: (model: DataTableOperatorFilterMetaData) => void
  onClose: () => void
}) {
  const date = column.kind === 'date'
  const select = column.kind === 'select'
  const defaultMode = firstMode(column.kind)
  const [operator, setOperator] = useState(model.operator)
  const [rules, setRules] = useState<Rule[]>(() => model.constraints.map((c) => ({ ...c })))
  const overlay = useRef<HTMLDivElement>(null)

  const apply = (next: DataTableOperatorFilterMetaData) => {
    onApply(next)
    onClose()
  }
  const clear = () =>
    apply({ operator: FilterOperator.AND, constraints: [{ value: null, matchMode: defaultMode }] })
  const change = (index: number, rule: Partial<Rule>) =>
    setRules((all) => all.map((r, i) => (i === index ? { ...r, ...rule } : r)))

  // Placed below its button like PrimeReact's overlays, above everything, the first field focused.
  useLayoutEffect(() => {
    const element = overlay.current
    if (!element || !anchor.current) return
    ZIndexUtils.set('overlay', element, true, 1000)
    DomHandler.alignOverlay(element, anchor.current, undefined, false)
    DomHandler.getFirstFocusableElement(element, '')?.focus()
    return () => ZIndexUtils.clear(element)
  }, [anchor])

  useEffect(() => {
    const outside = (event: Event) => {
      const target = event.target as Element
      if (anchor.current?.contains(target) || target.closest?.(OWN_PANELS)) return
      onClose()
    }
    const realign = () => {
      if (overlay.current && anchor.current)
        DomHandler.alignOverlay(overlay.current, anchor.current, undefined, false)
    }
    document.addEventListener('mousedown', outside)
    window.addEventListener('resize', onClose)
    window.addEventListener('scroll', realign, true)
    return () => {
      document.removeEventListener('mousedown', outside)
      window.removeEventListener('resize', onClose)
      window.removeEventListener('scroll', realign, true)
    }
  }, [anchor, onClose])

  // Escape closes and gives the focus back to the button; Tab stays inside the menu.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      anchor.current?.focus()
    } else if (event.key === 'Tab' && overlay.current) {
      const all = DomHandler.getFocusableElements(overlay.current, '') as HTMLElement[]
      const first = all[0]
      const last = all.at(-1)
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
  }

  const modes = (date ? DATE_MODES : select ? SELECT_MODES : TEXT_MODES).map((value) => ({
    label: FILTER_LABELS[value],
    value,
  }))
  return createPortal(
    <div
      ref={overlay}
      id={id}
      className="p-column-filter-overlay p-component p-fluid p-column-filter-overlay-menu"
      role="dialog"
      aria-modal="true"
      onKeyDown={onKeyDown}
    >
      <div className="p-column-filter-operator">
        <Dropdown
          options={[
            { label: word('matchAll'), value: FilterOperator.AND },
            { label: word('matchAny'), value: FilterOperator.OR },
          ]}
          value={operator}
          onChange={(e) => setOperator(e.value as FilterOperator)}
          className="p-column-filter-operator-dropdown"
          aria-label={aria('filterOperator')}
        />
      </div>
      <div className="p-column-filter-constraints">
        {rules.map((rule, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a rule is its place in the menu
          <div className="p-column-filter-constraint" key={index}>
            <Dropdown
              options={modes}
              value={rule.matchMode}
              onChange={(e) => change(index, { matchMode: e.value as Rule['matchMode'] })}
              className="p-column-filter-matchmode-dropdown"
              aria-label={aria('filterConstraint')}
            />
            {date ? (
              <Suspense fallback={<span className="muted">Lädt …</span>}>
                <DateFilter
                  value={rule.value as Date | null}
                  onChange={(value) => change(index, { value })}
                />
              </Suspense>
            ) : select ? (
              <Dropdown
                options={column.options ?? []}
                value={typeof rule.value === 'string' ? rule.value : null}
                onChange={(e) => change(index, { value: e.value as string })}
                placeholder="Bitte wählen"
                aria-label={column.header}
                filter={(column.options?.length ?? 0) > 8}
                className="p-column-filter"
              />
            ) : (
              <InputText
                value={typeof rule.value === 'string' ? rule.value : ''}
                onChange={(e) => change(index, { value: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') apply({ operator, constraints: rules })
                }}
                className="p-column-filter"
              />
            )}
            <div>
              {rules.length > 1 ? (
                <Button
                  type="button"
                  icon={<TrashIcon />}
                  className="p-column-filter-remove-button p-button-text p-button-danger p-button-sm"
                  onClick={() => setRules((all) => all.filter((_, i) => i !== index))}
                  label={word('removeRule')}
                />
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {rules.length < MAX_RULES ? (
        <div className="p-column-filter-add-rule">
          <Button
            type="button"
            label={word('addRule')}
            icon={<PlusIcon />}
            className="p-column-filter-add-button p-button-text p-button-sm"
            onClick={() => setRules((all) => [...all, { value: null, matchMode: defaultMode }])}
          />
        </div>
      ) : null}
      <div className="p-column-filter-buttonbar">
        <Button type="button" outlined size="small" onClick={clear} label={word('clear')} />
        <Button
          type="button"
          size="small"
          onClick={() => apply({ operator, constraints: rules })}
          label={word('apply')}
        />
      </div>
    </div>,
    document.body,
  )
}
