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

/** "Dota 2" reads D2 and "Counter-Strike 2" CS2: initials of the words, numbers kept whole. */
export function monogramOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => word !== '')
    .map((word) => (/^\d+$/.test(word) ? word : word.charAt(0).toUpperCase()))
    .join('')
    .slice(0, 4);
}

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
    <Card
      component="article"
      aria-label={game.name}
      withBorder
      radius="lg"
      p={0}
      className={classes.card}
    >
      <Box className={`${classes.art ?? ''} ${ART[game.id] ?? classes.artOther ?? ''}`}>
        <Text component="span" className={classes.monogram} aria-hidden="true">
          {monogramOf(game.name)}
        </Text>
        <Group className={classes.status}>
          {game.work_status ? (
            <Badge
              color="teal"
              variant="filled"
              size="md"
              leftSection={<span className={classes.pulse} />}
            >
              {t('games.online')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="filled" size="md">
              {t('games.unavailable')}
            </Badge>
          )}
        </Group>
      </Box>
      <Stack gap="sm" p="lg">
        <Title order={3} fz={22}>
          {game.name}
        </Title>
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
