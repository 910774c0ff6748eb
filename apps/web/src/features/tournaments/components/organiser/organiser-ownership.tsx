// Handing the tournament over: find a user and offer it to them (they accept or decline from their
// notification); the offers below by status, a pending one with "Withdraw".
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  TRANSFER_STATUSES,
  TRANSFERS_PER_PAGE,
  type TournamentTransfer,
} from '@clutch/contract/tournament-transfers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '../../../../lib/confirm-dialog';
import { formatDateTime } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { transfersQueryOptions, useOfferTransfer, useWithdrawTransfer } from '../../api/organiser';
import { OrganiserRow, PagedRows } from './organiser-rows';
import { PersonSearch, type Found } from './person-search';

const STATUS_VALUES = ['1', '2', '3', '4'] as const;
type StatusValue = (typeof STATUS_VALUES)[number];

function statusValueOf(status: number): StatusValue {
  return STATUS_VALUES.find((value) => value === String(status)) ?? '1';
}

function OfferRow({ tournamentId, offer }: { tournamentId: number; offer: TournamentTransfer }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawTransfer(tournamentId);
  const name = offer.to_user.username;
  return (
    <OrganiserRow
      name={name}
      avatar={offer.to_user.avatar_url}
      detail={formatDateTime(offer.created_at)}
      testId="transfer"
    >
      {offer.status === TRANSFER_STATUSES.pending ? (
        <Button
          size="xs"
          variant="default"
          aria-label={t('tournamentOrganiser.ownership.withdrawName', { name })}
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate(offer.id)}
        >
          {t('tournamentOrganiser.ownership.withdraw')}
        </Button>
      ) : (
        <Badge size="sm" variant="light" color="gray">
          {t(`tournamentOrganiser.ownership.statuses.${statusValueOf(offer.status)}`)}
        </Badge>
      )}
    </OrganiserRow>
  );
}

function Offers({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusValue>('1');
  const [page, setPage] = useState(1);
  const list = useQuery(transfersQueryOptions(tournamentId, Number(status), page));
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={700} fz="sm">
          {t('tournamentOrganiser.ownership.offers')}
        </Text>
        <Select
          aria-label={t('tournamentOrganiser.ownership.offers')}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(statusValueOf(Number(value)));
            setPage(1);
          }}
          data={STATUS_VALUES.map((value) => ({
            value,
            label: t(`tournamentOrganiser.ownership.statuses.${value}`),
          }))}
          w={180}
        />
      </Group>
      <PagedRows
        list={list}
        emptyText={t('tournamentOrganiser.ownership.none')}
        page={page}
        perPage={TRANSFERS_PER_PAGE}
        onPage={setPage}
        row={(offer) => <OfferRow key={offer.id} tournamentId={tournamentId} offer={offer} />}
      />
    </Stack>
  );
}

export function OrganiserOwnership({
  tournamentId,
  tournamentName,
}: {
  tournamentId: number;
  tournamentName: string;
}) {
  const { t } = useTranslation();
  const [offered, setOffered] = useState('');
  const offer = useOfferTransfer(tournamentId, () =>
    showToast(t('tournamentOrganiser.ownership.offered', { name: offered }), 'success'),
  );
  const ask = (found: Found) =>
    askConfirmation('confirm_offer_tournament', {
      name: found.name,
      tournament: tournamentName,
    }).then(
      () => {
        setOffered(found.name);
        offer.mutate(found.id);
      },
      () => undefined,
    );
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text fw={700} fz="sm">
          {t('tournamentOrganiser.ownership.offer')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('tournamentOrganiser.ownership.offerHint')}
        </Text>
        <PersonSearch
          kind="user"
          testId="transfer-search"
          action={(found) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('tournamentOrganiser.ownership.offerName', { name: found.name })}
              loading={offer.isPending && offer.variables === found.id}
              onClick={() => void ask(found)}
            >
              {t('tournamentOrganiser.ownership.offer')}
            </Button>
          )}
        />
        {offer.isError ? (
          <Text fz="sm" c="red.4" role="alert">
            {t('tournamentOrganiser.ownership.failed')}
          </Text>
        ) : null}
      </Stack>
      <Offers tournamentId={tournamentId} />
    </Stack>
  );
}
