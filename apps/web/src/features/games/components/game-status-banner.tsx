// The warning strip shown when a game is not working, carrying the server's error_message.
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import { gamesQueryOptions } from '../api/games';

export function GameStatusBanner({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(gamesQueryOptions());
  const game = data?.find((candidate) => candidate.id === gameId);
  if (game === undefined || game.work_status) return null;
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      icon={<WarningIcon size={18} />}
      title={`${game.name}: ${t('games.unavailable')}`}
    >
      {game.error_message ?? t('games.unavailable')}
    </Alert>
  );
}
