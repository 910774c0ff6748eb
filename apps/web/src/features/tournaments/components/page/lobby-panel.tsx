// Where a player of a started match joins it: the lobby's name and password (Dota 2, with the bot's
// invitation sent again on request) or the console command (CS2), from the tournament answer, which
// holds them only for that match's players.
import { Button } from '@mantine/core';
import type { LobbyCredentials } from '@clutch/contract/matches';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { CopyLine } from '../../../../components/ui/copy-line';
import { showToast } from '../../../../lib/toast';
import { useResendTournamentInvite } from '../../api/matches';

function ResendInvite({ lobby }: { lobby: LobbyCredentials }) {
  const { t } = useTranslation();
  const resend = useResendTournamentInvite(lobby.match_id);
  return (
    <Button
      variant="light"
      loading={resend.isPending}
      data-testid="lobby-resend"
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => showToast(t('tournaments.match.resent'), 'success'),
        })
      }
    >
      {t('tournaments.match.resend')}
    </Button>
  );
}

export function LobbyPanel({
  tournament,
}: {
  tournament: Pick<Tournament, 'lobby_credentials' | 'game_id'>;
}) {
  const { t } = useTranslation();
  const lobby = tournament.lobby_credentials;
  if (lobby === null) return null;
  // A Dota 2 lobby has a name and no console command: a bot (or a player) invites into it.
  const invites = tournament.game_id === 1 && lobby.connect === null && lobby.lobby_name !== null;
  return (
    <Panel title={t('tournaments.match.lobbyTitle')} text={t('tournaments.match.lobbyHint')}>
      {lobby.lobby_name === null ? null : (
        <CopyLine
          label={t('tournaments.match.lobbyName')}
          value={lobby.lobby_name}
          testId="lobby-name"
        />
      )}
      {lobby.password === null ? null : (
        <CopyLine
          label={t('tournaments.match.lobbyPassword')}
          value={lobby.password}
          testId="lobby-password"
        />
      )}
      {lobby.connect === null ? null : (
        <CopyLine
          label={t('tournaments.match.connect')}
          value={lobby.connect}
          testId="lobby-connect"
        />
      )}
      {invites ? <ResendInvite lobby={lobby} /> : null}
    </Panel>
  );
}
