// One tournament as staff see it: its state and money, participants (each removable), the disputed
// matches with what each side reported (settled by picking the winner), and cancelling it with every
// fee and the prize pool given back. Each action asks for a reason.
import { Badge, Button, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import type {
  OpsDisputedMatch,
  OpsParticipant,
  OpsTournament,
} from '@clutch/contract/operator-ops';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-error';
import { PaneLoadFailed, PaneLoader } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { useFormatCrystals } from '../../../lib/crystals';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ReasonModal } from '../components/reason-field';
import {
  opsTournamentQueryOptions,
  useCancelTournament,
  useRemoveParticipant,
  useSettleMatch,
} from './ops-api';
import { gameName } from './ops-labels';

function participantName(participant: OpsParticipant): string {
  return participant.team?.name ?? participant.user?.username ?? `#${String(participant.id)}`;
}

function Participants({ tournament }: { tournament: OpsTournament }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const remove = useRemoveParticipant(tournament.id);
  const [chosen, setChosen] = useState<OpsParticipant | null>(null);
  const isOver = tournament.status === 'finished' || tournament.status === 'cancelled';
  return (
    <Panel title={t('operatorDesk.ops.participants')} count={tournament.participants.length}>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('operatorDesk.ops.participants')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operatorDesk.ops.name')}</Table.Th>
              <Table.Th>{t('operatorDesk.ops.status')}</Table.Th>
              <Table.Th>{t('operatorDesk.ops.feeHeld')}</Table.Th>
              <Table.Th>{t('operatorDesk.ops.registered')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tournament.participants.map((participant) => (
              <Table.Tr key={participant.id} data-testid="ops-participant">
                <Table.Td>
                  {participantName(participant)}
                  {participant.kind === 'watcher' ? (
                    <Badge ml={6} variant="light" color="gray">
                      {t('operatorDesk.ops.watcher')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {t(`operatorDesk.ops.participantStatuses.${participant.status}`)}
                </Table.Td>
                <Table.Td>{crystals(participant.fee_held)}</Table.Td>
                <Table.Td>{formatDateTime(participant.registered_at)}</Table.Td>
                <Table.Td>
                  {participant.status === 'registered' && !isOver ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        remove.reset();
                        setChosen(participant);
                      }}
                    >
                      {t('operatorDesk.ops.remove')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ReasonModal
        opened={chosen !== null}
        title={t('operatorDesk.ops.removeTitle', {
          name: chosen === null ? '' : participantName(chosen),
        })}
        confirmLabel={t('operatorDesk.ops.remove')}
        confirmColor="red"
        isPending={remove.isPending}
        error={describeError(remove.error)}
        onClose={() => setChosen(null)}
        onConfirm={(reason) => {
          if (chosen === null) return;
          remove.mutate(
            { participant: chosen.id, reason },
            {
              onSuccess: () => {
                setChosen(null);
                showToast(t('operatorDesk.ops.removed'), 'success');
              },
            },
          );
        }}
      >
        {t(
          tournament.status === 'registration'
            ? 'operatorDesk.ops.removeBefore'
            : 'operatorDesk.ops.removeRunning',
        )}
      </ReasonModal>
    </Panel>
  );
}

function sideName(match: OpsDisputedMatch, side: 'a' | 'b'): string {
  return (side === 'a' ? match.side_a : match.side_b)?.name ?? '—';
}

function Disputes({ tournament }: { tournament: OpsTournament }) {
  const { t } = useTranslation();
  const settle = useSettleMatch(tournament.id);
  const [chosen, setChosen] = useState<OpsDisputedMatch | null>(null);
  const [winner, setWinner] = useState<'a' | 'b' | null>(null);
  const [isWinnerMissing, setIsWinnerMissing] = useState(false);
  if (tournament.disputed_matches.length === 0) return null;
  return (
    <Panel title={t('operatorDesk.ops.disputed')} count={tournament.disputed_matches.length}>
      <Stack gap="sm">
        {tournament.disputed_matches.map((match) => (
          <Group key={match.id} justify="space-between" data-testid="ops-dispute">
            <Stack gap={2}>
              <Text fw={600}>
                {t('operatorDesk.ops.matchLine', {
                  round: match.round,
                  a: sideName(match, 'a'),
                  b: sideName(match, 'b'),
                })}
              </Text>
              {match.reports.map((report) => (
                <Text key={`${report.side}:${String(report.reported_by.id)}`} fz="sm" c="dimmed">
                  {t('operatorDesk.ops.reportedScore', {
                    name: report.reported_by.username,
                    score: `${String(report.score_a)}:${String(report.score_b)}`,
                  })}
                </Text>
              ))}
            </Stack>
            <Button
              size="xs"
              onClick={() => {
                settle.reset();
                setWinner(null);
                setIsWinnerMissing(false);
                setChosen(match);
              }}
            >
              {t('operatorDesk.ops.settle')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ReasonModal
        opened={chosen !== null}
        title={t('operatorDesk.ops.settleTitle')}
        confirmLabel={t('operatorDesk.ops.settle')}
        isPending={settle.isPending}
        error={isWinnerMissing ? t('operatorDesk.ops.pickWinner') : describeError(settle.error)}
        onClose={() => setChosen(null)}
        onConfirm={(reason) => {
          setIsWinnerMissing(winner === null);
          if (chosen === null || winner === null) return;
          settle.mutate(
            { match: chosen.id, winner, reason },
            {
              onSuccess: () => {
                setChosen(null);
                showToast(t('operatorDesk.ops.settled'), 'success');
              },
            },
          );
        }}
      >
        {chosen === null ? null : (
          <Radio.Group
            label={t('operatorDesk.ops.winner')}
            value={winner}
            onChange={(value) => setWinner(value === 'a' || value === 'b' ? value : null)}
          >
            <Stack gap={6} mt={6}>
              <Radio value="a" label={sideName(chosen, 'a')} />
              <Radio value="b" label={sideName(chosen, 'b')} />
            </Stack>
          </Radio.Group>
        )}
      </ReasonModal>
    </Panel>
  );
}

export function TournamentDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const crystals = useFormatCrystals();
  const tournament = useQuery(opsTournamentQueryOptions(id));
  const cancel = useCancelTournament(id);
  const [isCancelling, setIsCancelling] = useState(false);
  if (tournament.isPending) return <PaneLoader />;
  if (tournament.isError) return <PaneLoadFailed onRetry={() => void tournament.refetch()} />;
  const { data } = tournament;
  const canCancel = data.status === 'registration' || data.status === 'running';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={3}>
              #{data.id} · {data.name}
            </Title>
            <Badge variant="light">{t(`operatorDesk.ops.tournamentStatuses.${data.status}`)}</Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('operatorDesk.ops.tournamentLine', {
              game: gameName(data.game),
              organiser: data.organiser.username,
              fee: crystals(data.entry_fee),
              pool: crystals(data.prize_pool),
              book: t(`operatorDesk.ledger.${data.book}`),
              date: formatDateTime(data.start_time),
            })}
          </Text>
        </Stack>
        {canCancel ? (
          <Button
            color="red"
            variant="light"
            onClick={() => {
              cancel.reset();
              setIsCancelling(true);
            }}
          >
            {t('operatorDesk.ops.cancelTournament')}
          </Button>
        ) : null}
      </Group>
      <Disputes tournament={data} />
      <Participants tournament={data} />
      <ReasonModal
        opened={isCancelling}
        title={t('operatorDesk.ops.cancelTitle', { name: data.name })}
        confirmLabel={t('operatorDesk.ops.cancelTournament')}
        confirmColor="red"
        isPending={cancel.isPending}
        error={describeError(cancel.error)}
        onClose={() => setIsCancelling(false)}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              setIsCancelling(false);
              showToast(t('operatorDesk.ops.cancelled'), 'success');
            },
          })
        }
      >
        {t('operatorDesk.ops.cancelText')}
      </ReasonModal>
    </Stack>
  );
}
