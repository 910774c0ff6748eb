// The warning strip shown when the player's current game is not working, with the server's
// error_message; dark text on the warning yellow keeps it readable.
import { Alert, Container } from '@mantine/core';
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
    <Alert role="alert" color="yellow" variant="filled" autoContrast radius={0} py="xs" px={0}>
      <Container size="lg" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <WarningIcon size={20} />
        <div>
          <strong>{t('header.gameWarning', { game: game.name })}</strong>
          <div>{game.error_message ?? t('games.unavailable')}</div>
        </div>
      </Container>
    </Alert>
  );
}
