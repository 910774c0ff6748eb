// Joining a 5_5 lobby with a whole Clutch team: one of the teams the viewer leads takes a side.
import { Button, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaderTeamsQueryOptions } from '../../api/lobby';

export function TeamJoin({
  viewerId,
  isBusy,
  onJoin,
}: {
  viewerId: number;
  isBusy: boolean;
  onJoin: (teamId: number) => void;
}) {
  const { t } = useTranslation();
  const teams = useQuery(leaderTeamsQueryOptions(viewerId));
  const [teamId, setTeamId] = useState<string | null>(null);
  const results = teams.data?.results ?? [];
  if (teams.isPending) return null;
  if (results.length === 0)
    return (
      <Text fz="xs" c="dimmed">
        {t('quickmatch.lobby.noTeam')}
      </Text>
    );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        style={{ flex: '1 1 160px' }}
        label={t('quickmatch.lobby.withTeam')}
        placeholder={t('quickmatch.lobby.teamPlaceholder')}
        data={results.map((team) => ({ value: String(team.id), label: team.name }))}
        value={teamId}
        onChange={setTeamId}
        allowDeselect={false}
      />
      <Button
        variant="light"
        disabled={teamId === null}
        loading={isBusy}
        onClick={() => {
          if (teamId !== null) onJoin(Number(teamId));
        }}
      >
        {t('quickmatch.lobby.joinWithTeam')}
      </Button>
    </Group>
  );
}
