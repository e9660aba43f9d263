import { EMPLOYMENT_TYPES, JOB_STATES } from '@bb/shared'

const STATE_CLASS: Record<string, string> = {
  entwurf: 'job-state--draft',
  veroeffentlicht: 'job-state--published',
  geschlossen: 'job-state--closed',
}

/** The job's state as a small coloured label. */
export function JobStateTag({ state }: { state: string }) {
  return (
    <span className={`job-state ${STATE_CLASS[state] ?? ''}`}>
      {JOB_STATES[state as keyof typeof JOB_STATES] ?? state}
    </span>
  )
}

export const employmentLabel = (type: string) =>
  EMPLOYMENT_TYPES[type as keyof typeof EMPLOYMENT_TYPES] ?? type
