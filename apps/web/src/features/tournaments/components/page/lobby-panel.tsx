// Where a player of a started match joins it: the lobby's name and password (Dota 2) or the console
// command (CS2), from the tournament answer, which holds them only for that match's players.
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { CopyLine } from '../../../../components/ui/copy-line';

export function LobbyPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const lobby = tournament.lobby_credentials;
  if (lobby === null) return null;
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
    </Panel>
  );
}
