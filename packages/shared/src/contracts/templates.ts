import { z } from 'zod'
import { unknownPlaceholders } from '../placeholders.ts'
import { isoDateTime } from './common.ts'
import { mailText } from './text-rules.ts'

/** Message actions: what a message is for; templates are filtered by them. */
export const MESSAGE_ACTIONS = [
  { id: 'eingang', name: 'Eingangsbestätigung' },
  { id: 'einladung', name: 'Einladung zum Vorstellungsgespräch' },
  { id: 'unterlagen', name: 'Unterlagen anfordern' },
  { id: 'zusage', name: 'Zusage' },
  { id: 'absage', name: 'Absage' },
  { id: 'allgemein', name: 'Allgemein' },
] as const
export const messageAction = z.object({ id: z.string(), name: z.string() })

/** Channels a message can go out on; E-Mail over SMTP. */
export const MESSAGE_CHANNELS = [{ id: 1, slug: 'email', name: 'E-Mail' }] as const
export const messageChannel = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })

const withKnownPlaceholders = (label: string) => (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text)
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `${label} enthält unbekannte Platzhalter: ${unknown.map((u) => `{{${u.length > 40 ? `${u.slice(0, 40)}…` : u}}}`).join(', ')}.`,
    })
  }
}

export const templateBody = z.strictObject({
  name: z.string().trim().min(1, 'Bitte einen Namen angeben.').pipe(mailText('Der Name', 120)),
  subject: z
    .string()
    .trim()
    .min(1, 'Bitte einen Betreff angeben.')
    .pipe(mailText('Der Betreff', 200))
    .superRefine(withKnownPlaceholders('Der Betreff')),
  message: z
    .string()
    .min(1, 'Bitte einen Text angeben.')
    .pipe(mailText('Der Text', 20_000))
    .superRefine(withKnownPlaceholders('Der Text')),
  category: z.string().trim().pipe(mailText('Die Kategorie', 60)).default(''),
  profession_group: z.array(z.string().max(60)).max(20).default([]),
  message_action: z.array(z.string().max(60)).max(20).default([]),
})
export type TemplateBody = z.infer<typeof templateBody>

export const messageTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.string(),
  profession_group: z.array(z.string()),
  message_action: z.array(z.string()),
  updated_at: isoDateTime,
})
export type MessageTemplate = z.infer<typeof messageTemplate>
export const messageTemplateList = z.array(messageTemplate)

export const templateFilterBody = z.strictObject({
  action: z.string().max(60).optional(),
  profession_group: z.string().max(60).nullable().optional(),
})
