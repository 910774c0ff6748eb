// What a list shows besides its items: a loader while the first page loads, a retry line when it
// failed, a quiet sentence when it is empty; otherwise the items themselves. A whole pane's loader
// and retry come in a roomier form.
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStatusProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

export function ListStatus({
  isPending,
  isError,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: ListStatusProps) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  if (isError)
    return (
      <Group justify="space-between" py="xs">
        <Text c="dimmed" fz="sm">
          {t('common.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    );
  if (isEmpty)
    return (
      <Text c="dimmed" fz="sm" py="xs">
        {emptyText}
      </Text>
    );
  return <>{children}</>;
}

/** A whole pane's first load (a message list, a panel): a loader in its middle. */
export function PaneLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}

/** A whole pane's load that failed: the sentence and a retry button, in its middle. */
export function PaneLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text c="dimmed">{t('common.loadFailed')}</Text>
      <Button variant="light" size="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
