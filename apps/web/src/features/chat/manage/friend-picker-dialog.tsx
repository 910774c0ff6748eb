// The friend selection dialog (spec 2 item 13): the viewer's friends with their avatar (or initial)
// and username, narrowed by typing; several may be chosen (adding to a group or channel) or one
// (starting a private chat). Add friends (or Start chat) confirms, Back closes.
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UserBrief } from '@clutch/contract/common';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { flattenPages } from '../../../lib/paged-list';
import { pickableFriendsQueryOptions } from './api/friends';

export type PickMode = 'many' | 'one';

function FriendLabel({ user }: { user: UserBrief }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar username={user.username} src={user.avatar_url} size={32} />
      <Text fw={600} truncate>
        {user.username}
      </Text>
    </Group>
  );
}

function PickerBody({
  viewerId,
  mode,
  exclude,
  initial,
  busy,
  onBack,
  onConfirm,
}: {
  viewerId: number;
  mode: PickMode;
  exclude: readonly number[];
  initial: readonly number[];
  busy: boolean;
  onBack: () => void;
  onConfirm: (friends: UserBrief[]) => void;
}) {
  const { t } = useTranslation();
  const friends = useInfiniteQuery(pickableFriendsQueryOptions(viewerId));
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<readonly number[]>(initial);
  const hidden = new Set(exclude);
  const all = flattenPages(friends.data)
    .map((friendship) => friendship.friend)
    .filter((friend) => !hidden.has(friend.id));
  const term = text.trim().toLowerCase();
  const shown = all.filter((friend) => friend.username.toLowerCase().includes(term));
  const toggle = (id: number) =>
    setChosen((before) =>
      mode === 'one'
        ? [id]
        : before.includes(id)
          ? before.filter((other) => other !== id)
          : [...before, id],
    );
  const rows = shown.map((friend) =>
    mode === 'one' ? (
      <Radio
        key={friend.id}
        name="chat-friend"
        value={String(friend.id)}
        checked={chosen.includes(friend.id)}
        onChange={() => toggle(friend.id)}
        label={<FriendLabel user={friend} />}
        aria-label={friend.username}
        styles={{ body: { alignItems: 'center' } }}
      />
    ) : (
      <Checkbox
        key={friend.id}
        checked={chosen.includes(friend.id)}
        onChange={() => toggle(friend.id)}
        label={<FriendLabel user={friend} />}
        aria-label={friend.username}
        styles={{ body: { alignItems: 'center' } }}
      />
    ),
  );
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('chatManage.friends.search')}
        placeholder={t('chatManage.friends.search')}
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
        emptyText={
          term === '' || all.length === 0
            ? t('chatManage.friends.none')
            : t('chatManage.friends.noMatch')
        }
        onRetry={() => void friends.refetch()}
      >
        <ScrollArea.Autosize mah="min(50dvh, 360px)" type="auto" offsetScrollbars>
          <Stack gap="sm" role="group" aria-label={t('chatManage.friends.list')} py={4}>
            {rows}
            {friends.hasNextPage ? (
              <Button
                variant="subtle"
                size="xs"
                loading={friends.isFetchingNextPage}
                onClick={() => void friends.fetchNextPage()}
              >
                {t('chatManage.friends.more')}
              </Button>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </ListStatus>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {mode === 'many' ? t('chatManage.friends.selected', { count: chosen.length }) : null}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onBack}>
            {t('chatManage.friends.back')}
          </Button>
          <Button
            disabled={chosen.length === 0}
            loading={busy}
            onClick={() => onConfirm(all.filter((friend) => chosen.includes(friend.id)))}
          >
            {mode === 'one' ? t('chatManage.friends.start') : t('chatManage.friends.add')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function FriendPickerDialog({
  opened,
  viewerId,
  mode,
  title,
  exclude = [],
  initial = [],
  busy = false,
  onBack,
  onConfirm,
}: {
  opened: boolean;
  viewerId: number | null;
  mode: PickMode;
  title: string;
  /** Friends not offered: the chat's members already in it. */
  exclude?: readonly number[];
  /** Friends already chosen (the group form reopening the dialog). */
  initial?: readonly number[];
  busy?: boolean;
  onBack: () => void;
  onConfirm: (friends: UserBrief[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && viewerId !== null ? (
        <PickerBody
          viewerId={viewerId}
          mode={mode}
          exclude={exclude}
          initial={initial}
          busy={busy}
          onBack={onBack}
          onConfirm={onConfirm}
        />
      ) : null}
    </Modal>
  );
}
