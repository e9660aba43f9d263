import { CAREERS_TEXTS } from '@bb/shared'
import { type Html, html } from './html.ts'

/** The stylesheet and script the web build made for the careers page (none in a server-only run). */
export interface CareersAssets {
  style: string | null
  script: string | null
}

export interface PageContext {
  company: string
  appUrl: string
  assets: CareersAssets
  /** Shown in a frame on the company's site: no header, links stay in the frame. */
  embed: boolean
}

/** A careers address, in the frame when the page is in one. */
export const careersHref = (ctx: Pick<PageContext, 'embed'>, path: string) =>
  ctx.embed ? `${path}${path.includes('?') ? '&' : '?'}embed=1` : path

export function layout(
  ctx: PageContext,
  page: { title: string; description?: string; canonical?: string; head?: Html; body: Html },
): string {
  const site = ctx.company ? `${ctx.company} – ${CAREERS_TEXTS.title}` : CAREERS_TEXTS.title
  return `<!doctype html>${html`<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} | ${site}</title>
${page.description ? html`<meta name="description" content="${page.description}">` : ''}
${page.canonical ? html`<link rel="canonical" href="${ctx.appUrl}${page.canonical}">` : ''}
<link rel="alternate" type="application/atom+xml" title="${CAREERS_TEXTS.jobsHeading}" href="/karriere/feed.atom">
<link rel="alternate" type="application/feed+json" title="${CAREERS_TEXTS.jobsHeading}" href="/karriere/feed.json">
${ctx.assets.style ? html`<link rel="stylesheet" href="${ctx.assets.style}">` : ''}
${page.head ?? ''}
</head>
<body class="${ctx.embed ? 'careers embed' : 'careers'}">
<a class="skip-link" href="#inhalt">Zum Inhalt springen</a>
${ctx.embed ? '' : html`<header class="site-header"><a href="/karriere">${site}</a></header>`}
<main id="inhalt" tabindex="-1">
${page.body}
</main>
<footer class="site-footer"><a href="${careersHref(ctx, '/karriere/datenschutz')}">Datenschutzhinweise</a></footer>
${ctx.assets.script ? html`<script src="${ctx.assets.script}" defer></script>` : ''}
</body>
</html>`}`
}
