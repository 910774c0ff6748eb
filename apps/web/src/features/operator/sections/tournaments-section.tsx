// The console's TOURNAMENTS & LOBBIES section (moderator, admin): tournaments and quick-match lobbies
// (`?tab=`), each opened (`?tournament=`, `?lobby=`) for its participants and the actions on them.
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SectionHeader } from '../components/section-header';
import { BackButton } from '../desk/back-button';
import { useSelectedId } from '../desk/selected-param';
import { LobbyDetail } from '../ops/lobby-detail';
import { LobbyList } from '../ops/lobby-list';
import { TournamentDetail } from '../ops/tournament-detail';
import { TournamentList } from '../ops/tournament-list';

function TournamentsSectionBody() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [tournamentId, selectTournament] = useSelectedId('tournament');
  const [lobbyId, selectLobby] = useSelectedId('lobby');
  const tab = search.get('tab') === 'lobbies' ? 'lobbies' : 'tournaments';
  if (tournamentId !== null)
    return (
      <Stack gap="md">
        <BackButton
          label={t('operatorDesk.ops.backTournaments')}
          onClick={() => selectTournament(null)}
        />
        <TournamentDetail key={tournamentId} id={tournamentId} />
      </Stack>
    );
  if (lobbyId !== null)
    return (
      <Stack gap="md">
        <BackButton label={t('operatorDesk.ops.backLobbies')} onClick={() => selectLobby(null)} />
        <LobbyDetail key={lobbyId} id={lobbyId} />
      </Stack>
    );
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setSearch((current) => {
          const next = new URLSearchParams(current);
          next.set('tab', value === 'lobbies' ? 'lobbies' : 'tournaments');
          return next;
        })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="tournaments">{t('operatorDesk.ops.tournaments')}</Tabs.Tab>
        <Tabs.Tab value="lobbies">{t('operatorDesk.ops.lobbies')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="tournaments">
        <TournamentList onOpen={selectTournament} />
      </Tabs.Panel>
      <Tabs.Panel value="lobbies">
        <LobbyList onOpen={selectLobby} />
      </Tabs.Panel>
    </Tabs>
  );
}

export function TournamentsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.tournaments')}
        description={t('operatorDesk.descriptions.tournaments')}
      />
      <TournamentsSectionBody />
    </Stack>
  );
}
