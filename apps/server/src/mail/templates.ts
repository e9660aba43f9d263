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
