// The lobby's two sides (the answer's "teams"), each a column of seats: a player's avatar, name,
// level, ready mark and creator mark, or an empty seat. An empty seat the viewer may take says so
// (joining, or moving there from the other side); the creator may remove other players.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { LobbyPlayer, LobbySide, QuickMatch } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TickIcon, UserMinusIcon } from '../../../../components/ui/action-icons';
import { HourglassIcon, TrophyIcon } from '../../../../components/ui/icons';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useLocalePath } from '../../../../lib/locale-navigation';
import type { LobbyAbilities } from '../../lobby-seats';
import { seatsOf } from '../../lobby-seats';
import { sideTitle } from '../../quickmatch-labels';

export interface SeatActions {
  /** Takes a free seat on a side: joining, or moving there. */
  onTakeSeat: (side: LobbySide) => void;
  onRemove: (player: LobbyPlayer) => void;
  /** A closed lobby without its invitation token: seats cannot be taken from here. */
  isLocked: boolean;
  isBusy: boolean;
}

function PlayerSeat({
  player,
  isViewer,
  canRemove,
  onRemove,
}: {
  player: LobbyPlayer;
  isViewer: boolean;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const name = player.user.username;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" data-testid="lobby-seat">
      {/* A side's column is narrow (a phone, or two sides beside the actions): the ready mark sits
          under the name, so only a long name is cut short. */}
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <UserAvatar username={name} src={player.user.avatar_url} size={36} />
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap">
            <Anchor
              component={Link}
              to={localePath(`/profile/${String(player.user.id)}/info`)}
              fw={700}
              c="white"
              truncate
            >
              {name}
            </Anchor>
            {player.is_creator ? (
              <Tooltip label={t('quickmatch.lobby.creator')}>
                <span
                  role="img"
                  aria-label={t('quickmatch.lobby.creator')}
                  style={{ display: 'flex', flexShrink: 0, color: 'var(--mantine-color-yellow-5)' }}
                >
                  <TrophyIcon size={14} />
                </span>
              </Tooltip>
            ) : null}
            {isViewer ? (
              <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                {t('quickmatch.lobby.you')}
              </Badge>
            ) : null}
          </Group>
          <Group gap={8} wrap="nowrap">
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('quickmatch.lobby.level', { level: player.level })}
            </Text>
            <Badge
              size="sm"
              color={player.is_ready ? 'teal' : 'gray'}
              variant="light"
              leftSection={player.is_ready ? <TickIcon size={12} /> : <HourglassIcon size={12} />}
              style={{ flexShrink: 0 }}
              data-testid={player.is_ready ? 'seat-ready' : 'seat-not-ready'}
            >
              {player.is_ready ? t('quickmatch.lobby.ready') : t('quickmatch.lobby.notReady')}
            </Badge>
          </Group>
        </Stack>
      </Group>
      {canRemove ? (
        <Tooltip label={t('quickmatch.lobby.removeNamed', { name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('quickmatch.lobby.removeNamed', { name })}
          >
            <UserMinusIcon size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

function EmptySeat({ label, onTake }: { label: string | null; onTake: () => void }) {
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      px="sm"
      mih={44}
      style={{ border: '1px dashed var(--mantine-color-dark-3)', borderRadius: 8 }}
      data-testid="lobby-empty-seat"
    >
      <Text fz="sm" c="dimmed">
        {t('quickmatch.lobby.emptySeat')}
      </Text>
      {label === null ? null : (
        <Button size="compact-sm" variant="light" onClick={onTake}>
          {label}
        </Button>
      )}
    </Group>
  );
}

function SideColumn({
  side,
  lobby,
  abilities,
  actions,
}: {
  side: LobbySide;
  lobby: QuickMatch;
  abilities: LobbyAbilities;
  actions: SeatActions;
}) {
  const { t } = useTranslation();
  const canTake = abilities.seatSides.has(side.id) && !actions.isLocked && !actions.isBusy;
  const takeLabel = abilities.isPlaying
    ? t('quickmatch.lobby.moveHere')
    : t('quickmatch.lobby.takeSeat');
  const seats = seatsOf(side);
  const title = sideTitle(t, lobby.game, side.side, side.team);
  // One button per side is enough: the server seats the player on the side's next free seat.
  const offeredAt = canTake ? seats.find((seat) => seat.player === null)?.position : undefined;
  return (
    <Paper withBorder radius="lg" p="md" bg="dark.6" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5">
            {title}
          </Title>
          <Text fz="xs" c="dimmed">
            {`${String(side.players.length)}/${String(side.positions.length)}`}
          </Text>
        </Group>
        {seats.map(({ position, player }) => {
          if (player !== null)
            return (
              <PlayerSeat
                key={position}
                player={player}
                isViewer={lobby.position === position}
                canRemove={abilities.canRemove(player) && !actions.isBusy}
                onRemove={() => actions.onRemove(player)}
              />
            );
          return (
            <EmptySeat
              key={position}
              label={position === offeredAt ? takeLabel : null}
              onTake={() => actions.onTakeSeat(side)}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

export function LobbySides({
  lobby,
  abilities,
  actions,
}: {
  lobby: QuickMatch;
  abilities: LobbyAbilities;
  actions: SeatActions;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {lobby.teams.map((side) => (
        <SideColumn
          key={side.id}
          side={side}
          lobby={lobby}
          abilities={abilities}
          actions={actions}
        />
      ))}
    </SimpleGrid>
  );
}
