// Markdown of editorial content → safe HTML, and the checks an editor's text must pass.
// markdown-it with `html: false`: raw HTML is never passed through (a `<script>` becomes text), and
// its link validator already drops javascript:, vbscript:, file: and data: addresses. On top of that,
// writing refuses raw HTML and any link outside http(s), mailto and this site's own paths, with a
// Russian message, so an editor learns of it instead of seeing the text silently changed.
import MarkdownIt from 'markdown-it';
import { CONTENT_MESSAGES, normalizeUserUrl, TEXT_LINK_RULES } from '@investradar/ui/domain';

const renderer = new MarkdownIt({ html: false, linkify: true, typographer: true });
// Reads a text the way a permissive renderer would, only to find raw HTML in it.
const htmlFinder = new MarkdownIt({ html: true });

/**
 * The address a link or image of published text may have, as a browser will load it (the domain's
 * URL parser: http(s), mailto, a path of this site in its normal form, a fragment; no backslash), or
 * null when it may not appear.
 */
export function safeLink(href: string): string | null {
  return normalizeUserUrl(href, TEXT_LINK_RULES);
}

/** True when a link or image address may appear in published text. */
export function isSafeLink(href: string): boolean {
  return safeLink(href) !== null;
}

// External links open in a new tab without giving it our window.
const defaultLinkOpen =
  renderer.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
renderer.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

type Token = ReturnType<typeof renderer.parse>[number];

function walk(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) {
    visit(token);
    if (token.children) walk(token.children, visit);
  }
}

/** Problems of a Markdown text, as field messages (empty when it may be published). */
export function markdownProblems(markdown: string): string[] {
  const problems = new Set<string>();
  walk(htmlFinder.parse(markdown, {}), (token) => {
    if (token.type === 'html_block' || token.type === 'html_inline') problems.add(CONTENT_MESSAGES.bodyHtml);
  });
  // Links as the editor wrote them (before markdown-it's validator drops the dangerous ones and before
  // it percent-encodes them): a backslash is refused as written ('/\evil.example' is another host to
  // a browser), and the rest is checked in the form the renderer will give it.
  const links = new MarkdownIt({ html: false, linkify: true });
  links.validateLink = () => true;
  links.normalizeLink = (url) => url;
  walk(links.parse(markdown, {}), (token) => {
    const href =
      token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
    if (href === null) return;
    const raw = String(href);
    if (raw.includes('\\') || !isSafeLink(renderer.normalizeLink(raw))) problems.add(CONTENT_MESSAGES.linkInvalid);
  });
  return [...problems];
}

/** The HTML of a Markdown text: no raw HTML, safe links only, whatever the stored text holds. */
export function renderMarkdown(markdown: string): string {
  const tokens = renderer.parse(markdown, {});
  walk(tokens, (token) => {
    if (token.type === 'link_open') token.attrSet('href', safeLink(String(token.attrGet('href') ?? '')) ?? '#');
    if (token.type === 'image') token.attrSet('src', safeLink(String(token.attrGet('src') ?? '')) ?? '');
  });
  return renderer.renderer.render(tokens, renderer.options, {});
}
