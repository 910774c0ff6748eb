// The lobby a user sits in now (profile/me's current_quick_match, for the own profile): its name,
// format, status and seats, with a way in.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../../components/ui/panel';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { lobbyQueryOptions } from '../../api/lobby';
import { gameName, STATUS_COLOR } from '../../quickmatch-labels';

export function CurrentLobby({ lobbyId }: { lobbyId: number | null }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const lobby = useQuery({ ...lobbyQueryOptions(lobbyId ?? 0), enabled: lobbyId !== null });
  return (
    <Panel title={t('quickmatch.current.title')}>
      {lobbyId === null ? (
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {t('quickmatch.current.none')}
          </Text>
          <Button component={Link} to={localePath('/quick-matches')} variant="light" size="xs">
            {t('quickmatch.current.find')}
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          {lobby.data === undefined ? (
            <Text fz="sm">{t('shell.quickMatchText', { id: lobbyId })}</Text>
          ) : (
            <Stack gap={4}>
              <Text fw={800}>{lobby.data.name}</Text>
              <Group gap={6}>
                <Badge variant="light" size="sm">
                  {`${gameName(lobby.data.game)} · ${lobby.data.type_display}`}
                </Badge>
                <Badge variant="dot" size="sm" color={STATUS_COLOR[lobby.data.status]}>
                  {t(`quickmatch.statuses.${lobby.data.status}`)}
                </Badge>
                <Text fz="xs" c="dimmed">
                  {`${String(lobby.data.checked_in_slots)}/${String(lobby.data.slots)}`}
                </Text>
              </Group>
            </Stack>
          )}
          <Button component={Link} to={localePath(`/match/${String(lobbyId)}`)}>
            {t('quickmatch.current.open')}
          </Button>
        </Group>
      )}
    </Panel>
  );
}
