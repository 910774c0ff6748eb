// The FAQ: each category as a section, its questions as an accordion whose answers are the
// server's sanitised HTML.
import { Accordion, Stack, Title } from '@mantine/core';
import type { FaqCategory, FaqItem } from '@clutch/contract/content';
import { ServerHtml } from './server-html';

/** The entries of each category, in the categories' order; a category without entries is left out. */
export function groupFaq(
  categories: readonly FaqCategory[],
  items: readonly FaqItem[],
): { category: FaqCategory; items: FaqItem[] }[] {
  return categories
    .map((category) => ({ category, items: items.filter((item) => item.category === category.id) }))
    .filter((group) => group.items.length > 0);
}

export function FaqView({
  categories,
  items,
}: {
  categories: readonly FaqCategory[];
  items: readonly FaqItem[];
}) {
  return (
    <Stack gap="xl">
      {groupFaq(categories, items).map(({ category, items: entries }) => (
        <Stack
          key={category.id}
          gap="sm"
          component="section"
          aria-labelledby={`faq-${category.slug}`}
        >
          <Title order={2} size="h3" id={`faq-${category.slug}`}>
            {category.name}
          </Title>
          <Accordion variant="separated" multiple>
            {entries.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>{item.question}</Accordion.Control>
                <Accordion.Panel>
                  <ServerHtml html={item.html} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
