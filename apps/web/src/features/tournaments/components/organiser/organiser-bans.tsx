// The organiser's bans: find a user (or, in a 5_5 tournament, a team) and ban them (a registered one
// is removed and refunded); the banned ones below, each with "Remove ban" and its success notice.
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { BANS_PER_PAGE, type TournamentBan } from '@clutch/contract/tournament-registration';
import type { TournamentType } from '@clutch/contract/tournament-options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockIcon } from '../../../../components/ui/action-icons';
import { askConfirmation } from '../../../../lib/confirm-dialog';
import { showToast } from '../../../../lib/toast';
import { bansQueryOptions, useUnban } from '../../api/organiser';
import { useBanParticipant } from '../../api/registration';
import { OrganiserRow, PagedRows } from './organiser-rows';
import { PersonSearch, type Found, type SearchKind } from './person-search';

function BanButton({
  tournamentId,
  kind,
  found,
}: {
  tournamentId: number;
  kind: SearchKind;
  found: Found;
}) {
  const { t } = useTranslation();
  const ban = useBanParticipant(tournamentId);
  const ask = () =>
    askConfirmation('confirm_ban_participant', { name: found.name }).then(
      () =>
        ban.mutate(kind === 'team' ? { team: found.id } : { user: found.id }, {
          onSuccess: () =>
            showToast(t('tournamentOrganiser.bans.banned', { name: found.name }), 'success'),
        }),
      () => undefined,
    );
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<BlockIcon size={14} />}
      aria-label={t('tournamentOrganiser.bans.banName', { name: found.name })}
      loading={ban.isPending}
      onClick={() => void ask()}
    >
      {t('tournamentOrganiser.bans.ban')}
    </Button>
  );
}

function BanRow({ tournamentId, ban }: { tournamentId: number; ban: TournamentBan }) {
  const { t } = useTranslation();
  const unban = useUnban(tournamentId, () =>
    showToast(t('tournamentOrganiser.bans.removed'), 'success'),
  );
  const name = ban.team?.name ?? ban.user?.username ?? '';
  return (
    <OrganiserRow
      name={name}
      avatar={ban.team?.avatar_url ?? ban.user?.avatar_url ?? null}
      detail={
        ban.team === null
          ? t('tournamentOrganiser.search.user')
          : t('tournamentOrganiser.search.team')
      }
      testId="ban"
    >
      <Button
        size="xs"
        variant="default"
        aria-label={t('tournamentOrganiser.bans.removeName', { name })}
        loading={unban.isPending}
        onClick={() => unban.mutate(ban.id)}
      >
        {t('tournamentOrganiser.bans.remove')}
      </Button>
    </OrganiserRow>
  );
}

export function OrganiserBans({
  tournamentId,
  type,
}: {
  tournamentId: number;
  type: TournamentType;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<SearchKind>('user');
  const [page, setPage] = useState(1);
  const list = useQuery(bansQueryOptions(tournamentId, page));
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text fw={700} fz="sm">
          {t('tournamentOrganiser.bans.add')}
        </Text>
        {type === '5_5' ? (
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === 'team' ? 'team' : 'user')}
            data={[
              { value: 'user', label: t('tournamentOrganiser.search.user') },
              { value: 'team', label: t('tournamentOrganiser.search.team') },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        <PersonSearch
          kind={kind}
          testId="ban-search"
          action={(found) => <BanButton tournamentId={tournamentId} kind={kind} found={found} />}
        />
      </Stack>
      <Stack gap="xs">
        <Text fw={700} fz="sm">
          {t('tournamentOrganiser.bans.list')}
        </Text>
        <PagedRows
          list={list}
          emptyText={t('tournamentOrganiser.bans.none')}
          page={page}
          perPage={BANS_PER_PAGE}
          onPage={setPage}
          row={(ban) => <BanRow key={ban.id} tournamentId={tournamentId} ban={ban} />}
        />
      </Stack>
    </Stack>
  );
}
