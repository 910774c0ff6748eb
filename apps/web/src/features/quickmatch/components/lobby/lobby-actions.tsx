// What the viewer does in the lobby, by its status and their part in it. Waiting: join (a closed
// lobby needs its invitation token; 5_5 may bring a team; a timed lobby whose match overlaps the
// viewer's matches asks first), toggle ready, leave (after a confirm), and for the creator start
// once every seat is taken and ready. Later: the ready check's count, the
// running pick-and-ban or match (with the way into the game), the result, or the closed lobby. Its
// players and creator open the match's chat room at any time.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { QuickMatch } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClashConfirm } from '../../../../components/clashes/clash-confirm';
import { Panel } from '../../../../components/ui/panel';
import { askConfirmation } from '../../../../lib/confirm-dialog';
import { useLocalePath } from '../../../../lib/locale-navigation';
import {
  useIsRefusedForSteam,
  useJoinLobby,
  useLeaveLobby,
  useStartGame,
  useToggleReady,
  type JoinInput,
} from '../../api/lobby';
import type { LobbyAbilities } from '../../lobby-seats';
import { SteamRequiredAlert } from '../steam-required';
import { TeamJoin } from './team-join';

interface ActionsProps {
  lobby: QuickMatch;
  abilities: LobbyAbilities;
  viewerId: number;
  token: string | undefined;
  onLeft: () => void;
  onShowGame: () => void;
  /** Opens the match's chat room: its players and its creator have one, before and after play. */
  onOpenChat?: () => void;
}

function JoinActions({ lobby, abilities, viewerId, token }: ActionsProps) {
  const { t } = useTranslation();
  const [confirmClashes, clashModal] = useClashConfirm();
  const join = useJoinLobby(lobby.id, confirmClashes);
  const isRefusedForSteam = useIsRefusedForSteam(lobby.id);
  const withToken = (input: JoinInput): JoinInput =>
    token === undefined ? input : { ...input, token };
  if (!lobby.is_opened && token === undefined)
    return <Alert variant="light">{t('quickmatch.lobby.closedNeedsInvite')}</Alert>;
  if (abilities.seatSides.size === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('quickmatch.lobby.full')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {isRefusedForSteam ? <SteamRequiredAlert /> : null}
      <Button loading={join.isPending} onClick={() => join.mutate(withToken({}))}>
        {t('quickmatch.lobby.join')}
      </Button>
      {abilities.canJoinWithTeam ? (
        <TeamJoin
          viewerId={viewerId}
          isBusy={join.isPending}
          onJoin={(teamId) => join.mutate(withToken({ teamId }))}
        />
      ) : null}
      {clashModal}
    </Stack>
  );
}

function PlayerActions({ lobby, abilities, onLeft }: ActionsProps) {
  const { t } = useTranslation();
  const ready = useToggleReady(lobby.id);
  const leave = useLeaveLobby(lobby.id, onLeft);
  const start = useStartGame(lobby.id);
  const confirmLeave = () =>
    askConfirmation(
      // The creator leaving closes the lobby for everyone.
      abilities.isCreator ? 'confirm_close_quick_match' : 'confirm_leave_quick_match',
      { name: lobby.name },
    ).then(
      () => leave.mutate(),
      () => undefined,
    );
  return (
    <Stack gap="sm">
      {abilities.canToggleReady || (lobby.status === 'ready_check' && !lobby.is_ready) ? (
        <Button
          color={lobby.is_ready ? 'teal' : undefined}
          variant={lobby.is_ready ? 'light' : 'filled'}
          loading={ready.isPending}
          aria-pressed={lobby.is_ready}
          onClick={() => ready.mutate()}
          data-testid="lobby-ready"
        >
          {lobby.is_ready ? t('quickmatch.lobby.readyOn') : t('quickmatch.lobby.readyOff')}
        </Button>
      ) : null}
      {abilities.isCreator && lobby.status === 'waiting' ? (
        <Stack gap={4}>
          <Button
            disabled={!abilities.canStart}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {t('quickmatch.lobby.startMatch')}
          </Button>
          {abilities.canStart ? null : (
            <Text fz="xs" c="dimmed">
              {t('quickmatch.lobby.startHint')}
            </Text>
          )}
        </Stack>
      ) : null}
      {abilities.canLeave ? (
        <Button variant="subtle" color="red" loading={leave.isPending} onClick={confirmLeave}>
          {t('quickmatch.lobby.leave')}
        </Button>
      ) : null}
    </Stack>
  );
}

function StatusNote(props: ActionsProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { lobby, abilities } = props;
  switch (lobby.status) {
    case 'ready_check':
      return (
        <Text fz="sm">
          {t('quickmatch.lobby.readyCheck', {
            ready: lobby.ready_check?.ready ?? 0,
            total: lobby.ready_check?.total ?? lobby.slots,
          })}
        </Text>
      );
    case 'veto':
      return <Text fz="sm">{t('quickmatch.lobby.vetoRunning')}</Text>;
    case 'in_game':
      return (
        <Stack gap="xs">
          <Text fz="sm">{t('quickmatch.lobby.inGame')}</Text>
          {abilities.isPlaying ? (
            <Button onClick={props.onShowGame}>{t('quickmatch.matchReady.open')}</Button>
          ) : null}
        </Stack>
      );
    case 'finished':
      return (
        <Stack gap="xs">
          <Text fz="sm">{t('quickmatch.lobby.finished')}</Text>
          <Button component={Link} to={localePath(`/statistics/${String(lobby.id)}`)}>
            {t('quickmatch.lobby.toStatistics')}
          </Button>
        </Stack>
      );
    case 'cancelled':
      return (
        <Stack gap="xs">
          <Alert color="red" variant="light">
            {t('quickmatch.lobby.cancelled')}
          </Alert>
          <Button component={Link} to={localePath('/quick-matches')} variant="light">
            {t('quickmatch.lobby.toList')}
          </Button>
        </Stack>
      );
    case 'waiting':
      return abilities.isPlaying ? null : <JoinActions {...props} />;
  }
}

export function LobbyActions(props: ActionsProps) {
  const { t } = useTranslation();
  const { lobby, abilities } = props;
  return (
    <Panel title={t('quickmatch.lobby.actionsTitle')}>
      <Stack gap="sm">
        <StatusNote {...props} />
        {abilities.isPlaying ? <PlayerActions {...props} /> : null}
        {props.onOpenChat !== undefined && (abilities.isPlaying || abilities.isCreator) ? (
          <Button variant="light" onClick={props.onOpenChat}>
            {t('quickmatch.lobby.chat')}
          </Button>
        ) : null}
        {lobby.status === 'waiting' && abilities.isPlaying ? (
          <Text fz="xs" c="dimmed">
            {lobby.is_ready ? t('quickmatch.lobby.youAreReady') : t('quickmatch.lobby.markReady')}
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}
