import { APP_TIME_ZONE } from '@bb/shared'
import type { OutgoingMail } from './mailer.ts'

/** German texts of the account mails. Plain text first; HTML mirrors it with the link as a button. */
function compose(to: string, subject: string, paragraphs: string[], link: { label: string; url: string }) {
  const text = [...paragraphs, '', `${link.label}: ${link.url}`, '', 'Ihr Bewerber-Backoffice'].join('\n')
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#1f2937">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#6b7280;font-size:13px">Falls der Knopf nicht funktioniert: ${escapeHtml(link.url)}</p>
<p>Ihr Bewerber-Backoffice</p></body></html>`
  return { to, subject, text, html } satisfies OutgoingMail
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export const resetPasswordMail = (to: string, name: string, url: string) =>
  compose(
    to,
    'Passwort zurücksetzen',
    [
      `Guten Tag ${name},`,
      'Sie erhalten diese E-Mail, weil für Ihr Konto das Zurücksetzen des Passworts angefordert wurde.',
      'Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden. Falls Sie nichts angefordert haben, können Sie diese E-Mail ignorieren.',
    ],
    { label: 'Neues Passwort festlegen', url },
  )

export const verifyEmailMail = (to: string, name: string, url: string) =>
  compose(
    to,
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    [
      `Guten Tag ${name},`,
      'bitte bestätigen Sie Ihre E-Mail-Adresse für das Bewerber-Backoffice.',
      'Der Link ist 60 Minuten gültig.',
    ],
    { label: 'E-Mail-Adresse bestätigen', url },
  )

export const invitationMail = (to: string, name: string, invitedBy: string, url: string) =>
  compose(
    to,
    'Einladung zum Bewerber-Backoffice',
    [
      `Guten Tag ${name},`,
      `${invitedBy} hat für Sie ein Konto im Bewerber-Backoffice angelegt.`,
      'Legen Sie über den folgenden Link Ihr Passwort fest. Der Link ist 72 Stunden gültig.',
    ],
    { label: 'Passwort festlegen', url },
  )

/** To the old address after an e-mail change: a stolen session must not take an account silently. */
export const emailChangedMail = (input: {
  to: string
  name: string
  newEmail: string
  changedBy: string
  when: string
  url: string
  adminEmails: string[]
}) => ({
  ...compose(
    input.to,
    'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    [
      `Guten Tag ${input.name},`,
      `die E-Mail-Adresse Ihres Kontos im Bewerber-Backoffice wurde am ${input.when} von ${input.changedBy} auf ${input.newEmail} geändert. Diese Adresse hier erhält ab jetzt keine Nachrichten mehr zu Ihrem Konto.`,
      input.adminEmails.length > 0
        ? `Wenn Sie das nicht selbst veranlasst haben, antworten Sie bitte sofort auf diese E-Mail: die Antwort geht an Ihre Administrator:innen (${input.adminEmails.join(', ')}), die das Konto sperren und die Adresse zurücksetzen können.`
        : 'Wenn Sie das nicht selbst veranlasst haben, melden Sie es bitte sofort Ihrer Administrator:in.',
    ],
    { label: 'Zum Bewerber-Backoffice', url: input.url },
  ),
  ...(input.adminEmails.length > 0 ? { replyTo: input.adminEmails.join(', ') } : {}),
})

const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
})

/** "23.11.2026 um 10:15 Uhr", Berlin time, as the account mails name a moment. */
export const formatBerlinDateTime = (instant: Date) => {
  const [date, time] = berlinDateTime.format(instant).split(', ')
  return `${date} um ${time} Uhr`
}
