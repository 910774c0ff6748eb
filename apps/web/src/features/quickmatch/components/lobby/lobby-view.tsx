// The lobby page's body (/match/{id}): the header, the pick-and-ban board while it runs, the two
// sides with their seats, the game's rules, what the viewer may do, the invitations while seats are
// free, and for a player of a running match the modal with the way into the game (it opens by
// itself once, and again from the actions).
import { Grid, Stack } from '@mantine/core';
import type { LobbyPlayer, LobbySide, QuickMatch } from '@clutch/contract/quickmatch';
import { useState } from 'react';
import { useClashConfirm } from '../../../../components/clashes/clash-confirm';
import type { ConfirmClashes } from '../../../../lib/clash-warning';
import { askConfirmation } from '../../../../lib/confirm-dialog';
import { useChangePosition, useJoinLobby, useRemovePlayer } from '../../api/lobby';
import { lobbyAbilities } from '../../lobby-seats';
import { MatchReadyModal } from '../live/match-ready-modal';
import { VetoBoard } from '../veto/veto-board';
import { LobbyActions } from './lobby-actions';
import { LobbyHeader } from './lobby-header';
import { LobbyInvite } from './lobby-invite';
import { LobbyRules } from './lobby-rules';
import { LobbySides, type SeatActions } from './lobby-sides';

function useSeatActions(
  lobby: QuickMatch,
  isPlaying: boolean,
  token: string | undefined,
  confirmClashes: ConfirmClashes,
) {
  const join = useJoinLobby(lobby.id, confirmClashes);
  const move = useChangePosition(lobby.id);
  const remove = useRemovePlayer(lobby.id);
  const actions: SeatActions = {
    onTakeSeat: (side: LobbySide) =>
      isPlaying
        ? move.mutate(side.id)
        : join.mutate(token === undefined ? { teamId: side.id } : { teamId: side.id, token }),
    onRemove: (player: LobbyPlayer) =>
      void askConfirmation('confirm_remove_lobby_player', { name: player.user.username }).then(
        () => remove.mutate(player.position),
        () => undefined,
      ),
    isLocked: !lobby.is_opened && !isPlaying && token === undefined,
    isBusy: join.isPending || move.isPending || remove.isPending,
  };
  return actions;
}

export function LobbyView({
  lobby,
  viewerId,
  token,
  onLeft,
  onOpenChat,
}: {
  lobby: QuickMatch;
  viewerId: number;
  /** A closed lobby's invitation token, from the address /match/{id}/{token}. */
  token: string | undefined;
  onLeft: () => void;
  /** Opens the match's chat room (its players and creator). */
  onOpenChat?: () => void;
}) {
  const abilities = lobbyAbilities(lobby, viewerId);
  const [confirmClashes, clashModal] = useClashConfirm();
  const seatActions = useSeatActions(lobby, abilities.isPlaying, token, confirmClashes);
  const [isGameHidden, setGameHidden] = useState(false);
  const isInGame = abilities.isPlaying && lobby.status === 'in_game';
  return (
    <Stack gap="lg">
      <LobbyHeader lobby={lobby} />
      {lobby.status === 'veto' ? <VetoBoard lobby={lobby} /> : null}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <LobbySides lobby={lobby} abilities={abilities} actions={seatActions} />
            <LobbyRules lobby={lobby} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <LobbyActions
              lobby={lobby}
              abilities={abilities}
              viewerId={viewerId}
              token={token}
              onLeft={onLeft}
              onShowGame={() => setGameHidden(false)}
              onOpenChat={onOpenChat}
            />
            {abilities.canInvite ? <LobbyInvite lobby={lobby} viewerId={viewerId} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {isInGame ? (
        <MatchReadyModal lobby={lobby} opened={!isGameHidden} onClose={() => setGameHidden(true)} />
      ) : null}
      {clashModal}
    </Stack>
  );
}
