// Message text as pieces to render as React text and links, never as HTML: a web address
// (http://, https:// or www.) becomes a link; everything else, markup included, stays text.

export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Stops at white space and at characters that cannot end an address in running text.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]}]+$/;

function linkOf(raw: string): { text: string; rest: string } {
  let text = raw;
  const trailing = TRAILING.exec(text)?.[0] ?? '';
  text = text.slice(0, text.length - trailing.length);
  // "(see https://x.org/a_(b))": keep a closing bracket that has its opening one inside.
  let rest = trailing;
  while (rest.startsWith(')') && text.split('(').length > text.split(')').length) {
    text += ')';
    rest = rest.slice(1);
  }
  return { text, rest };
}

export function splitLinks(content: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = '';
  let at = 0;
  for (const match of content.matchAll(LINK)) {
    const { text, rest } = linkOf(match[0]);
    plain += content.slice(at, match.index);
    at = match.index + match[0].length;
    if (text.length <= 'www.'.length) {
      plain += match[0];
      continue;
    }
    if (plain !== '') pieces.push({ kind: 'text', text: plain });
    const href = /^https?:\/\//i.test(text) ? text : `https://${text}`;
    pieces.push({ kind: 'link', text, href });
    plain = rest;
  }
  plain += content.slice(at);
  if (plain !== '') pieces.push({ kind: 'text', text: plain });
  return pieces;
}
