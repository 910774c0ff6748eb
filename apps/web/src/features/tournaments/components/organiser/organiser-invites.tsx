// The organiser's invitations: choose player or watcher, find a user and invite them; they get a
// notification whose modal lets them accept (registering with the invitation's token) or decline.
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { USER_TYPES, type UserType } from '@clutch/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlusIcon } from '../../../../components/ui/action-icons';
import { showToast } from '../../../../lib/toast';
import { useSendInvite } from '../../api/organiser';
import { PersonSearch } from './person-search';

export function OrganiserInvites({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  const [userType, setUserType] = useState<UserType>(USER_TYPES.player);
  const [invited, setInvited] = useState<string | null>(null);
  const invite = useSendInvite(tournamentId, () =>
    showToast(t('tournamentOrganiser.invites.sent', { name: invited ?? '' }), 'success'),
  );
  return (
    <Stack gap="xs">
      <Text fw={700} fz="sm">
        {t('tournamentOrganiser.invites.as')}
      </Text>
      <SegmentedControl
        value={String(userType)}
        onChange={(value) => setUserType(value === '2' ? USER_TYPES.watcher : USER_TYPES.player)}
        data={[
          { value: '1', label: t('tournamentOrganiser.roles.player') },
          { value: '2', label: t('tournamentOrganiser.roles.watcher') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <PersonSearch
        kind="user"
        testId="invite-search"
        action={(found) => (
          <Button
            size="xs"
            leftSection={<UserPlusIcon size={14} />}
            aria-label={t('tournamentOrganiser.invites.inviteName', { name: found.name })}
            loading={invite.isPending && invite.variables.user === found.id}
            onClick={() => {
              setInvited(found.name);
              invite.mutate({ user: found.id, userType });
            }}
          >
            {t('tournamentOrganiser.invites.invite')}
          </Button>
        )}
      />
      {invite.isError ? (
        <Text fz="sm" c="red.4" role="alert">
          {t('tournamentOrganiser.invites.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}
