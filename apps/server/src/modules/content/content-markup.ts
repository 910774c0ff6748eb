// Content Markdown to HTML a page can show as is. Two layers, for defence in depth: markdown-it with
// raw HTML off (so `<script>` is text) and its link check (no javascript:, vbscript:, data:), then
// sanitize-html with an allow-list of tags, attributes and URL schemes over whatever came out.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** Web addresses, mail, our own absolute paths and in-page anchors; nothing else is a link. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'a',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // A page's own title is its h1, so a heading in the text starts at h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const kept = Object.fromEntries(
        Object.entries(attribs).filter(([name]) => name === 'href' || name === 'title'),
      );
      const href = kept['href'] ?? '';
      // A link we would not follow (protocol-relative, unknown scheme) becomes its text: span is
      // not allowed, so sanitize-html drops the tag and keeps what it wraps.
      if (!SAFE_HREF.test(href)) return { tagName: 'span', attribs: {} };
      // An external site gets a new tab without window.opener or referrer; our own paths stay.
      return {
        tagName,
        attribs: /^https?:/i.test(href)
          ? { ...kept, rel: 'noopener noreferrer nofollow', target: '_blank' }
          : kept,
      };
    },
  },
};

/** Sanitised HTML of a Markdown text: safe to put into a page as markup. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

const DESCRIPTION_MAX = 240;

/** The words of a Markdown text without any markup, cut at a word near `max` characters. */
export function plainText(source: string, max = DESCRIPTION_MAX): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    if (token.type === 'inline') words.push(' ');
  }
  const text = words.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
