import { useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'

/**
 * A dialog's save: busy while it runs; a failure keeps the dialog and its input, and leaves the
 * server's German message and its field errors (422) to show.
 */
export function useSave(fallback: string) {
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState<string | null>(null)

  /** Field errors found before asking the server. */
  const fail = (found: Record<string, string[]>, text: string | null = null) => {
    setErrors(found)
    setMessage(text)
  }
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    fail({})
    try {
      await work()
    } catch (caught) {
      if (caught instanceof ApiError) fail(caught.errors, caught.message)
      else fail({}, fallback)
    } finally {
      setBusy(false)
    }
  }
  const error = (...keys: string[]) => keys.map((k) => errors[k]?.[0]).find(Boolean)
  return { busy, errors, message, error, fail, run }
}
