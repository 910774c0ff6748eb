// Who gave to a jar, newest first, ten at a time: donor, amount and when.
import { Anchor, Center, Group, Pagination, Stack, Text } from '@mantine/core';
import { DONATIONS_PER_PAGE } from '@clutch/contract/jars';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GemIcon } from '../../../components/ui/icons';
import { ListStatus } from '../../../components/ui/list-status';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';
import { FIRST_PAGE } from '../../../lib/paged-list';
import { donationsQueryOptions } from '../api/jars';
import { Panel } from '../../../components/ui/panel';

export function DonationsList({ jarId }: { jarId: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const localePath = useLocalePath();
  const [page, setPage] = useState(FIRST_PAGE);
  const donations = useQuery(donationsQueryOptions(jarId, page));
  const items = donations.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((donations.data?.count ?? 0) / DONATIONS_PER_PAGE));
  return (
    <Panel title={t('jars.donations.title')}>
      <ListStatus
        isPending={donations.isPending}
        isError={donations.isError}
        isEmpty={items.length === 0}
        emptyText={t('jars.donations.empty')}
        onRetry={() => void donations.refetch()}
      >
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t('jars.donations.list')}>
          {items.map((donation) => (
            <Group
              key={donation.id}
              component="li"
              justify="space-between"
              gap="sm"
              py={8}
              wrap="nowrap"
              style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-dark-5)' }}
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <UserAvatar
                  username={donation.donor.username}
                  src={donation.donor.avatar_url}
                  size={32}
                />
                <Stack gap={0} miw={0}>
                  <Anchor
                    component={Link}
                    to={localePath(`/profile/${String(donation.donor.id)}/info`)}
                    c="white"
                    fw={600}
                    fz="sm"
                    truncate
                  >
                    {donation.donor.username}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(donation.created_at)}
                  </Text>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap" c="clutch.4">
                <GemIcon size={14} />
                <Text fw={800} fz="sm">
                  {crystals(donation.amount)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      </ListStatus>
      {pages > 1 ? (
        <Center>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
            })}
          />
        </Center>
      ) : null}
    </Panel>
  );
}
