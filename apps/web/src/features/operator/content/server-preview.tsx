// The preview of a Markdown field: the server renders and sanitises the text (exactly what pages
// show) once the operator pauses typing, and the console's HTML display shows the answer.
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublishedHtml } from '../components/published-html';
import { previewQueryOptions } from '../api/operator-content';

/** How long typing pauses before the server is asked for a rendering. */
const PREVIEW_DELAY_MS = 400;

export function ServerPreview({ markdown }: { markdown: string }) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  const isEmpty = settled.trim() === '';
  const preview = useQuery({ ...previewQueryOptions(settled), enabled: !isEmpty });
  if (isEmpty)
    return (
      <Text c="dimmed" fs="italic">
        {t('operator.content.previewEmpty')}
      </Text>
    );
  if (preview.isError)
    return (
      <Text c="red" fz="sm">
        {t('operator.content.previewFailed')}
      </Text>
    );
  if (preview.data === undefined) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <PublishedHtml html={preview.data.html} />;
}
