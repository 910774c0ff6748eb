// What the signed-in user can do about another player on their profile: ask to be friends, withdraw
// that request, accept or decline theirs, unfriend, and block or unblock. `onChanged` lets the page
// refresh the relation it shows once an action has gone through.
import { ActionIcon, Badge, Button, Group, Menu } from '@mantine/core';
import type { PublicProfile } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import {
  BlockIcon,
  CrossIcon,
  DotsIcon,
  TickIcon,
  UserMinusIcon,
  UserPlusIcon,
} from '../../../components/ui/action-icons';
import { useBlockUser, useUnblockUser } from '../api/blocks';
import {
  useAcceptFriendRequest,
  useDeleteFriendRequest,
  useSendFriendRequest,
  useUnfriend,
} from '../api/friends';

interface FriendshipActionsProps {
  profile: PublicProfile;
  me: number;
  onChanged: () => void;
}

function StatusBadge({ friendship }: { friendship: PublicProfile['friendship'] }) {
  const { t } = useTranslation();
  if (friendship === 'friends')
    return (
      <Badge
        variant="light"
        color="teal"
        size="lg"
        radius="sm"
        leftSection={<TickIcon size={14} />}
      >
        {t('friends.nowFriends')}
      </Badge>
    );
  if (friendship === 'request_sent')
    return (
      <Badge variant="light" color="gray" size="lg" radius="sm">
        {t('friends.requestSent')}
      </Badge>
    );
  return null;
}

/** The one or two buttons that move the friendship on from where it stands. */
function RelationButtons({ profile, me, onChanged }: FriendshipActionsProps) {
  const { t } = useTranslation();
  const send = useSendFriendRequest();
  const accept = useAcceptFriendRequest();
  const remove = useDeleteFriendRequest();
  const unfriend = useUnfriend();
  const isBusy = [send, accept, remove, unfriend].some((mutation) => mutation.isPending);
  const done = { onSuccess: onChanged };
  const requestId = profile.friend_request_id;
  const request = requestId === null ? null : { me, requestId };

  switch (profile.friendship) {
    case 'none':
      return (
        <Button
          leftSection={<UserPlusIcon size={16} />}
          loading={send.isPending}
          disabled={isBusy}
          onClick={() => send.mutate(profile.id, done)}
        >
          {t('friends.add')}
        </Button>
      );
    case 'request_sent':
      return request === null ? null : (
        <Button
          variant="default"
          leftSection={<CrossIcon size={16} />}
          loading={remove.isPending}
          disabled={isBusy}
          onClick={() => remove.mutate(request, done)}
        >
          {t('friends.withdrawRequest')}
        </Button>
      );
    case 'request_received':
      return request === null ? null : (
        <>
          <Button
            leftSection={<TickIcon size={16} />}
            loading={accept.isPending}
            disabled={isBusy}
            onClick={() => accept.mutate(request, done)}
          >
            {t('friends.acceptRequest')}
          </Button>
          <Button
            variant="default"
            loading={remove.isPending}
            disabled={isBusy}
            onClick={() => remove.mutate(request, done)}
          >
            {t('friends.decline')}
          </Button>
        </>
      );
    case 'friends':
      return (
        <Button
          variant="default"
          leftSection={<UserMinusIcon size={16} />}
          loading={unfriend.isPending}
          disabled={isBusy}
          onClick={() =>
            unfriend.mutate({ me, friend: { id: profile.id, username: profile.username } }, done)
          }
        >
          {t('friends.unfriend')}
        </Button>
      );
    default:
      return null;
  }
}

function BlockMenu({ profile, onChanged }: Omit<FriendshipActionsProps, 'me'>) {
  const { t } = useTranslation();
  const block = useBlockUser();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('friends.moreActions')}>
          <DotsIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          color="red"
          leftSection={<BlockIcon size={16} />}
          disabled={block.isPending}
          onClick={() =>
            block.mutate({ id: profile.id, username: profile.username }, { onSuccess: onChanged })
          }
        >
          {t('friends.block')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function FriendshipActions({ profile, me, onChanged }: FriendshipActionsProps) {
  const { t } = useTranslation();
  const unblock = useUnblockUser();
  if (profile.is_banned)
    return (
      <Button
        variant="default"
        leftSection={<BlockIcon size={16} />}
        loading={unblock.isPending}
        onClick={() => unblock.mutate(profile.id, { onSuccess: onChanged })}
      >
        {t('friends.unblock')}
      </Button>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <StatusBadge friendship={profile.friendship} />
      <RelationButtons profile={profile} me={me} onChanged={onChanged} />
      <BlockMenu profile={profile} onChanged={onChanged} />
    </Group>
  );
}
