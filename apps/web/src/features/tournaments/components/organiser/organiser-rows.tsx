// The pieces every organiser list shares: one row per person or team (avatar, name, a second line,
// actions on the right, wrapping under the name on a phone), the previous / next pager, and a paged
// list of such rows with its loading, failed and empty states, and the foot of an organiser's form.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { ListStatus } from '../../../../components/ui/list-status';
import { UserAvatar } from '../../../../components/ui/user-avatar';

export function OrganiserRow({
  name,
  avatar,
  detail,
  children,
  testId,
}: {
  name: string;
  avatar: string | null;
  detail?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="wrap"
      py={6}
      data-testid={testId}
      style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
        <UserAvatar username={name} src={avatar} size={32} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate>
            {name}
          </Text>
          {detail === undefined ? null : (
            <Text fz="xs" c="dimmed" component="div">
              {detail}
            </Text>
          )}
        </Stack>
      </Group>
      {children === undefined ? null : (
        <Group gap="xs" wrap="nowrap">
          {children}
        </Group>
      )}
    </Group>
  );
}

export function Pager({
  page,
  count,
  perPage,
  onPage,
}: {
  page: number;
  count: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / perPage));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('tournamentOrganiser.previous')}
      </Button>
      <Text fz="xs" c="dimmed">
        {t('tournamentOrganiser.pageOf', { page, pages })}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('tournamentOrganiser.next')}
      </Button>
    </Group>
  );
}

/** One page of a list the server pages: its rows, its states, and the pager under it. */
export function PagedRows<Item extends { id: number }>({
  list,
  emptyText,
  page,
  perPage,
  onPage,
  row,
}: {
  list: UseQueryResult<{ count: number; results: Item[] }>;
  emptyText: string;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  row: (item: Item) => ReactNode;
}) {
  const results = list.data?.results ?? [];
  return (
    <>
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={results.length === 0}
        emptyText={emptyText}
        onRetry={() => void list.refetch()}
      >
        <Stack gap={0}>{results.map((item) => row(item))}</Stack>
      </ListStatus>
      <Pager page={page} count={list.data?.count ?? 0} perPage={perPage} onPage={onPage} />
    </>
  );
}

/** A form's failure (if any) above its save button. */
export function SaveFoot({
  failure,
  isPending,
  label,
}: {
  failure: string | null;
  isPending: boolean;
  label: string;
}) {
  return (
    <>
      <FormError message={failure} />
      <Group justify="flex-end">
        <Button type="submit" loading={isPending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
