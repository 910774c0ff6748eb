// The aside's header (spec 2 item 10): the chat's picture (or the first letter of its name), its name,
// what kind of chat it is and its description; for a private chat the other person, whose name links
// to their profile.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ChatInfo } from '@clutch/contract/messenger';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../lib/locale-navigation';
import { ChatAvatar } from '../components/chat-avatar';
import { otherParty } from './member-options';

const AVATAR_SIZE = 88;

export function ChatAsideHeader({ chat }: { chat: ChatInfo }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const other = chat.chat_type === 'private' ? otherParty(chat) : null;
  if (other !== null) {
    return (
      <Stack align="center" gap={6} ta="center">
        <ChatAvatar name={other.username} src={other.avatar_url} size={AVATAR_SIZE} />
        <Anchor
          component={Link}
          to={localePath(`/profile/${String(other.id)}/info`)}
          fw={700}
          fz="lg"
          c="white"
          aria-label={t('chatManage.aside.profile', { name: other.username })}
          style={{ overflowWrap: 'anywhere' }}
        >
          {other.username}
        </Anchor>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('chatManage.aside.kinds.private')}
        </Text>
      </Stack>
    );
  }
  const kind = chat.chat_type === 'channel' ? 'channel' : chat.private ? 'privateGroup' : 'group';
  return (
    <Stack align="center" gap={6} ta="center">
      <ChatAvatar name={chat.name} src={chat.avatar_url} size={AVATAR_SIZE} />
      <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {chat.name}
      </Title>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(`chatManage.aside.kinds.${kind}`)}
      </Text>
      <Text
        fz="sm"
        c={chat.description === '' ? 'dimmed' : undefined}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {chat.description === '' ? t('chatManage.aside.noDescription') : chat.description}
      </Text>
    </Stack>
  );
}
