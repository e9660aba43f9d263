import { useEffect, useRef, useState } from 'react'
import { userActivity } from '../../../lib/user-activity.ts'
import { useMarkReviewed } from '../api/merge.ts'

/**
 * Opening an applicant marked „Bitte prüfen“ is the review: the mark is cleared once per visit of
 * the page, when its data has arrived and a person is at the tab (it was opened in front of them, or
 * they did something in it within the last minute). A tab the browser restored in the background,
 * or a later poll, clears nothing; such a tab clears the mark at the person's first input. The answer
 * stays true for the rest of the visit, so the page still says why the applicant was marked.
 */
export function useReviewOnOpen(id: number, needsReview: boolean | undefined, deleted: boolean): boolean {
  const asked = useRef<number | null>(null)
  const [cleared, setCleared] = useState<number | null>(null)
  const mark = useMarkReviewed(id)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per applicant opened; the mutation object changes on every render
  useEffect(() => {
    if (!needsReview || deleted || asked.current === id) return
    const markNow = () => {
      if (asked.current === id) return
      asked.current = id
      setCleared(id)
      mark.mutate()
    }
    if (!userActivity.isIdle()) {
      markNow()
      return
    }
    return userActivity.onInput(markNow)
  }, [id, needsReview, deleted])
  return Boolean(needsReview) || cleared === id
}
