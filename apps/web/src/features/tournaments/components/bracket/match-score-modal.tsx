// The result of one match as scores a:b, the higher one winning: the creator sets or corrects it, a
// player reports their side's. A report answers whether it stands, waits for the other side or
// is disputed (then the organiser decides), and the card says so.
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { GridMatch } from '@clutch/contract/tournament-matches';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useMatchResult } from '../../api/matches';
import { sideName } from './match-actions';

export type ReportOutcome = 'stands' | 'waiting' | 'disputed';

function outcomeOf(match: GridMatch): ReportOutcome {
  if (match.status === 'finished') return 'stands';
  return match.is_disputed ? 'disputed' : 'waiting';
}

export function MatchScoreModal({
  match,
  by,
  onClose,
  onReported,
}: {
  match: GridMatch;
  by: 'creator' | 'side';
  onClose: () => void;
  onReported: (outcome: ReportOutcome) => void;
}) {
  const { t } = useTranslation();
  const [scores, setScores] = useState({ a: match.score_a, b: match.score_b });
  const save = useMatchResult(by);
  const submit = () =>
    save.mutate(
      { matchId: match.id, scoreA: scores.a, scoreB: scores.b },
      {
        onSuccess: (answer) => {
          const outcome = outcomeOf(answer);
          if (outcome === 'stands') showToast(t('tournaments.match.resultSaved'), 'success');
          onReported(outcome);
          onClose();
        },
      },
    );
  const scoreInput = (key: 'a' | 'b', label: string) => (
    <NumberInput
      label={label}
      min={0}
      max={1000}
      allowDecimal={false}
      allowNegative={false}
      value={scores[key]}
      onChange={(value) => setScores((now) => ({ ...now, [key]: Number(value) || 0 }))}
    />
  );
  const title = by === 'creator' ? t('tournaments.match.setResult') : t('tournaments.match.report');
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('tournaments.match.resultHint')}
        </Text>
        <Group grow align="flex-start">
          {scoreInput('a', sideName(match.side_a) ?? t('tournaments.bracket.tbd'))}
          {scoreInput('b', sideName(match.side_b) ?? t('tournaments.bracket.tbd'))}
        </Group>
        <FormError message={describeError(save.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={scores.a === scores.b}>
            {t('tournaments.match.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
