import MarkdownIt from 'markdown-it'

/**
 * Markdown as safe HTML for texts staff write for the public (job descriptions): raw HTML in the
 * text is shown as text, never as markup (`html: false`), and markdown-it's link check lets only
 * http(s), mailto and relative links through (no `javascript:`, `data:` or `vbscript:`). Every link
 * opens without handing the page to the target. Headings start at level 3: the page has its own.
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
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue
    const level = Math.min(6, Number(token.tag.slice(1)) + 2)
    token.tag = `h${level}`
  }
})

export const renderMarkdown = (text: string): string => md.render(text)
