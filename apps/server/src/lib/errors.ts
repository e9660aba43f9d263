/** Typed application errors; the error plugin maps them to status codes in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export type FieldErrors = Record<string, string[]>

export class ValidationError extends AppError {
  constructor(
    readonly errors: FieldErrors,
    message = firstMessage(errors),
    extra: Record<string, unknown> = {},
  ) {
    super(422, message, { errors, ...extra })
  }
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0]?.[0]
  return first ?? 'Die Eingaben sind ungültig.'
}

export const notFound = (message = 'Der Eintrag wurde nicht gefunden.') => new AppError(404, message)
export const forbidden = (message = 'Dafür fehlt Ihnen die Berechtigung.') => new AppError(403, message)
export const unauthenticated = () => new AppError(401, 'Bitte melden Sie sich an.')
export const csrfMismatch = () =>
  new AppError(419, 'Die Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und melden Sie sich an.')
export const unverified = () => new AppError(409, 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.')
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds })
