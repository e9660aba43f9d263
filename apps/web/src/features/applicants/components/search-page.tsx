import './applicants.css'
import {
  EDGE_PUNCTUATION,
  foldTypedUmlauts,
  SEARCH_TERM_MAX,
  type SearchFoundIn,
  spellOutUmlauts,
  visibleText,
} from '@bb/shared'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import type { KeyboardEvent, ReactNode } from 'react'
import { PageHeader } from '../../../components/page-header.tsx'
import { failureText, isRefusal } from '../../../lib/failure-text.ts'
import { useSettings } from '../../../lib/ui-state.ts'
import { StatusTag } from './applicant-columns.tsx'
import { useSearchTerm } from './use-search-term.ts'

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
/**
 * What a word start follows for a word the server matches at word starts only (`wordStarts`): a
 * space, as in the text it searches, where the fields stand one after the other. Not a dot or an
 * „@“ inside an e-mail address: „De“ finds no one by the „.de“ that ends most of them, so marking
 * it there showed a reason that was none.
 */
const WORD_START_AFTER = /\s/u

/**
 * Marks the parts of `text` that match a word of the term, ignoring case and accents, „ue“ also
 * as „ü“ and „ü“ also as „ue“. A word of `wordStarts` (as the server split the term) is marked only
 * where a word begins after a space, as the server matches it: „an“ of „Halle an der Saale“ is no
 * part of „Alexandra“.
 */
export function highlight(text: string, term: string, wordStarts: string[] = []): ReactNode[] {
  const starts = new Set(wordStarts.map(fold))
  const words = visibleText(term)
    .split(/\s+/)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => fold(word).length > 1)
  if (words.length === 0 || !text) return [text]
  const folded = fold(text)
  const marks = new Array<boolean>(text.length).fill(false)
  for (const typed of words) {
    const word = fold(typed)
    const atStart = starts.has(word)
    for (const spelling of new Set([word, foldTypedUmlauts(word), fold(spellOutUmlauts(typed))])) {
      for (let at = folded.indexOf(spelling); at >= 0; at = folded.indexOf(spelling, at + 1)) {
        if (atStart && at > 0 && !WORD_START_AFTER.test(folded[at - 1] ?? '')) continue
        for (let i = at; i < at + spelling.length && i < text.length; i++) marks[i] = true
      }
    }
  }
  const parts: ReactNode[] = []
  let start = 0
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || marks[i] !== marks[start]) {
      const piece = text.slice(start, i)
      parts.push(marks[start] ? <mark key={start}>{piece}</mark> : piece)
      start = i
    }
  }
  return parts
}

/** The snippet of a document hit, with the words the server found marked. */
export function marked({ text, marks }: Pick<SearchFoundIn, 'text' | 'marks'>): ReactNode[] {
  const parts: ReactNode[] = []
  let at = 0
  for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>)
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts
}

/** /bewerber/suche: debounced search (300 ms), highlighted matches, arrow keys and Enter. */
export default function SearchPage() {
  const { term, type, asked, query, hits, active, setActive, enter, open } = useSearchTerm()
  const { data: settings } = useSettings(true)
  const wordStarts = query.data?.word_starts ?? []

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((a) => Math.min(a + 1, hits.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((a) => Math.max(a - 1, 0))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      enter()
    }
  }

  return (
    <>
      <PageHeader
        title="Suche"
        subtitle="Name, E-Mail, Telefon, Ort, Berufsgruppe oder ein Wort aus Lebenslauf und Dokumenten – Tippfehler und Umlaute sind kein Problem."
      />
      <div className="search-box">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          autoFocus
          value={term}
          maxLength={SEARCH_TERM_MAX}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="z. B. Özdemir, Köln oder 0171"
          aria-label="Suchbegriff"
          aria-controls="search-results"
          aria-activedescendant={hits[active] ? `result-${hits[active].id}` : undefined}
        />
        {query.isFetching ? (
          <span role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" />
            <span className="sr-only">Suche läuft</span>
          </span>
        ) : null}
      </div>
      {asked && query.isError && !query.isFetching ? (
        <Message
          severity="error"
          className="search-message"
          content={
            <span>
              {failureText(query.error, 'Die Suche ist fehlgeschlagen.')}
              {/* The server refused the term itself: asking again would only be refused again. */}
              {isRefusal(query.error) ? null : (
                <>
                  {' '}
                  <Button link label="Erneut versuchen" onClick={() => void query.refetch()} />
                </>
              )}
            </span>
          }
        />
      ) : null}
      {asked && query.isSuccess && !query.isFetching && hits.length === 0 ? (
        <p className="empty-state">
          Keine Treffer für „{asked}“. Versuchen Sie einen Teil des Namens oder die Telefonnummer.
        </p>
      ) : null}
      <div id="search-results" className="search-results" role="listbox" aria-label="Treffer">
        {hits.map((a, index) => (
          <div
            key={a.id}
            tabIndex={-1}
            id={`result-${a.id}`}
            role="option"
            aria-selected={index === active}
            className={
              index === active ? 'search-results__item search-results__item--active' : 'search-results__item'
            }
            onMouseEnter={() => setActive(index)}
            onClick={() => open(a)}
            onKeyDown={(e) => e.key === 'Enter' && open(a)}
          >
            <div>
              <strong>
                {highlight(`${String(a.first_name)} ${String(a.last_name)}`, asked, wordStarts)}
              </strong>
              <div className="muted">
                {highlight(
                  [a.email, a.phone, a.city].filter(Boolean).map(String).join(' · '),
                  asked,
                  wordStarts,
                )}
              </div>
              {a.found_in ? (
                <div className="search-results__found">
                  <i className="pi pi-file" aria-hidden="true" />
                  <span>
                    <span className="search-results__document">
                      {a.found_in.category ? `${a.found_in.category} · ` : ''}
                      {a.found_in.name}:
                    </span>{' '}
                    {marked(a.found_in)}
                  </span>
                </div>
              ) : null}
            </div>
            <StatusTag slug={String(a.status)} settings={settings} />
          </div>
        ))}
      </div>
    </>
  )
}
