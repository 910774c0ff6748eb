// A tournament's game, format (1x1 or 5x5), status and, for practice ones, the demo mark.
import { Badge, Group } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { TYPE_DISPLAY } from '@clutch/contract/tournament-options';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from '../../tournament-labels';

export function TournamentBadges({
  tournament,
}: {
  tournament: Pick<Tournament, 'game_id' | 'game_display' | 'type' | 'status' | 'is_demo'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" color={tournament.game_id === 2 ? 'yellow' : 'red'} radius="sm">
        {tournament.game_display}
      </Badge>
      <Badge variant="light" color="blue" radius="sm" data-testid="tournament-type">
        {TYPE_DISPLAY[tournament.type]}
      </Badge>
      <Badge variant="dot" color={STATUS_COLOR[tournament.status]} radius="sm">
        {t(`tournaments.statuses.${tournament.status}`)}
      </Badge>
      {tournament.is_demo ? (
        <Badge variant="outline" color="gray" radius="sm">
          {t('tournaments.demo')}
        </Badge>
      ) : null}
    </Group>
  );
}
