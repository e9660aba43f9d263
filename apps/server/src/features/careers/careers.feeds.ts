import { CAREERS_TEXTS } from '@bb/shared'
import type { PublishedJob } from '../jobs/index.ts'
import { employmentLabel, startLabel } from './careers.format.ts'
import type { PageContext } from './careers.layout.ts'
import { escapeHtml } from './html.ts'

type FeedContext = Pick<PageContext, 'company' | 'appUrl'>

const summary = (job: PublishedJob) =>
  `${job.location} · ${employmentLabel(job.employmentType)} · ${startLabel(job)}`

const feedTitle = (ctx: FeedContext) =>
  ctx.company ? `${CAREERS_TEXTS.jobsHeading} – ${ctx.company}` : CAREERS_TEXTS.jobsHeading

const updated = (jobs: PublishedJob[]) =>
  new Date(Math.max(0, ...jobs.map((j) => j.updatedAt.getTime()))).toISOString()

/** Atom (RFC 4287) of the published jobs, for job boards and the company's site. */
export function atomFeed(ctx: FeedContext, jobs: PublishedJob[]): string {
  const entries = jobs.map((job) => {
    const url = `${ctx.appUrl}/karriere/${job.slug}`
    return `<entry>
<id>${escapeHtml(url)}</id>
<title>${escapeHtml(job.title)}</title>
<link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>
<published>${job.publishedAt.toISOString()}</published>
<updated>${job.updatedAt.toISOString()}</updated>
<summary>${escapeHtml(summary(job))}</summary>
<content type="html">${escapeHtml(job.descriptionHtml + job.requirementsHtml)}</content>
</entry>`
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">
<id>${escapeHtml(`${ctx.appUrl}/karriere`)}</id>
<title>${escapeHtml(feedTitle(ctx))}</title>
<link rel="self" type="application/atom+xml" href="${escapeHtml(`${ctx.appUrl}/karriere/feed.atom`)}"/>
<link rel="alternate" type="text/html" href="${escapeHtml(`${ctx.appUrl}/karriere`)}"/>
<updated>${updated(jobs)}</updated>
${ctx.company ? `<author><name>${escapeHtml(ctx.company)}</name></author>` : '<author><name>Karriere</name></author>'}
${entries.join('\n')}
</feed>
`
}

/** JSON Feed 1.1 of the published jobs. */
export function jsonFeed(ctx: FeedContext, jobs: PublishedJob[]) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(ctx),
    language: 'de',
    home_page_url: `${ctx.appUrl}/karriere`,
    feed_url: `${ctx.appUrl}/karriere/feed.json`,
    items: jobs.map((job) => ({
      id: `${ctx.appUrl}/karriere/${job.slug}`,
      url: `${ctx.appUrl}/karriere/${job.slug}`,
      title: job.title,
      summary: summary(job),
      content_html: job.descriptionHtml + job.requirementsHtml,
      date_published: job.publishedAt.toISOString(),
      date_modified: job.updatedAt.toISOString(),
      tags: [job.location, employmentLabel(job.employmentType)],
    })),
  }
}

/** Search engines may read the careers page and nothing else of the app. */
export const robotsTxt = (ctx: Pick<FeedContext, 'appUrl'>) =>
  `User-agent: *\nAllow: /karriere\nDisallow: /\n\nSitemap: ${ctx.appUrl}/karriere/sitemap.xml\n`

/** The careers page and every published job, for search engines. */
export function sitemapXml(ctx: Pick<FeedContext, 'appUrl'>, jobs: PublishedJob[]): string {
  const url = (path: string, modified: string) =>
    `<url><loc>${escapeHtml(`${ctx.appUrl}${path}`)}</loc><lastmod>${modified}</lastmod></url>`
  return `<?xml version="1.0" encoding="utf-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[url('/karriere', updated(jobs)), ...jobs.map((j) => url(`/karriere/${j.slug}`, j.updatedAt.toISOString()))].join('\n')}
</urlset>
`
}
