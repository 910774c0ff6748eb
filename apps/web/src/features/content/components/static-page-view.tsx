// A static page (about, games, privacy, terms …): its title, text and when it last changed.
import type { StaticPage } from '@clutch/contract/content';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ServerHtml } from './server-html';

export function StaticPageView({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="article">
      <Title order={1}>{page.title}</Title>
      <ServerHtml html={page.html} />
      <Text fz="xs" c="dimmed">
        {t('content.page.updated', { date: formatDate(page.updated_date) })}
      </Text>
    </Stack>
  );
}
