// The teams (or 1_1 players) registered, each with the people who play for it and their locked prize
// shares (GET tournaments/{id}/players/).
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { playersQueryOptions } from '../../api/registration';

export function PlayersTeams({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const players = useQuery(playersQueryOptions(tournamentId));
  const entries = players.data ?? [];
  return (
    <Panel title={t('tournaments.players.teams')} count={entries.length}>
      <ListStatus
        isPending={players.isPending}
        isError={players.isError}
        isEmpty={entries.length === 0}
        emptyText={t('tournaments.players.noTeams')}
        onRetry={() => void players.refetch()}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {entries.map((entry) => (
            <Paper
              key={entry.id}
              withBorder
              radius="md"
              p="sm"
              bg="dark.7"
              data-testid="players-team"
            >
              <Stack gap={6}>
                {entry.team === null ? null : (
                  <Group gap="xs" wrap="nowrap">
                    <UserAvatar username={entry.team.name} src={entry.team.avatar_url} size={24} />
                    <Text fw={700} truncate>
                      {entry.team.name}
                    </Text>
                  </Group>
                )}
                {entry.players.map((member) => (
                  <Group key={member.user.id} justify="space-between" gap="xs" wrap="nowrap">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <UserAvatar
                        username={member.user.username}
                        src={member.user.avatar_url}
                        size={20}
                      />
                      <Text fz="sm" truncate>
                        {member.user.username}
                      </Text>
                    </Group>
                    {entry.team === null ? null : (
                      <Text fz="xs" c="dimmed">
                        {t('tournaments.players.share', { share: member.prize_percentage })}
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </ListStatus>
    </Panel>
  );
}
