// The pick-and-ban screen (spec 2 screen 19) while the lobby is in `veto`: the pool's pictures
// (heroes from the lobby's game details, maps from its display maps), banned ones greyed with the
// side that banned them, whose turn it is with a 30-second countdown that restarts every turn, and
// on the caller's side's turn the items they may click (or CT / T on the side step). Moves go over
// HTTP (POST quickmatch/{id}/veto/), whose refusal reads clearly under the board.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  VETO_TURN_SECONDS,
  type QuickMatch,
  type VetoSide,
  type VetoView,
} from '@clutch/contract/quickmatch';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../../../components/ui/use-time-left';
import { describeError } from '../../../../lib/api-error';
import { mapTitle } from '../../../../lib/map-title';
import { useVetoMove } from '../../api/lobby';
import {
  callerSide,
  clickableItems,
  isCallersTurn,
  SIDE_CHOICES,
  startingHalves,
  vetoItems,
} from '../../veto-view';
import { sideTitle } from '../../quickmatch-labels';
import { VetoTile, type VetoPicture } from './veto-tile';

/** The picture and name of each item of the pool, from the lobby's game details. */
function picturesOf(lobby: QuickMatch): ReadonlyMap<string, VetoPicture> {
  const details = lobby.game_details;
  if (details.game === 1)
    return new Map(
      details.heroes.map((hero) => [String(hero.id), { name: hero.name, image: hero.image }]),
    );
  return new Map(
    details.display_maps.map((map) => [map.name, { name: mapTitle(map.name), image: map.map_url }]),
  );
}

function sideNameOf(lobby: QuickMatch, t: TFunction): (side: VetoSide) => string {
  return (side) =>
    sideTitle(t, lobby.game, side, lobby.teams.find((team) => team.side === side)?.team);
}

function TurnLine({ lobby, veto }: { lobby: QuickMatch; veto: VetoView }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(veto.turn?.deadline ?? null) ?? 0;
  const sideName = sideNameOf(lobby, t);
  if (veto.finished || veto.turn === null)
    return <Text fw={700}>{t('quickmatch.veto.finished')}</Text>;
  const isMine = isCallersTurn(veto, callerSide(lobby));
  const action = t(`quickmatch.veto.actions.${veto.turn.action}`);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} c={isMine ? 'clutch.4' : undefined} data-testid="veto-turn">
          {isMine
            ? t('quickmatch.veto.yourTurn', { action })
            : t('quickmatch.veto.theirTurn', { side: sideName(veto.turn.side), action })}
        </Text>
        <Badge
          size="lg"
          tt="none"
          variant={isMine ? 'filled' : 'light'}
          ff="monospace"
          data-testid="veto-seconds"
        >
          {t('quickmatch.veto.seconds', { seconds })}
        </Badge>
      </Group>
      <Progress
        value={Math.min(100, (seconds / VETO_TURN_SECONDS) * 100)}
        size="sm"
        color={seconds <= 10 ? 'red' : 'clutch'}
        aria-hidden="true"
      />
    </Stack>
  );
}

function SideStep({ onChoose, isBusy }: { onChoose: (item: string) => void; isBusy: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" grow>
      {SIDE_CHOICES.map((choice) => (
        <Button key={choice} size="lg" loading={isBusy} onClick={() => onChoose(choice)}>
          {t(`quickmatch.veto.halves.${choice}`)}
        </Button>
      ))}
    </Group>
  );
}

function Halves({ lobby, veto }: { lobby: QuickMatch; veto: VetoView }) {
  const { t } = useTranslation();
  const sideName = sideNameOf(lobby, t);
  const halves = startingHalves(veto);
  if (halves === null) return null;
  return (
    <Text fz="sm" c="dimmed">
      {(['a', 'b'] as const)
        .map((side) =>
          t('quickmatch.veto.startsOn', {
            side: sideName(side),
            half: t(`quickmatch.veto.halves.${halves[side]}`),
          }),
        )
        .join(' · ')}
    </Text>
  );
}

export function VetoBoard({ lobby }: { lobby: QuickMatch }) {
  const { t } = useTranslation();
  const titleId = useId();
  const move = useVetoMove(lobby.id);
  const veto = lobby.veto;
  if (veto === null) return null;
  const side = callerSide(lobby);
  const clickable = move.isPending ? new Set<string>() : clickableItems(veto, side);
  const pictures = picturesOf(lobby);
  const sideName = sideNameOf(lobby, t);
  const isSideStep = veto.turn?.action === 'side' && isCallersTurn(veto, side);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="dark.6"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          {veto.kind === 'hero' ? t('quickmatch.veto.heroesTitle') : t('quickmatch.veto.mapsTitle')}
        </Title>
        <TurnLine lobby={lobby} veto={veto} />
        {isSideStep ? (
          <SideStep onChoose={(item) => move.mutate(item)} isBusy={move.isPending} />
        ) : null}
        <SimpleGrid
          // Three a row on every phone, so a tile keeps room for its name.
          cols={{
            base: 3,
            sm: veto.kind === 'hero' ? 5 : 4,
            md: veto.kind === 'hero' ? 8 : 7,
            lg: veto.kind === 'hero' ? 10 : 7,
          }}
          spacing={8}
        >
          {vetoItems(veto).map((item) => (
            <VetoTile
              key={item.item}
              item={item}
              picture={pictures.get(item.item) ?? { name: item.item, image: '' }}
              sideName={sideName}
              isClickable={clickable.has(item.item)}
              onChoose={() => move.mutate(item.item)}
            />
          ))}
        </SimpleGrid>
        <Halves lobby={lobby} veto={veto} />
        {move.error === null ? null : (
          <Alert color="red" variant="light" role="alert">
            {describeError(move.error) ?? t('quickmatch.veto.failed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
