import { z } from 'zod'

// Validation messages the server sends back in 422 bodies are German.
z.config(z.locales.de())
// A missing field reads better as "required" than as a type mismatch.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Dieses Feld ist erforderlich.' : undefined,
})
