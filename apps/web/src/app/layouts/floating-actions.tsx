// The round buttons in the corner of the default layout: the calendar (to the own calendar) and the
// chat with its unread badge, the sum of the unread counts over the chat list. Only signed-in users
// see them.
import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon } from '../../components/ui/icons';
import { useChatUnreadSum } from '../../features/chat/api/chat-bar';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { useMe } from '../../features/profile/api/me';
import { useLocalePath } from '../../lib/locale-navigation';

const BUTTON_SIZE = 52;
const EDGE = 20;

/**
 * The room a phone page keeps free below its last content, so it can scroll clear of the two round
 * buttons (two buttons, the gap between them, their distance from the edge and some air).
 */
export const FLOATING_ACTIONS_CLEARANCE = EDGE + 2 * BUTTON_SIZE + 12 + 16;

export function FloatingActions() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const me = useMe().data;
  const unread = useChatUnreadSum(me !== undefined);
  const { id, username, avatar_url: avatarUrl } = me ?? { id: 0, username: '', avatar_url: null };
  const viewer = useMemo(
    () => ({ id, username, avatar_url: avatarUrl }),
    [id, username, avatarUrl],
  );
  return (
    <Stack gap={12} pos="fixed" right={EDGE} bottom={EDGE} style={{ zIndex: 180 }}>
      <Tooltip label={t('shell.calendar')} position="left" withArrow>
        <ActionIcon
          component={Link}
          to={localePath('/profile/me/calendar')}
          size={BUTTON_SIZE}
          radius="xl"
          variant="default"
          aria-label={t('shell.calendar')}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <CalendarIcon size={22} />
        </ActionIcon>
      </Tooltip>
      {me === undefined ? null : <ChatLauncher viewer={viewer} unread={unread} />}
    </Stack>
  );
}
