// The game's settings on the tournament page: Dota 2's mode and hero rule with the listed heroes'
// portraits; CS2's rounds, overtime, friendly fire and map rule with the listed maps' pictures.
import { Badge, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { GameDetails } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { BAN_TYPE_KEYS, dotaModeKey } from '../../option-keys';
import { mapTitle } from '../../../../lib/map-title';

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

function DotaDetails({ details }: { details: Extract<GameDetails, { game: 1 }> }) {
  const { t } = useTranslation();
  const key = dotaModeKey(details.mode);
  const listLabel =
    details.ban_type === 'all_but_one'
      ? t('tournaments.form.onlyHero')
      : t('tournaments.form.bannedHeroes');
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Setting
          label={t('tournaments.form.mode')}
          value={key === null ? details.mode_display : t(`tournaments.modes.${key}`)}
        />
        <Setting
          label={t('tournaments.form.banType')}
          value={t(`tournaments.banTypes.${BAN_TYPE_KEYS[details.ban_type]}`)}
        />
      </Group>
      {details.banned_heroes.length === 0 ? null : (
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            {listLabel}
          </Text>
          <Group gap="xs">
            {details.banned_heroes.map((hero) => (
              <Stack key={hero.id} gap={2} align="center" w={84} data-testid="banned-hero">
                <Image src={hero.image} alt="" h={46} w={84} radius="sm" fit="cover" />
                <Text fz="xs" ta="center" lineClamp={1}>
                  {hero.name}
                </Text>
              </Stack>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function CsDetails({ details }: { details: Extract<GameDetails, { game: 2 }> }) {
  const { t } = useTranslation();
  const listLabel =
    details.maps_ban_type === 'all_but_one'
      ? t('tournaments.form.onlyMap')
      : t('tournaments.form.mapPool');
  return (
    <Stack gap="sm">
      <Group gap="lg">
        <Setting label={t('tournaments.form.roundsToWin')} value={String(details.rounds_to_win)} />
        <Setting
          label={t('tournaments.form.overtimeMaxRounds')}
          value={String(details.overtime_max_rounds)}
        />
        <Setting
          label={t('tournaments.form.friendlyFire')}
          value={details.friendly_fire ? t('tournaments.page.on') : t('tournaments.page.off')}
        />
        <Setting
          label={t('tournaments.form.mapsBanType')}
          value={t(`tournaments.banTypes.${BAN_TYPE_KEYS[details.maps_ban_type]}`)}
        />
      </Group>
      {details.display_maps.length === 0 ? null : (
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            {listLabel}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="xs">
            {details.display_maps.map((map) => (
              <Stack key={map.name} gap={2} data-testid="display-map">
                <Image src={map.map_url} alt="" h={64} radius="sm" fit="cover" />
                <Text fz="xs" fw={600} truncate>
                  {mapTitle(map.name)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

export function GameDetailsPanel({ details }: { details: GameDetails }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('tournaments.page.gameTitle')}
      controls={
        <Badge variant="light" color={details.game === 2 ? 'yellow' : 'red'}>
          {details.game === 1 ? 'Dota 2' : 'Counter-Strike 2'}
        </Badge>
      }
    >
      {details.game === 1 ? <DotaDetails details={details} /> : <CsDetails details={details} />}
    </Panel>
  );
}
