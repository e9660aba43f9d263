import { type ApplicantSearchHit, SEARCH_DEBOUNCE_MS } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useQueryWriter } from '../../../lib/use-query-writer.ts'
import { searchQuery } from '../api/applicants.ts'

/** Where a hit leads: the document a word was found in, else the profile. */
export const hitHref = (hit: ApplicantSearchHit) =>
  hit.found_in ? `/bewerber/${hit.id}/dokumente?dokument=${hit.found_in.document_id}` : `/bewerber/${hit.id}`

const addressOf = (term: string) => (term ? `?${new URLSearchParams({ q: term })}` : '')

/**
 * The search page's term and hits. The term is asked (and written to the address, `?q=`) once the
 * person pauses; Enter opens the chosen hit, but only a hit of the term as typed: pressed before the
 * pause, or while the hits shown are still those of an earlier term, it asks at once and opens the
 * best hit when it is there. Leaving for a hit stops a pause still running, whose address would
 * otherwise land on the hit's page (`/bewerber/7?q=…`) while the next screen draws.
 */
export function useSearchTerm() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { write } = useQueryWriter()
  const [term, setTerm] = useState(() => params.get('q') ?? '')
  const [asked, setAsked] = useState(() => term.trim())
  const [active, setActive] = useState(0)
  const [openBest, setOpenBest] = useState(false)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  const query = useQuery(searchQuery(asked))
  const hits: ApplicantSearchHit[] = asked ? (query.data?.data ?? []) : []
  const current = asked === term.trim() && query.isSuccess && !query.isPlaceholderData

  const ask = useCallback(
    (value: string) => {
      clearTimeout(pause.current)
      setAsked(value)
      write(addressOf(value), { replace: true })
      setActive(0)
    },
    [write],
  )

  useEffect(() => {
    pause.current = setTimeout(() => ask(term.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(pause.current)
  }, [term, ask])

  const open = useCallback(
    (hit: ApplicantSearchHit) => {
      clearTimeout(pause.current)
      navigate(hitHref(hit))
    },
    [navigate],
  )

  const best = hits[0]
  useEffect(() => {
    if (!openBest || !(current || query.isError)) return
    setOpenBest(false)
    if (current && best) open(best)
  }, [openBest, current, query.isError, best, open])

  const type = (value: string) => {
    setOpenBest(false)
    setTerm(value)
  }

  const enter = () => {
    const hit = hits[active]
    if (current && hit) open(hit)
    else if (!current && term.trim()) {
      ask(term.trim())
      setOpenBest(true)
    }
  }

  return { term, type, asked, query, hits, active, setActive, enter, open }
}
