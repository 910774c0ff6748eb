// The join question (spec 2 sections 4-5): who joins (a player, a 5_5 leader's team, a watcher), the
// entry fee, the team picker with only the teams the viewer leads (tournaments.no_team with none)
// and the password where the access mode asks this role for one; too few crystals says how many are
// missing and links the wallet. The fields are cleared on close.
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../../components/ui/password-field';
import { ShortOfCrystalsAlert } from '../../../../components/ui/short-of-crystals-alert';
import { describeError } from '../../../../lib/api-error';
import { shortfallIn } from '../../../../lib/short-of-crystals';
import { useFormatCrystals } from '../../../../lib/crystals';
import { useRouteLocale } from '../../../../lib/locale-navigation';
import { leaderTeamsQueryOptions } from '../../api/registration';
import { needsPassword, type JoinRole } from './join-payload';
import { localName } from '../../tournament-labels';

export interface JoinFields {
  teamId: number | null;
  password: string;
}

interface JoinModalProps {
  tournament: Tournament;
  role: JoinRole;
  meId: number;
  isPending: boolean;
  error: unknown;
  onSubmit: (fields: JoinFields) => void;
  onClose: () => void;
}

function TeamPicker({
  meId,
  value,
  onChange,
}: {
  meId: number;
  value: number | null;
  onChange: (teamId: number | null) => void;
}) {
  const { t } = useTranslation();
  const teams = useQuery(leaderTeamsQueryOptions(meId));
  if (teams.isPending) return null;
  const results = teams.data?.results ?? [];
  if (results.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="join-no-team">
        {t('tournaments.no_team')}
      </Text>
    );
  return (
    <Select
      label={t('tournaments.join.team')}
      placeholder={t('tournaments.join.teamPlaceholder')}
      data={results.map((team) => ({ value: String(team.id), label: team.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      allowDeselect={false}
      data-testid="join-team"
    />
  );
}

export function JoinModal(props: JoinModalProps) {
  const { tournament, role, meId, isPending, error, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const formatCrystals = useFormatCrystals();
  const [teamId, setTeamId] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isTeam = role === 'player' && tournament.type === '5_5';
  const asksPassword = needsPassword(tournament.is_opened, role);
  const fee = role === 'player' ? tournament.entry_fee : tournament.watcher_entry_fee;
  const submit = () => {
    if (isTeam && teamId === null) return setProblem(t('tournaments.join.teamRequired'));
    if (asksPassword && password === '') return setProblem(t('tournaments.join.passwordRequired'));
    setProblem(null);
    onSubmit({ teamId, password });
  };
  // Too few crystals: how many are missing and the wallet to get them, in the reader's language.
  const shortfall = shortfallIn(error);
  const failure = error === null ? null : (describeError(error) ?? t('tournaments.join.failed'));
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="sm"
      title={t('tournaments.join.modalTitle', { name: localName(tournament.translations, locale) })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>
          {role === 'player'
            ? t('tournaments.join.confirmPlayer')
            : t('tournaments.join.confirmWatcher')}
        </Text>
        <Text fw={600} data-testid="join-fee">
          {fee > 0
            ? t('tournaments.join.entryFee', { fee: formatCrystals(fee) })
            : t('tournaments.join.freeEntry')}
        </Text>
        {isTeam ? <TeamPicker meId={meId} value={teamId} onChange={setTeamId} /> : null}
        {asksPassword ? (
          <PasswordField
            label={t('tournaments.join.password')}
            toggleLabel={t('auth.togglePassword')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-testid="join-password"
          />
        ) : null}
        {problem === null && shortfall !== null ? (
          <ShortOfCrystalsAlert shortfall={shortfall} />
        ) : (problem ?? failure) ? (
          <Alert color="red" role="alert">
            {problem ?? failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('tournaments.join.cancel')}
          </Button>
          <Button onClick={submit} loading={isPending} data-testid="join-confirm">
            {t('tournaments.join.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
