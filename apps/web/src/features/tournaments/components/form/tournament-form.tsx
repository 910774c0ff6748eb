// The tournament form of creating and editing (spec 2 sections 3 and 5): the game (a new tournament
// only), texts in three languages, format, schedule, money, access, the game's own settings and
// extras. It checks the commonest slips first (form-check.ts) and shows the server's answers under
// the fields they name; what is sent follows tournament-payload.ts.
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { MAX_HERO_PICK, MAX_MAP_PICK } from '@clutch/contract/tournament-options';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { WarningIcon } from '../../../../components/ui/icons';
import { tournamentOptionsQueryOptions } from '../../api/tournaments';
import { formProblems, type ProblemKey } from './form-check';
import { formErrorsOf } from '../../../../lib/form-errors';
import { shortfallIn } from '../../../../lib/short-of-crystals';
import type { GameId, TextLocale, TournamentDraft } from '../../tournament-draft';
import { FormAccess } from './form-access';
import { FormExtras } from './form-extras';
import { FormFormat } from './form-format';
import { FormGame } from './form-game';
import { FormMoney } from './form-money';
import { FormSchedule } from './form-schedule';
import { FormTexts, firstLocaleWithProblem } from './form-texts';

/** Every field the form has a place for; a server message naming another goes above the button. */
const SHOWN_FIELDS = [
  ...['en', 'ua', 'cn'].flatMap((l) => [`translations.${l}.name`, `translations.${l}.description`]),
  ...['image', 'banner', 'type', 'grid', 'start_time', 'freeze_time', 'match_duration'],
  ...['min_lvl', 'max_lvl', 'prize_pool', 'first_place_prize', 'second_place_prize'],
  ...['third_place_prize', 'percentage_prize', 'entry_fee', 'watcher_entry_fee', 'is_demo'],
  ...['server', 'is_opened', 'players_password', 'watchers_password', 'applications', 'donats'],
  ...['jars', 'available_jars', 'banned.users', 'banned.teams', 'mode', 'ban_type'],
  ...['selected_heroes', 'rounds_to_win', 'friendly_fire', 'overtime_max_rounds'],
  ...['maps_ban_type', 'map_list'],
];

export interface TournamentFormProps {
  initial: TournamentDraft;
  isNew: boolean;
  viewerId: number;
  submitLabel: string;
  pending: boolean;
  /** The last failed save (null when none). */
  error: unknown;
  /** Every change, e.g. to keep the draft. */
  onChange?: (draft: TournamentDraft) => void;
  onSubmit: (draft: TournamentDraft) => void;
  onCancel?: () => void;
}

/** Scrolls the form's first field with a message to the middle of the screen and focuses it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field === null || field === undefined) return;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

function GameSwitch({ game, onChange }: { game: GameId; onChange: (game: GameId) => void }) {
  const { t } = useTranslation();
  const options = useQuery(tournamentOptionsQueryOptions(game));
  const status = options.data?.games.find((candidate) => candidate.id === game);
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={t('tournaments.form.game')}
        value={String(game)}
        onChange={(value) => onChange(value === '2' ? 2 : 1)}
        data={[
          { value: '1', label: 'Dota 2' },
          { value: '2', label: 'Counter-Strike 2' },
        ]}
      />
      {status !== undefined && !status.work_status ? (
        <Alert color="yellow" variant="light" icon={<WarningIcon size={18} />}>
          {status.error_message ?? t('tournaments.form.gameUnavailable')}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function TournamentForm(props: TournamentFormProps) {
  const { initial, isNew, viewerId, submitLabel, pending, error, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  // Checked once the person first tries to send, then on every change, so a fixed field clears.
  const [hasTried, setTried] = useState(false);
  const [tab, setTab] = useState<TextLocale>('en');
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped to bring the first field with a message into view once the render that shows it is done.
  const [focusRequest, setFocusRequest] = useState(0);
  const options = useQuery(tournamentOptionsQueryOptions(draft.game)).data;
  const problemsOf = (values: TournamentDraft): Record<string, ProblemKey> =>
    formProblems(values, new Date(), {
      maxHeroes: options?.max_hero_pick ?? MAX_HERO_PICK,
      maxMaps: options?.max_map_pick ?? MAX_MAP_PICK,
    });
  const problems = hasTried ? problemsOf(draft) : {};
  const server = formErrorsOf(error, SHOWN_FIELDS);
  const change = (changes: Partial<TournamentDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    props.onChange?.(next);
  };
  const errorOf = (field: string) => {
    const problem = problems[field];
    return problem === undefined ? server.fields[field] : t(`tournaments.problems.${problem}`);
  };
  // A message may belong to a language tab that is not open: open it, then focus the field.
  const showProblems = (fields: readonly string[]) => {
    const locale = firstLocaleWithProblem(fields);
    if (locale !== null) setTab(locale);
    setFocusRequest((count) => count + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setTried(true);
    if (Object.keys(found).length === 0) onSubmit(draft);
    else showProblems(Object.keys(found));
  };
  const serverFields = Object.keys(server.fields).join(' ');
  useEffect(() => {
    if (serverFields !== '') showProblems(serverFields.split(' '));
    // Only a new refusal moves the viewer; edits after it leave them where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const section = { draft, change, errorOf };
  const hasProblems = Object.keys(problems).length > 0;
  return (
    // The form's own checks speak the viewer's language; the browser's bubbles would not.
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {isNew ? <GameSwitch game={draft.game} onChange={(game) => change({ game })} /> : null}
        <FormTexts {...section} tab={tab} onTab={setTab} />
        <FormFormat {...section} isNew={isNew} />
        <FormSchedule {...section} options={options} />
        <FormMoney {...section} />
        <FormAccess {...section} />
        <FormGame {...section} options={options} />
        <FormExtras {...section} viewerId={viewerId} isNew={isNew} />
        <FormError
          message={hasProblems ? t('tournaments.problems.fixFields') : server.general}
          shortfall={hasProblems ? null : shortfallIn(error)}
        />
        {!hasProblems && server.general === null && Object.keys(server.fields).length > 0 ? (
          <FormError message={t('tournaments.problems.fixFields')} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel === undefined ? null : (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending} size="md">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
