// One game on the home page: artwork made of gradients (no image assets), name, blurb and status.
import { Alert, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Game } from '@clutch/contract/games';
import { GAME_IDS } from '@clutch/contract/games';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons';
import classes from './game-card.module.css';

const ART: Record<number, string> = {
  [GAME_IDS.dota2]: classes.artDota ?? '',
  [GAME_IDS.cs2]: classes.artCs ?? '',
};

function useDescription(game: Game): string {
  const { t } = useTranslation();
  if (game.id === GAME_IDS.dota2) return t('games.description1');
  if (game.id === GAME_IDS.cs2) return t('games.description2');
  return t('games.descriptionOther');
}

export function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation();
  const description = useDescription(game);
  return (
    <Card component="article" aria-label={game.name} withBorder radius="lg" p={0} className={classes.card}>
      <Box className={`${classes.art ?? ''} ${ART[game.id] ?? classes.artOther ?? ''}`}>
        <Text component="span" className={classes.monogram} aria-hidden="true">
          {game.name.slice(0, 2)}
        </Text>
      </Box>
      <Stack gap="sm" p="lg">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz={22}>
            {game.name}
          </Title>
          {game.work_status ? (
            <Badge color="teal" variant="dot" size="lg">
              {t('games.online')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" size="lg">
              {t('games.unavailable')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
        {game.work_status ? null : (
          <Alert color="yellow" variant="light" icon={<WarningIcon size={18} />}>
            {game.error_message ?? t('games.unavailable')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
