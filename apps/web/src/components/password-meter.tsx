import type { PasswordStrength } from '@bb/shared/password-strength'
import { useEffect, useState } from 'react'

type Estimate = (password: string, userInputs?: string[]) => PasswordStrength
let loading: Promise<Estimate> | undefined
/** The estimator with its German dictionaries is large: loaded only where a password is set. */
const loadEstimator = () => {
  loading ??= import('@bb/shared/password-strength').then((m) => m.passwordStrength)
  return loading
}

/**
 * How guessable the new password is, while it is typed: the same estimate the server applies
 * (below "gut" it refuses), with its German hint. Announced politely to screen readers.
 */
export function PasswordMeter({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  useEffect(() => {
    let live = true
    void loadEstimator().then((fn) => live && setEstimate(() => fn))
    return () => {
      live = false
    }
  }, [])
  if (!password || !estimate)
    return <div className="password-meter password-meter--empty" aria-hidden="true" />
  const strength = estimate(password, userInputs)
  const hint = strength.acceptable
    ? null
    : (strength.warning ??
      strength.suggestions[0] ??
      'Längere Wortfolgen sind leichter zu merken und schwerer zu erraten.')
  return (
    <div className={`password-meter password-meter--${strength.score}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a native meter cannot be coloured alike in every browser; this bar has its role and values */}
      <div
        className="password-meter__bar"
        role="meter"
        aria-label="Passwortstärke"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={strength.label}
      >
        <span style={{ width: `${((strength.score + 1) / 5) * 100}%` }} />
      </div>
      <small aria-live="polite">
        Passwortstärke: <strong>{strength.label}</strong>
        {strength.acceptable ? '' : ' – wird so nicht angenommen.'}
        {hint ? ` ${hint}` : ''}
      </small>
    </div>
  )
}
