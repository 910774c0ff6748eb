// The match-ready modal (spec 2 screen 7, "inviteDota") for a player of a lobby that is in_game.
// Dota 2: the hero they play, their team, the lobby's name and password (each copyable) and a button
// that repeats the in-game invitation. CS2: the map, their team, a steam:// link that opens the game
// already connecting, the console command to copy and the server's name (a demo match, simulated,
// has no server).
import { Alert, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { QuickMatch } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { CopyLine } from '../../../../components/ui/copy-line';
import { mapTitle } from '../../../../lib/map-title';
import { showToast } from '../../../../lib/toast';
import { useResendInvites } from '../../api/lobby';
import { parseConnectString, steamConnectLink } from '../../connect-string';
import { sideTitle } from '../../quickmatch-labels';

function Picture({ image, name, testId }: { image: string; name: string; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={image} alt="" h={56} w={100} radius="md" fit="cover" />
      <Text fw={800} fz="lg" data-testid={testId}>
        {name}
      </Text>
    </Group>
  );
}

function DotaLobby({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const resend = useResendInvites(lobby.id);
  const hero = lobby.allowed_hero;
  return (
    <Stack gap="sm">
      {hero === null ? null : (
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {t('quickmatch.matchReady.hero')}
          </Text>
          <Picture image={hero.image} name={hero.name} testId="match-hero" />
        </Stack>
      )}
      {lobby.lobby_data === null ? (
        <Text fz="sm" c="dimmed">
          {t('quickmatch.matchReady.waitingLobby')}
        </Text>
      ) : (
        <>
          <CopyLine
            label={t('quickmatch.matchReady.lobbyName')}
            value={lobby.lobby_data.lobby_name}
            testId="match-lobby-name"
          />
          <CopyLine
            label={t('quickmatch.matchReady.password')}
            value={lobby.lobby_data.password}
            testId="match-lobby-password"
          />
        </>
      )}
      <Button
        variant="light"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => showToast(t('quickmatch.matchReady.resent'), 'success'),
          })
        }
      >
        {t('quickmatch.matchReady.resend')}
      </Button>
    </Stack>
  );
}

function CsServer({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const command = lobby.connection_string;
  const server = command === null ? null : parseConnectString(command);
  return (
    <Stack gap="sm">
      {lobby.display_map === null ? null : (
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {t('quickmatch.matchReady.map')}
          </Text>
          <Picture
            image={lobby.display_map.map_url}
            name={mapTitle(lobby.display_map.name)}
            testId="match-map"
          />
        </Stack>
      )}
      {command === null ? (
        // The demo simulator plays a demo match without a game server: none will ever come.
        <Text fz="sm" c="dimmed" data-testid="match-no-server">
          {lobby.is_demo
            ? t('quickmatch.matchReady.demoNoServer')
            : t('quickmatch.matchReady.waitingServer')}
        </Text>
      ) : (
        <>
          {server === null ? null : (
            <Button
              component="a"
              href={steamConnectLink(server)}
              size="md"
              data-testid="match-connect-link"
            >
              {t('quickmatch.matchReady.connect')}
            </Button>
          )}
          <CopyLine
            label={t('quickmatch.matchReady.command')}
            value={command}
            testId="match-command"
          />
          {lobby.lobby_data === null ? null : (
            <Text fz="xs" c="dimmed">
              {t('quickmatch.matchReady.server')}:{' '}
              <Text span fz="xs" fw={700} c="gray.3" data-testid="match-server-name">
                {lobby.lobby_data.lobby_name}
              </Text>
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

export function MatchReadyModal({
  lobby,
  opened,
  onClose,
}: {
  lobby: QuickMatch;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mySide = lobby.teams.find((side) => side.id === lobby.team);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('quickmatch.matchReady.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {mySide === undefined ? null : (
          <Alert variant="light" title={t('quickmatch.matchReady.team')}>
            <Text fw={700} data-testid="match-team">
              {sideTitle(t, lobby.game, mySide.side, mySide.team)}
            </Text>
          </Alert>
        )}
        {lobby.game === 1 ? <DotaLobby lobby={lobby} /> : <CsServer lobby={lobby} />}
      </Stack>
    </Modal>
  );
}
