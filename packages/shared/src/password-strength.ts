/// <reference path="./zxcvbn-de.d.ts" />
import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { translations } from '@zxcvbn-ts/language-de'
// The German word lists one by one: the package's Wikipedia list (680 kB) would triple what the
// password pages load and adds little to the common words, names and password lists.
import commonWords from '@zxcvbn-ts/language-de/dist/commonWords.json.js'
import firstnames from '@zxcvbn-ts/language-de/dist/firstnames.json.js'
import lastnames from '@zxcvbn-ts/language-de/dist/lastnames.json.js'

/**
 * How guessable a password is, estimated by zxcvbn (the estimator behind many password meters)
 * with the common password lists and German dictionaries (common words, first and last names).
 * A list of a few dozen common passwords let "123456789012" through; the estimator sees keyboard
 * rows, sequences, dates, names and words with l33t spelling. The server refuses a password below
 * PASSWORD_MIN_SCORE and the forms show the same estimate as a meter while typing.
 *
 * Imported by path (`@bb/shared/password-strength`), never through the package's index: the
 * dictionaries are large, and the web app loads them only on the pages that set a password.
 */
export const PASSWORD_MIN_SCORE = 3

/** 0 … 4, as German words for the meter. */
export const PASSWORD_SCORE_LABELS = ['sehr schwach', 'schwach', 'mäßig', 'gut', 'sehr gut'] as const

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4
  label: (typeof PASSWORD_SCORE_LABELS)[number]
  acceptable: boolean
  /** German: why it is weak, and what helps. */
  warning: string | null
  suggestions: string[]
}

let factory: ZxcvbnFactory | undefined
const estimator = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, commonWords, firstnames, lastnames },
    graphs: adjacencyGraphs,
    translations: translations as OptionsType['translations'],
  })
  return factory
}

export const PASSWORD_TOO_WEAK =
  'Dieses Passwort ist zu leicht zu erraten. Wählen Sie eine längere Wortfolge oder eine Mischung, die nicht im Wörterbuch steht.'

/** The estimate for a password; `userInputs` (name, e-mail) count as known to an attacker. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  // The estimator's cost grows with the length; beyond 100 characters nothing changes the verdict.
  const result = estimator().check(
    password.slice(0, 100),
    userInputs.flatMap((i) => [i, ...i.split(/[@.\s]+/)]),
  )
  const score = result.score as PasswordStrength['score']
  return {
    score,
    label: PASSWORD_SCORE_LABELS[score],
    acceptable: score >= PASSWORD_MIN_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  }
}
