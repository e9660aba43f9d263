import { useCallback, useMemo, useRef, useState } from 'react'
import { ApiError } from '../lib/api-client.ts'

/** Field errors as the server sends them with a 422: field key → German messages. */
export type FieldErrors = Record<string, string[]>

/**
 * The errors left once the person changed these fields: a message belongs to the value it was
 * about, so it goes as soon as that value does. A key also drops its nested keys
 * ("statuses" drops "statuses.0.label").
 */
export function withoutFields(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  const gone = (field: string) => keys.some((key) => field === key || field.startsWith(`${key}.`))
  if (!Object.keys(errors).some(gone)) return errors
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !gone(field)))
}

/** A save the server refused as invalid (422): its message and field errors are for the form. */
export function isInvalid(caught: unknown): caught is ApiError {
  return caught instanceof ApiError && caught.status === 422
}

/**
 * The field errors a failed request carries: a 422's `errors` (field key → German messages), for
 * any other failure none. Every form reads a failed save's field messages through this.
 */
export function fieldErrorsOf(caught: unknown): FieldErrors {
  return isInvalid(caught) ? caught.errors : {}
}

/** The keys whose values differ between two versions of a form's values. */
export function changedKeys<T extends object>(before: T, after: T): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const value = (o: T, k: string) => JSON.stringify((o as Record<string, unknown>)[k])
  return [...keys].filter((k) => value(before, k) !== value(after, k))
}

/**
 * The field errors of one form: the server's (after a 422) and the form's own (a typed date that
 * is no day). Every form that shows field errors uses this, so a fixed field loses its message
 * the moment it changes and a form with a typo does not save.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  // Typed values that are no value yet (field → German message); a save waits until none is left.
  const typos = useRef(new Map<string, string>())

  /** The person changed these fields. */
  const touch = useCallback((...keys: string[]) => setErrors((current) => withoutFields(current, keys)), [])
  /** A field's own check: its text is no usable value (message), or is again (null). */
  const setTypo = useCallback((key: string, message: string | null) => {
    if (message) typos.current.set(key, message)
    else typos.current.delete(key)
  }, [])

  return useMemo(
    () => ({
      errors,
      /** The first message of the first of these keys that has one. */
      first: (...keys: string[]) => keys.map((key) => errors[key]?.[0]).find(Boolean),
      /** A check before asking the server. */
      set: setErrors,
      /** After a failed save: a 422's field messages, or none. True when it was a 422. */
      fromFailure: (caught: unknown) => {
        setErrors(fieldErrorsOf(caught))
        return isInvalid(caught)
      },
      /** Forget every message and typo (a new edit, a save about to ask the server). */
      clear: () => {
        setErrors({})
        typos.current.clear()
      },
      touch,
      setTypo,
      /** The key of the first field whose text is no value (the form shows it and saves nothing). */
      firstTypo: () => typos.current.keys().next().value as string | undefined,
    }),
    [errors, touch, setTypo],
  )
}

export type FieldErrorsState = ReturnType<typeof useFieldErrors>
