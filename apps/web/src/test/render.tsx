import { act, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Providers } from '../app/providers.tsx'

/**
 * A screen as the app mounts it: the app's own providers (PrimeReact in German, the query client,
 * toasts and confirmations) and a router at `at`, which matches `route`. Any other address the
 * screen navigates to shows "Andere Seite".
 */
export function renderScreen(element: ReactElement, { route = '/', at = '/' } = {}) {
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <h1>Andere Seite</h1> },
    ],
    { initialEntries: [at] },
  )
  // No pause between keystrokes keeps the suite fast; a debounced search still waits for its own timer.
  const user = userEvent.setup({ delay: null })
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, user, router }
}

/**
 * Picks options of a PrimeReact Dropdown or MultiSelect by their names, from the keyboard: its
 * focusable field is visually hidden (and takes no pointer), so a person reaches it with Tab and
 * opens it with Enter. A MultiSelect's list stays open until the person clicks elsewhere.
 */
export async function choose(user: UserEvent, field: HTMLElement, ...options: string[]) {
  act(() => field.focus())
  await user.keyboard('{Enter}')
  for (const name of options) await user.click(await screen.findByRole('option', { name }))
}

/**
 * The message shown under a labelled field, or null: the alert in the field's own box (label,
 * input, message), where a person reads it.
 */
export function messageUnder(field: HTMLElement): string | null {
  const box = field.closest<HTMLElement>('.form-field')
  if (!box) throw new Error(`${field.id || field.tagName} steht in keinem Formularfeld`)
  return within(box).queryByRole('alert')?.textContent?.trim() ?? null
}
