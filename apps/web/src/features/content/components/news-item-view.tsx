// One news item: its title, date and text (the server's sanitised HTML).
import type { News } from '@clutch/contract/content';
import { Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { ServerHtml } from './server-html';

export function NewsItemView({ item }: { item: News }) {
  return (
    <Stack gap="md" component="article">
      <Stack gap={4}>
        <Title order={1}>{item.title}</Title>
        <Text fz="sm" c="dimmed" component="time" dateTime={item.created_date}>
          {formatDate(item.created_date)}
        </Text>
      </Stack>
      <ServerHtml html={item.html} />
    </Stack>
  );
}
