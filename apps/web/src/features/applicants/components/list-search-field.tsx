import { SEARCH_DEBOUNCE_MS, SEARCH_TERM_MAX } from '@bb/shared'
import { InputText } from 'primereact/inputtext'
import { type KeyboardEvent, useCallback, useEffect, useId, useState } from 'react'

interface ListSearchFieldProps {
  /** The full-text filter the address holds. */
  term: string
  onTerm: (term: string) => void
}

/**
 * „In dieser Liste suchen“: the list's full-text filter. What is typed reaches the address once
 * the person pauses (like the search page), at once on Enter or when the person leaves the field;
 * Escape clears. When the address moves (Back, a link) the field shows what it now holds.
 */
export function ListSearchField({ term, onTerm }: ListSearchFieldProps) {
  const id = useId()
  const [value, setValue] = useState(term)
  // The address holds what this field last sent, or what Back or a link put there.
  const [address, setAddress] = useState({ term, sent: term })
  if (term !== address.term) {
    // Our own term arriving (the person may have typed on meanwhile) leaves the field alone.
    if (term !== address.sent) setValue(term)
    setAddress({ term, sent: term })
  }
  const send = useCallback(
    (wanted: string) => {
      setAddress((current) => ({ ...current, sent: wanted }))
      onTerm(wanted)
    },
    [onTerm],
  )

  // What the field holds and neither the address nor this field's last send has yet.
  const wanted = value.trim()
  const unsent = wanted !== term && wanted !== address.sent

  useEffect(() => {
    if (!unsent) return
    // Every keystroke starts the pause anew, a space too.
    const timer = setTimeout(() => send(value.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [unsent, value, send])

  // Leaving the field (a click on a row, a link, Tab) sends what it holds at once: a pause still
  // running when the person moves on would write the term onto the next page's address instead.
  const onBlur = () => {
    if (unsent) send(wanted)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') send(value.trim())
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault()
      setValue('')
      send('')
    }
  }

  return (
    <span className="list-search">
      <label htmlFor={id} className="sr-only">
        In dieser Liste suchen
      </label>
      <i className="pi pi-search" aria-hidden="true" />
      <InputText
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_TERM_MAX}
        placeholder="In dieser Liste suchen"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
    </span>
  )
}
