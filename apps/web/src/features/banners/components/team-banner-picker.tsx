// The leader's banner picker in the team settings: each of their banners with a switch that shows it
// on the team or takes it off, and a way to their banners to make a new one. The team page lists
// only banners their creator lets others see (allow_show).
import { Anchor, Group, Stack, Switch, Text } from '@mantine/core';
import type { Banner } from '@clutch/contract/banners';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { myBannersQueryOptions, useTeamBanner } from '../api/banners';
import { BannerPicture } from './banner-picture';
import { Panel } from '../../../components/ui/panel';

/** Enough for every banner one person has; the picker shows them all at once. */
const PICKER_PER_PAGE = 100;

export function TeamBannerPicker({
  teamId,
  userId,
  shownIds,
  manageHref,
  onChanged,
}: {
  teamId: number;
  userId: number;
  /** The banners the team shows now (its answer lists only allow_show ones). */
  shownIds: readonly number[];
  manageHref: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const banners = useQuery(myBannersQueryOptions(userId, 1, PICKER_PER_PAGE));
  // The last change answers every banner on the team, hidden ones too; until then the team's list.
  const [attached, setAttached] = useState<readonly number[] | null>(null);
  const change = useTeamBanner(teamId, onChanged);
  const onTeam = attached ?? shownIds;
  const items = banners.data?.results ?? [];
  const toggle = (banner: Banner, isShown: boolean) =>
    change.mutate(
      { bannerId: banner.id, isShown },
      { onSuccess: (list) => setAttached(list.map((item) => item.id)) },
    );
  return (
    <Panel
      title={t('banners.picker.title')}
      controls={
        <Anchor component={Link} to={manageHref} fz="sm">
          {t('banners.picker.manage')}
        </Anchor>
      }
    >
      <ListStatus
        isPending={banners.isPending}
        isError={banners.isError}
        isEmpty={items.length === 0}
        emptyText={t('banners.picker.empty')}
        onRetry={() => void banners.refetch()}
      >
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t('banners.picker.list')}>
          {items.map((banner) => {
            const name = banner.name === '' ? t('banners.unnamed') : banner.name;
            return (
              <Group
                key={banner.id}
                component="li"
                gap="sm"
                py={6}
                wrap="nowrap"
                style={{ listStyle: 'none' }}
              >
                <BannerPicture src={banner.image} size={44} />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text fw={600} fz="sm" truncate>
                    {name}
                  </Text>
                  {banner.allow_show ? null : (
                    <Text fz="xs" c="dimmed">
                      {t('banners.picker.hiddenHint')}
                    </Text>
                  )}
                </Stack>
                <Switch
                  aria-label={t('banners.picker.showName', { name })}
                  checked={onTeam.includes(banner.id)}
                  disabled={change.isPending}
                  onChange={(event) => toggle(banner, event.currentTarget.checked)}
                />
              </Group>
            );
          })}
        </Stack>
      </ListStatus>
    </Panel>
  );
}
