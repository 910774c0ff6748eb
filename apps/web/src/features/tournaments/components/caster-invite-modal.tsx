// Inviting a caster to one match: type part of a name, pick from what is found; the invited user
// is notified and accepts or declines.
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/action-icons';
import { showToast } from '../../../lib/toast';
import { userSearchQueryOptions } from '../api/form-choices';
import { useInviteCaster } from '../api/matches';

const SEARCH_PAUSE_MS = 300;

export function CasterInviteModal({ matchId, onClose }: { matchId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, SEARCH_PAUSE_MS);
  const found = useQuery(userSearchQueryOptions(debounced));
  const [invited, setInvited] = useState('');
  const invite = useInviteCaster(matchId, () => {
    showToast(t('tournaments.match.casterInvited', { name: invited }), 'success');
    onClose();
  });
  const users = found.data?.results ?? [];
  return (
    <Modal opened onClose={onClose} title={t('tournaments.match.inviteCaster')} centered>
      <Stack gap="sm">
        <TextInput
          label={t('tournaments.match.casterSearch')}
          leftSection={<SearchIcon size={16} />}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          data-autofocus
        />
        {found.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
        {debounced.trim() !== '' && found.isSuccess && users.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('tournaments.match.casterNone')}
          </Text>
        ) : null}
        <Group gap={6}>
          {users.map((user) => (
            <Button
              key={user.id}
              size="compact-sm"
              variant="default"
              loading={invite.isPending && invited === user.username}
              onClick={() => {
                setInvited(user.username);
                invite.mutate(user.id);
              }}
            >
              {`+ ${user.username}`}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
