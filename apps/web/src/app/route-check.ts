import { routeCheckResponse } from '@bb/shared'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { api } from '../lib/api.ts'
import { ApiError } from '../lib/api-client.ts'
import { isExternal } from '../lib/navigation.ts'

const ask = (path: string, signal?: AbortSignal) =>
  api.get('/api/route-check', { query: { path }, schema: routeCheckResponse, signal, globalHandling: false })

/** The check of the address the app was opened with, asked before the first render. */
let early: { path: string; answer: ReturnType<typeof ask> } | undefined

/** Asks about the address at once, alongside the session, instead of after the first render. */
export function checkRouteEarly(path: string) {
  early = { path, answer: ask(path) }
  // Whoever takes the answer handles its failure; until then it is not an unhandled rejection.
  early.answer.catch(() => undefined)
}

/**
 * The global route check: the server says whether the path is allowed; a redirect
 * to another origin is a full page load; a 404 shows the Page Not Found page.
 */
export function useServerRouteCheck(): { notFound: boolean } {
  const location = useLocation()
  const navigate = useNavigate()
  const [notFoundPath, setNotFoundPath] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const path = location.pathname
    const answer = early?.path === path ? early.answer : ask(path, controller.signal)
    early = undefined
    answer
      .then((answer) => {
        if (controller.signal.aborted) return
        setNotFoundPath(null)
        if (answer.allowed || !answer.redirect || answer.redirect === path) return
        if (isExternal(answer.redirect)) window.location.assign(answer.redirect)
        else if (answer.redirect === '/login')
          navigate(`/login?redirect=${encodeURIComponent(path + location.search)}`, { replace: true })
        else navigate(answer.redirect, { replace: true })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 404) setNotFoundPath(path)
      })
    return () => controller.abort()
  }, [location.pathname, location.search, navigate])

  return { notFound: notFoundPath === location.pathname }
}
