// What a list shows besides its items: a loader while the first page loads, a retry line when it
// failed, a quiet sentence when it is empty; otherwise the items themselves.
import { Button, Center, Group, Loader, Text } from '@mantine/core';
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
