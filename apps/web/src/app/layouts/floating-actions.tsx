// The round buttons in the corner of the default layout: the calendar (to the own calendar) and the
// chat with its unread badge. Only signed-in users see them.
import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon } from '../../components/ui/icons';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { useLocalePath } from '../../lib/locale-navigation';

/** Unread chat messages arrive with the chat issue; until then nothing is unread. */
const CHAT_UNREAD = 0;

export function FloatingActions() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Stack gap="sm" pos="fixed" right={20} bottom={20} style={{ zIndex: 180 }}>
      <Tooltip label={t('shell.calendar')} position="left" withArrow>
        <ActionIcon
          component={Link}
          to={localePath('/profile/me/calendar')}
          size={52}
          radius="xl"
          variant="default"
          aria-label={t('shell.calendar')}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <CalendarIcon size={22} />
        </ActionIcon>
      </Tooltip>
      <ChatLauncher unread={CHAT_UNREAD} />
    </Stack>
  );
}
