// /static-page/{slug} (the FAQ at /static-page/faq, where the footer links), /news and /news/{id}:
// public pages, composed of the content feature's views and the page states.
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  faqCategoriesQueryOptions,
  faqQueryOptions,
  newsItemQueryOptions,
  staticPageQueryOptions,
} from '../../features/content/api/content';
import { FaqView } from '../../features/content/components/faq-view';
import { NewsItemView } from '../../features/content/components/news-item-view';
import { NewsList } from '../../features/content/components/news-list';
import { StaticPageView } from '../../features/content/components/static-page-view';
import { ApiError } from '../../lib/api-error';
import { useLocalePath, useRouteLocale } from '../../lib/locale-navigation';
import { PageFailed, PageLoading } from './page-states';
import type { ReactNode } from 'react';

/** The slug the FAQ lives at: a page of its own, built from the FAQ calls. */
export const FAQ_SLUG = 'faq';

function ContentFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}

function ContentFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageFailed
      // A slug the server refuses as malformed names no page either.
      isMissing={error instanceof ApiError && (error.status === 404 || error.status === 400)}
      onRetry={onRetry}
      failedTitle={t('content.page.loadFailedTitle')}
      missing={{
        title: t('content.page.notFoundTitle'),
        text: t('content.page.notFoundText'),
        to: '/',
        action: t('common.goHome'),
      }}
    />
  );
}

function FaqPage() {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const categories = useQuery(faqCategoriesQueryOptions(locale));
  const items = useQuery(faqQueryOptions(locale));
  if (categories.isError || items.isError) {
    const retry = () => {
      void categories.refetch();
      void items.refetch();
    };
    return <ContentFailed error={categories.error ?? items.error} onRetry={retry} />;
  }
  if (categories.isPending || items.isPending) return <PageLoading />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('content.faq.title')}</Title>
      <FaqView categories={categories.data} items={items.data} />
    </Stack>
  );
}

function StaticPageContent({ slug }: { slug: string }) {
  const locale = useRouteLocale();
  const page = useQuery(staticPageQueryOptions(slug, locale));
  if (page.isError) return <ContentFailed error={page.error} onRetry={() => void page.refetch()} />;
  if (page.isPending) return <PageLoading />;
  return <StaticPageView page={page.data} />;
}

export function StaticPageRoute() {
  const { slug = '' } = useParams();
  return (
    <ContentFrame>
      {slug === FAQ_SLUG ? <FaqPage /> : <StaticPageContent slug={slug} />}
    </ContentFrame>
  );
}

export function NewsListRoute() {
  const { t } = useTranslation();
  return (
    <ContentFrame>
      <Stack gap="lg">
        <Title order={1}>{t('content.news.title')}</Title>
        <NewsList />
      </Stack>
    </ContentFrame>
  );
}

export function NewsItemRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const locale = useRouteLocale();
  const localePath = useLocalePath();
  const item = useQuery(newsItemQueryOptions(Number(id), locale));
  let body: ReactNode;
  if (item.isError) body = <ContentFailed error={item.error} onRetry={() => void item.refetch()} />;
  else if (item.isPending) body = <PageLoading />;
  else body = <NewsItemView item={item.data} />;
  return (
    <ContentFrame>
      <Stack gap="lg">
        <Anchor component={Link} to={localePath('/news')} fz="sm" c="dimmed">
          {`← ${t('content.news.back')}`}
        </Anchor>
        {body}
      </Stack>
    </ContentFrame>
  );
}
