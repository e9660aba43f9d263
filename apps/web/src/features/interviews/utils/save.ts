import { useState } from 'react'
import { fieldErrorsOf, useFieldErrors, withoutFields } from '../../../components/field-errors.ts'
import { failureText } from '../../../lib/failure-text.ts'

/**
 * A dialog's save around its mutation hooks: busy while one runs (`pending`, their `isPending`); a failure keeps the dialog and its input, and leaves the
 * server's German message and its field errors (422) to show. A field the person changes loses
 * its message (`touch`); a typed date that is no day (`setTypo`) keeps the save from running.
 */
export function useSave(fallback: string, pending: boolean) {
  const fields = useFieldErrors()
  const [message, setMessage] = useState<string | null>(null)

  /** Field errors found before asking the server. */
  const fail = (found: Record<string, string[]>, text: string | null = null) => {
    fields.set(found)
    setMessage(text)
  }
  /** The person changed these fields; a 422's summary goes with the last of its field messages. */
  const touch = (...keys: string[]) => {
    const had = Object.keys(fields.errors).length > 0
    fields.touch(...keys)
    if (had && Object.keys(withoutFields(fields.errors, keys)).length === 0) setMessage(null)
  }
  const run = async (work: () => Promise<void>) => {
    if (pending) return
    // The date field shows its own message; the focus goes there and nothing is sent.
    const typo = fields.firstTypo()
    if (typo) {
      document.getElementById(typo)?.focus()
      return
    }
    fail({})
    try {
      await work()
    } catch (caught) {
      fail(fieldErrorsOf(caught), failureText(caught, fallback))
    }
  }
  return {
    busy: pending,
    errors: fields.errors,
    message,
    error: fields.first,
    fail,
    run,
    touch,
    setTypo: fields.setTypo,
  }
}
