import MarkdownIt from 'markdown-it'

/**
 * Markdown as safe HTML for texts staff write for the public (job descriptions): raw HTML in the
 * text is shown as text, never as markup (`html: false`), and markdown-it's link check lets only
 * http(s), mailto and relative links through (no `javascript:`, `data:` or `vbscript:`). Every link
 * opens without handing the page to the target. Headings start at level 3 whatever level the text
 * starts with (the page has its title and section headings), and keep their steps: „## Benefits“
 * under a section becomes h3, not h4, so no level is skipped.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true })

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('rel', 'noopener noreferrer nofollow')
  return defaultLinkOpen(tokens, idx, options, env, self)
}
md.core.ruler.push('shift_headings', (state) => {
  const headings = state.tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close')
  const top = Math.min(...headings.map((t) => Number(t.tag.slice(1))))
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) - top + 3)}`
})

export const renderMarkdown = (text: string): string => md.render(text)
