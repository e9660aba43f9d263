import { z } from 'zod'
import { isoDateTime } from './common.ts'

/** The five sub-criteria of a rating, each 0 (not rated) to 5. */
export const RATING_CRITERIA = [
  'Pünktlichkeit',
  'Zuverlässigkeit',
  'Teamfähigkeit',
  'Sympathie',
  'Fachkompetenz',
] as const
export type RatingCriterion = (typeof RATING_CRITERIA)[number]
export const RATING_MAX = 5

const score = (label: string) =>
  z
    .number(`„${label}“ muss eine ganze Zahl von 0 bis ${RATING_MAX} sein.`)
    .int(`„${label}“ muss eine ganze Zahl von 0 bis ${RATING_MAX} sein.`)
    .min(0, `„${label}“ muss eine ganze Zahl von 0 bis ${RATING_MAX} sein.`)
    .max(RATING_MAX, `„${label}“ muss eine ganze Zahl von 0 bis ${RATING_MAX} sein.`)

const text = z.string().trim().max(5_000, 'Der Text darf höchstens 5.000 Zeichen lang sein.')
function criteria<T extends z.ZodType>(make: (label: RatingCriterion) => T): Record<RatingCriterion, T> {
  return Object.fromEntries(RATING_CRITERIA.map((c) => [c, make(c)])) as Record<RatingCriterion, T>
}

/** Sub-ratings default to 0 (not rated) on create; an update changes only what it sends. */
export const createRatingBody = z.strictObject({
  applicant_id: z.number().int().positive(),
  Text: text.default(''),
  Rating: score('Gesamtbewertung'),
  ...criteria((c) => score(c).default(0)),
})
export const updateRatingBody = z.strictObject({
  Text: text.optional(),
  Rating: score('Gesamtbewertung').optional(),
  ...criteria((c) => score(c).optional()),
})

export const rating = z.object({
  id: z.number().int(),
  ID_User: z.number().int().nullable(),
  ID_Bewerberin: z.number().int(),
  applicant_id: z.number().int(),
  Text: z.string(),
  Rating: z.number().int(),
  Pünktlichkeit: z.number().int(),
  Zuverlässigkeit: z.number().int(),
  Teamfähigkeit: z.number().int(),
  Sympathie: z.number().int(),
  Fachkompetenz: z.number().int(),
  author: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
})
export type Rating = z.infer<typeof rating>

export const ratingList = z.object({ list: z.array(rating), averageRating: z.number().nullable() })
export type RatingList = z.infer<typeof ratingList>
