import type { applicant } from '@bb/shared'
import { NEEDS_REVIEW_LABEL } from '@bb/shared'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { applicantFixture, catalogue } from '../../../test/fixtures.ts'
import { applicantColumns } from './applicant-columns.tsx'

/** The name cell of one row, as the lists render it. */
function nameCell(row: z.input<typeof applicant>) {
  const column = applicantColumns(undefined, catalogue).find((c) => c.field === 'last_name')
  const router = createMemoryRouter([{ path: '/', element: <>{column?.body?.(row as never)}</> }])
  render(<RouterProvider router={router} />)
  return screen.getByRole('link').closest('.name-cell') as HTMLElement
}

describe('the name cell of the applicant lists', () => {
  it('says „Bitte prüfen“ beside an application nobody has opened yet', () => {
    const cell = nameCell(applicantFixture({ needs_review: true }))
    expect(cell.textContent).toBe(`Özdemir, Jülide${NEEDS_REVIEW_LABEL}`)
  })

  it('says nothing more once someone has', () => {
    const cell = nameCell(applicantFixture({ needs_review: false }))
    expect(cell.textContent).toBe('Özdemir, Jülide')
  })
})
