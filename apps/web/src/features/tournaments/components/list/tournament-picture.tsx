// A tournament's picture, or artwork in its game's colours when it has none.
import { Box, Image, Text } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { TrophyIcon } from '../../../../components/ui/icons';

const GAME_ART: Record<number, string> = {
  1: 'linear-gradient(135deg, #5c1a12 0%, #a33a1f 45%, #1a1e28 100%)',
  2: 'linear-gradient(135deg, #4a3a12 0%, #a3781f 45%, #1a1e28 100%)',
};

export function TournamentPicture({
  tournament,
  height,
  radius = 'lg',
}: {
  tournament: Pick<Tournament, 'image' | 'game_id'>;
  height: number;
  radius?: number | string;
}) {
  if (tournament.image !== null && tournament.image !== '')
    return <Image src={tournament.image} alt="" h={height} radius={radius} fit="cover" />;
  const corner = typeof radius === 'number' ? radius : `var(--mantine-radius-${radius})`;
  return (
    <Box
      h={height}
      style={{
        borderRadius: corner,
        background: GAME_ART[tournament.game_id] ?? GAME_ART[1],
        display: 'grid',
        placeItems: 'center',
        color: 'rgba(255,255,255,0.55)',
      }}
      aria-hidden="true"
    >
      <Text component="span" lh={0}>
        <TrophyIcon size={Math.min(56, Math.round(height / 2.5))} />
      </Text>
    </Box>
  );
}
