// The leader's prize-share editor: one whole-percent field per player, the running sum beside them,
// and a save button that works only when the sum is exactly 100.
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { Team } from '@clutch/contract/teams';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useChangePercentages } from '../api/teams';
import { checkShares, sharesBody, SHARE_TOTAL, type ShareValue } from '../percentages';
import { Panel } from '../../../components/ui/panel';

function initialShares(team: Team): Record<number, ShareValue> {
  return Object.fromEntries(
    team.players.map((player) => [player.player_id.id, player.prize_percentage]),
  );
}

export function ShareEditor({ team }: { team: Team }) {
  const { t } = useTranslation();
  const save = useChangePercentages(team.id, () => showToast(t('teams.shares.saved'), 'success'));
  const [values, setValues] = useState(() => initialShares(team));
  const shares = team.players.map((player) => ({
    playerId: player.player_id.id,
    value: values[player.player_id.id] ?? 0,
  }));
  const check = checkShares(shares.map((share) => share.value));
  const body = sharesBody(shares);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body === null) return;
    save.mutate(body);
  };
  return (
    <Panel title={t('teams.shares.title')}>
      <Text c="dimmed" fz="sm">
        {t('teams.shares.hint')}
      </Text>
      <Stack component="form" gap="xs" onSubmit={submit}>
        {team.players.map(({ player_id: user }) => (
          <Group key={user.id} justify="space-between" gap="sm" wrap="nowrap">
            <Text fw={600} truncate miw={0}>
              {user.username}
            </Text>
            <NumberInput
              aria-label={t('teams.shares.shareOf', { name: user.username })}
              value={values[user.id] ?? 0}
              onChange={(value) => setValues((current) => ({ ...current, [user.id]: value }))}
              min={0}
              max={SHARE_TOTAL}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              suffix="%"
              w={110}
            />
          </Group>
        ))}
        <Group justify="space-between" gap="sm" mt="xs">
          <Stack gap={2}>
            <Text
              fw={700}
              c={check.problem === null ? 'teal.4' : 'red.4'}
              role="status"
              aria-live="polite"
            >
              {t('teams.shares.sum', { sum: check.sum })}
            </Text>
            {check.problem === null ? null : (
              <Text fz="xs" c="red.4">
                {check.problem === 'sum'
                  ? t('teams.shares.notHundred')
                  : t('teams.shares.notWhole')}
              </Text>
            )}
          </Stack>
          <Button type="submit" disabled={body === null} loading={save.isPending}>
            {t('teams.shares.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
