// The news list: a search box and ten items a page, newest first. The page and the search live in
// the address (?page=2&search=cs2), so a list can be shared, reloaded and stepped back through.
import { NEWS_PER_PAGE, NEWS_SEARCH_MAX, type News } from '@clutch/contract/content';
import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDate } from '../../../lib/format';
import { useLocalePath, useRouteLocale } from '../../../lib/locale-navigation';
import { newsQueryOptions } from '../api/content';

/** The page and search an address asks for; anything malformed reads as page 1 and no search. */
export function readNewsParams(params: URLSearchParams): { page: number; search: string } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, NEWS_SEARCH_MAX),
  };
}

function NewsCard({ item }: { item: News }) {
  const localePath = useLocalePath();
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap={6}>
        <Text fz="xs" c="dimmed" component="time" dateTime={item.created_date}>
          {formatDate(item.created_date)}
        </Text>
        <Anchor component={Link} to={localePath(`/news/${String(item.id)}`)} fw={600} fz="lg">
          {item.title}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {item.description}
        </Text>
      </Stack>
    </Card>
  );
}

export function NewsList() {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const [params, setParams] = useSearchParams();
  const { page, search } = readNewsParams(params);
  const [draft, setDraft] = useState(search);
  const news = useQuery(newsQueryOptions({ page, search, locale }));
  const pages = Math.max(1, Math.ceil((news.data?.count ?? 0) / NEWS_PER_PAGE));
  const go = (next: { page: number; search: string }) => {
    const query = new URLSearchParams();
    if (next.search !== '') query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ page: 1, search: draft.trim() });
  };
  return (
    <Stack gap="lg">
      <form onSubmit={submit} role="search">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            type="search"
            label={t('content.news.searchLabel')}
            placeholder={t('content.news.searchPlaceholder')}
            value={draft}
            maxLength={NEWS_SEARCH_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{t('content.news.search')}</Button>
        </Group>
      </form>
      {search === '' ? null : (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('content.news.found', { count: news.data?.count ?? 0, search })}
        </Text>
      )}
      <ListStatus
        isPending={news.isPending}
        isError={news.isError}
        isEmpty={(news.data?.results.length ?? 0) === 0}
        emptyText={search === '' ? t('content.news.empty') : t('content.news.noMatches')}
        onRetry={() => void news.refetch()}
      >
        <Stack gap="md">
          {news.data?.results.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </Stack>
      </ListStatus>
      {pages > 1 ? (
        <Center>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => go({ page: next, search })}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
            })}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
