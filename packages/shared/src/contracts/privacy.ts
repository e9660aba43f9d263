import { z } from 'zod'
import { isoDateTime } from './common.ts'

/** German labels of the audit log's actions. */
export const AUDIT_ACTIONS = {
  login: 'Anmeldung',
  login_failed: 'Fehlgeschlagene Anmeldung',
  document_downloaded: 'Dokument heruntergeladen',
  applicant_exported: 'Datenauskunft exportiert',
  applicant_deleted: 'Bewerber:in gelöscht (Papierkorb)',
  applicant_erased: 'Bewerber:in endgültig gelöscht (Art. 17)',
  retention_anonymised: 'Aufbewahrungsfrist: anonymisiert',
  retention_deleted: 'Aufbewahrungsfrist: gelöscht',
  user_access_changed: 'Rollen oder Kontostatus geändert',
  user_email_changed: 'E-Mail-Adresse eines Kontos geändert',
  settings_updated: 'Einstellungen geändert',
  careers_settings_updated: 'Einstellungen der Karriereseite geändert',
  applicant_restored: 'Bewerber:in wiederhergestellt (aus dem Papierkorb)',
  applicant_purged: 'Bewerber:in endgültig gelöscht (Frist im Papierkorb abgelaufen)',
  applicant_merged: 'Dublette zusammengeführt (Datensatz entfernt)',
  applicants_list_exported: 'Bewerber:innen exportiert (CSV oder Excel)',
} as const

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  user: z.string().nullable(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: isoDateTime,
})
export type AuditEntry = z.infer<typeof auditEntry>
export const auditPage = z.object({ data: z.array(auditEntry), total: z.number().int() })
export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
})

/** Applicants whose retention period has run out (preview for admins). */
export const retentionCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  since: isoDateTime,
})
export const retentionPreview = z.object({
  enabled: z.boolean(),
  action: z.enum(['anonymise', 'delete']),
  months: z.number().int(),
  due: z.array(retentionCandidate),
})
export type RetentionPreview = z.infer<typeof retentionPreview>
