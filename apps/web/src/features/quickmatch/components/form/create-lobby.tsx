// Creating a lobby (POST quickmatch/?game): the game, then the form that `OPTIONS quickmatch/?game`
// fills with its choices and defaults. It checks the commonest slips first (lobby-payload.ts), shows
// the server's answers under the fields they name, and sends one Idempotency-Key per attempt, since
// creating holds the prize. The new lobby's page opens once it exists.
import { Alert, Button, Center, Group, Loader, SegmentedControl, Stack } from '@mantine/core';
import type { QuickMatchOptions } from '@clutch/contract/quickmatch';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { WarningIcon } from '../../../../components/ui/icons';
import { useAttemptKeys } from '../../../../lib/attempt-key';
import { formErrorsOf } from '../../../../lib/form-errors';
import { shortfallIn } from '../../../../lib/short-of-crystals';
import { showToast } from '../../../../lib/toast';
import { lobbyOptionsQueryOptions, useCreateLobby, type GameId } from '../../api/lobbies';
import { isSteamNotLinked } from '../../api/lobby';
import { draftFromOptions, type LobbyDraft } from '../../lobby-draft';
import { draftProblems, lobbyPayload, type DraftProblem } from '../../lobby-payload';
import { GAME_NAMES } from '../../quickmatch-labels';
import { LobbyBasics } from './lobby-basics';
import { LobbyGameSettings } from './lobby-game-settings';
import { SteamRequiredAlert } from '../steam-required';
import { LobbyTiming } from './lobby-timing';

/** Every field the form has a place for; a server message naming another goes above the button. */
const SHOWN_FIELDS = [
  ...['name', 'type', 'game_time_type', 'game_time', 'is_opened', 'mix', 'server', 'prize'],
  ...['entry_fee', 'ban_type', 'selected_heroes', 'maps_ban_type', 'maps_list'],
  ...['friendly_fire', 'rounds_to_win', 'overtime_rounds'],
];

function LobbyForm({
  options,
  game,
  onCreated,
}: {
  options: QuickMatchOptions;
  game: GameId;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const keys = useAttemptKeys();
  const [draft, setDraft] = useState<LobbyDraft>(() => draftFromOptions(options, game));
  // Checked once the person first tries to send, then on every change, so a fixed field clears.
  const [hasTried, setTried] = useState(false);
  const create = useCreateLobby((id) => {
    keys.finish();
    showToast(t('quickmatch.form.created'), 'success');
    onCreated(id);
  });
  const limits = { maxHeroes: options.max_hero_pick, maxMaps: options.max_map_pick };
  const problems: Record<string, DraftProblem> = hasTried ? draftProblems(draft, limits) : {};
  const server = formErrorsOf(create.error, SHOWN_FIELDS);
  const change = (changes: Partial<LobbyDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const errorOf = (field: string) => {
    const problem = problems[field];
    return problem === undefined ? server.fields[field] : t(`quickmatch.form.problems.${problem}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft, limits)).length > 0) return;
    const body = lobbyPayload(draft);
    create.mutate({ game, body, idempotencyKey: keys.keyFor(JSON.stringify([game, body])) });
  };
  const section = { draft, change, errorOf };
  const fixFields = t('quickmatch.form.problems.fixFields');
  const hasFieldErrors = Object.keys(server.fields).length > 0;
  const isRefusedForSteam = isSteamNotLinked(create.error);
  const alert =
    Object.keys(problems).length > 0
      ? fixFields
      : isRefusedForSteam
        ? null
        : (server.general ?? (hasFieldErrors ? fixFields : null));
  return (
    // The form's own checks speak the viewer's language; the browser's bubbles would not.
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LobbyBasics {...section} options={options} />
        <LobbyTiming {...section} />
        <LobbyGameSettings {...section} options={options} />
        <FormError
          message={alert}
          shortfall={Object.keys(problems).length > 0 ? null : shortfallIn(create.error)}
        />
        {isRefusedForSteam && Object.keys(problems).length === 0 ? <SteamRequiredAlert /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} size="md">
            {t('quickmatch.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CreateLobby({
  initialGame,
  onCreated,
}: {
  initialGame: GameId;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [game, setGame] = useState<GameId>(initialGame);
  const options = useQuery(lobbyOptionsQueryOptions(game));
  const status = options.data?.games.find((candidate) => candidate.id === game);
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={t('quickmatch.form.game')}
        value={String(game)}
        onChange={(value) => setGame(value === '2' ? 2 : 1)}
        data={[1, 2].map((id) => ({ value: String(id), label: GAME_NAMES[id] ?? '' }))}
      />
      {status !== undefined && !status.work_status ? (
        <Alert color="yellow" variant="light" icon={<WarningIcon size={18} />}>
          {status.error_message ?? t('quickmatch.form.gameUnavailable')}
        </Alert>
      ) : null}
      {options.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : options.isError ? (
        <Alert color="red" variant="light">
          {t('common.loadFailed')}
        </Alert>
      ) : (
        // A game's own form starts from that game's defaults.
        <LobbyForm key={game} options={options.data} game={game} onCreated={onCreated} />
      )}
    </Stack>
  );
}
