// How the console shows HTML the server rendered and sanitised (a published FAQ answer, a page).
// The app hands in the content feature's renderer (features do not import each other); without one
// the text alone is shown, never markup.
import { Text } from '@mantine/core';
import { createContext, useContext, type ComponentType } from 'react';

export type HtmlView = ComponentType<{ html: string }>;

function TextOnly({ html }: { html: string }) {
  // DOMParser builds an inert document: nothing in it runs or loads.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>;
}

export const PublishedHtmlContext = createContext<HtmlView>(TextOnly);

export function PublishedHtml({ html }: { html: string }) {
  const View = useContext(PublishedHtmlContext);
  return <View html={html} />;
}
