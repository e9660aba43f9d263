import { SEARCH_DEBOUNCE_MS, SEARCH_TERM_MAX } from '@bb/shared'
import { InputText } from 'primereact/inputtext'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'

interface ListSearchFieldProps {
  /** The full-text filter the address holds. */
  term: string
  onTerm: (term: string) => void
}

/**
 * „In dieser Liste suchen“: the list's full-text filter. What is typed reaches the address once
 * the person pauses (like the search page), Enter at once, Escape clears. When the address moves
 * (Back, a link) the field shows what it now holds.
 */
export function ListSearchField({ term, onTerm }: ListSearchFieldProps) {
  const id = useId()
  const [value, setValue] = useState(term)
  const [shown, setShown] = useState(term)
  if (term !== shown) {
    setShown(term)
    // A pause while typing "Müller " must not eat the space the person just typed.
    if (value.trim() !== term) setValue(term)
  }

  useEffect(() => {
    const wanted = value.trim()
    if (wanted === term) return
    const timer = setTimeout(() => onTerm(wanted), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, term, onTerm])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onTerm(value.trim())
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault()
      setValue('')
      onTerm('')
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
      />
    </span>
  )
}
