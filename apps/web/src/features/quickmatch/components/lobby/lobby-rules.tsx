// The game's rules of a lobby: Dota 2's hero rule with the pool's portraits; CS2's map rule and pool,
// rounds to win, overtime and friendly fire. Once the pick-and-ban ended, the map it decided.
import { Badge, Group, Image, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { QuickMatch } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { mapTitle } from '../../../../lib/map-title';
import { BAN_TYPE_KEYS } from '../../quickmatch-labels';

function Setting({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={700}>
        {value}
      </Text>
    </Group>
  );
}

export function LobbyRules({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const details = lobby.game_details;
  if (details.game === 1)
    return (
      <Panel title={t('quickmatch.lobby.rulesTitle')}>
        <Setting
          label={t('quickmatch.form.banType')}
          value={t(`quickmatch.banTypes.${BAN_TYPE_KEYS[details.ban_type]}`)}
        />
        {details.heroes.length === 0 ? null : (
          <Group gap={4}>
            {details.heroes.map((hero) => (
              <Tooltip key={hero.id} label={hero.name}>
                <Image src={hero.image} alt={hero.name} h={28} w={50} radius={4} />
              </Tooltip>
            ))}
          </Group>
        )}
      </Panel>
    );
  const yes = t('quickmatch.lobby.yes');
  const no = t('quickmatch.lobby.no');
  return (
    <Panel title={t('quickmatch.lobby.rulesTitle')}>
      <Stack gap={4}>
        <Setting
          label={t('quickmatch.form.mapsBanType')}
          value={t(`quickmatch.banTypes.${BAN_TYPE_KEYS[details.maps_ban_type]}`)}
        />
        <Setting label={t('quickmatch.form.roundsToWin')} value={String(details.rounds_to_win)} />
        <Setting
          label={t('quickmatch.form.overtimeRounds')}
          value={String(details.overtime_rounds)}
        />
        <Setting
          label={t('quickmatch.form.friendlyFire')}
          value={details.friendly_fire ? yes : no}
        />
      </Stack>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={6}>
        {details.display_maps.map((map) => (
          <Stack key={map.name} gap={2}>
            <Image src={map.map_url} alt="" h={44} radius={4} fit="cover" />
            <Group gap={4} wrap="nowrap">
              <Text fz="xs" truncate>
                {mapTitle(map.name)}
              </Text>
              {lobby.display_map?.name === map.name ? (
                <Badge size="xs">{t('quickmatch.lobby.played')}</Badge>
              ) : null}
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
    </Panel>
  );
}
