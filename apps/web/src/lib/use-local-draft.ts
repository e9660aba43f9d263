import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A draft that survives a reload, kept in localStorage (used for notes and rating edits).
 * `clear` removes it once the server has the data.
 */
export function useLocalDraft<T>(key: string, empty: T) {
  // The empty value is usually a fresh literal each render; only the first one matters.
  const emptyRef = useRef(empty)
  const read = useCallback((): T => {
    try {
      const saved = localStorage.getItem(key)
      return saved === null ? emptyRef.current : (JSON.parse(saved) as T)
    } catch {
      return emptyRef.current
    }
  }, [key])
  const [draft, setDraft] = useState<T>(read)
  useEffect(() => setDraft(read()), [read])
  const update = useCallback(
    (next: T) => {
      setDraft(next)
      try {
        localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // storage full or blocked: the draft still lives in memory
      }
    },
    [key],
  )
  const clear = useCallback(() => {
    localStorage.removeItem(key)
    setDraft(emptyRef.current)
  }, [key])
  const hasDraft = useCallback(() => localStorage.getItem(key) !== null, [key])
  return { draft, update, clear, hasDraft }
}
