import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'

describe('slugify', () => {
  it('spells German letters out, drops other accents, joins the rest with hyphens', () => {
    expect(slugify('Pflegefachkraft (m/w/d) – Köln', 80)).toBe('pflegefachkraft-m-w-d-koeln')
    expect(slugify('Straßenbau ÜBER Tage', 80)).toBe('strassenbau-ueber-tage')
    expect(slugify('Café Crème', 80)).toBe('cafe-creme')
  })

  it('keeps within the length and ends on a letter or digit; nothing readable is empty', () => {
    expect(slugify('Gastronomie & Hotellerie', 12)).toBe('gastronomie')
    expect(slugify('a'.repeat(50), 40)).toHaveLength(40)
    expect(slugify('!!! –', 40)).toBe('')
  })
})
