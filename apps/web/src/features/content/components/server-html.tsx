// Content the server rendered from Markdown. Links to our own pages move inside the app (keeping
// the locale prefix) instead of reloading it; external links open a new tab as the server marked.
import { Box, Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';

/** An own-site path (`/static-page/terms`), not `//host` or a scheme. */
export function internalPath(href: string | null): string | null {
  return href !== null && /^\/(?!\/)/.test(href) ? href : null;
}

export function ServerHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (!(event.target instanceof Element)) return;
    const path = internalPath(event.target.closest('a')?.getAttribute('href') ?? null);
    if (path === null) return;
    event.preventDefault();
    void navigate(localePath(path));
  };
  return (
    <Typography>
      {/* The only place the app sets markup: `html` is the server's sanitised rendering of
          Markdown (markdown-it without raw HTML, then an allow-list in sanitize-html), never text
          a user typed straight in. Keyboard users follow links natively; the click handler only
          keeps the navigation inside the app. */}
      <Box onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
