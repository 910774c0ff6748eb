// Bringing people in while seats are free: a closed lobby's invitation link to copy (its players see
// the token), and the viewer's friends, found by part of their name, each invited with one click
// (POST profile/{id}/invite-to-quick-match/: a notification and the inviteQM toast on their side).
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { QuickMatch } from '@clutch/contract/quickmatch';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeopleList, PersonRow } from '../../../../components/people/person-row';
import { SearchIcon } from '../../../../components/ui/action-icons';
import { CopyLine } from '../../../../components/ui/copy-line';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { showToast } from '../../../../lib/toast';
import { inviteFriendsQueryOptions, useInviteToLobby } from '../../api/lobby';
import { invitationLink } from '../../lobby-seats';

/** How many friends show at once; typing narrows them. */
const FRIENDS_SHOWN = 8;

function FriendsToInvite({ lobby, viewerId }: { lobby: QuickMatch; viewerId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invited, setInvited] = useState<ReadonlySet<number>>(new Set());
  const friends = useQuery(inviteFriendsQueryOptions(viewerId));
  const invite = useInviteToLobby();
  const seated = new Set(lobby.teams.flatMap((side) => side.players.map((p) => p.user.id)));
  const term = text.trim().toLowerCase();
  const shown = (friends.data?.results ?? [])
    .map((friendship) => friendship.friend)
    .filter((friend) => !seated.has(friend.id) && friend.username.toLowerCase().includes(term))
    .slice(0, FRIENDS_SHOWN);
  const send = (userId: number, name: string) =>
    invite.mutate(userId, {
      onSuccess: () => {
        setInvited((before) => new Set(before).add(userId));
        showToast(t('quickmatch.invite.sent', { name }), 'success');
      },
    });
  return (
    <Stack gap="xs">
      <TextInput
        aria-label={t('quickmatch.invite.search')}
        placeholder={t('quickmatch.invite.search')}
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      <ListStatus
        isPending={friends.isPending}
        isError={friends.isError}
        isEmpty={shown.length === 0}
        emptyText={term === '' ? t('quickmatch.invite.noFriends') : t('quickmatch.invite.none')}
        onRetry={() => void friends.refetch()}
      >
        <PeopleList label={t('quickmatch.invite.friends')}>
          {shown.map((friend) => (
            <PersonRow key={friend.id} user={friend} size="sm">
              <Button
                size="compact-sm"
                variant="light"
                disabled={invited.has(friend.id)}
                loading={invite.isPending && invite.variables === friend.id}
                onClick={() => send(friend.id, friend.username)}
                aria-label={t('quickmatch.invite.inviteNamed', { name: friend.username })}
              >
                {invited.has(friend.id)
                  ? t('quickmatch.invite.invited')
                  : t('quickmatch.invite.invite')}
              </Button>
            </PersonRow>
          ))}
        </PeopleList>
      </ListStatus>
    </Stack>
  );
}

export function LobbyInvite({ lobby, viewerId }: { lobby: QuickMatch; viewerId: number }) {
  const { t } = useTranslation();
  const link = invitationLink(window.location.origin, lobby);
  return (
    <Panel title={t('quickmatch.invite.title')} text={t('quickmatch.invite.text')}>
      {link === null ? null : (
        <Stack gap={4}>
          <CopyLine label={t('quickmatch.invite.link')} value={link} testId="lobby-invite-link" />
          <Text fz="xs" c="dimmed">
            {t('quickmatch.invite.linkHint')}
          </Text>
        </Stack>
      )}
      <FriendsToInvite lobby={lobby} viewerId={viewerId} />
    </Panel>
  );
}
