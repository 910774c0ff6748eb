// The news tab: every news item as written, drafts too, newest first (English titles, as the list's
// reference), a page at a time, with writing a new item and editing one in a modal.
import { NEWS_PER_PAGE } from '@clutch/contract/content';
import { Badge, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { newsSourcesQueryOptions, type NewsSource } from '../api/operator-content';
import { NewsEditor } from './news-editor';

function titleOf(item: NewsSource): string | null {
  const title = item.texts.en?.title ?? '';
  return title === '' ? null : title;
}

export function NewsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ item: NewsSource | null } | null>(null);
  const news = useQuery(newsSourcesQueryOptions(page));
  const pages = Math.max(1, Math.ceil((news.data?.count ?? 0) / NEWS_PER_PAGE));
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing({ item: null })}>{t('operator.content.news.add')}</Button>
      </Group>
      <ListStatus
        isPending={news.isPending}
        isError={news.isError}
        isEmpty={news.data?.results.length === 0}
        emptyText={t('operator.content.news.empty')}
        onRetry={() => void news.refetch()}
      >
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" aria-label={t('operator.content.tabs.news')}>
            <Table.Tbody>
              {(news.data?.results ?? []).map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text fw={600}>{titleOf(item) ?? t('operator.content.untitled')}</Text>
                      {item.is_published ? null : (
                        <Badge variant="light" color="gray" size="sm">
                          {t('operator.content.news.draft')}
                        </Badge>
                      )}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      #{item.id} ·{' '}
                      {t('operator.content.news.created', {
                        date: formatDateTime(item.created_date),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="light"
                      size="compact-sm"
                      onClick={() => setEditing({ item })}
                      aria-label={t('operator.content.editNamed', {
                        name: titleOf(item) ?? t('operator.content.untitled'),
                      })}
                    >
                      {t('operator.content.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? <Pagination value={page} onChange={setPage} total={pages} /> : null}
      </ListStatus>
      {editing === null ? null : (
        <NewsEditor item={editing.item} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
