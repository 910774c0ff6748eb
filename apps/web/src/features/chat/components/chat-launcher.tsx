// The round chat button of the default layout with its unread badge ("99+" above 99), and the chat
// modal it opens. Conversations arrive with the chat issue; until then the modal says so.
import { ActionIcon, Indicator, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ChatIcon, HourglassIcon } from '../../../components/ui/icons';
import { formatBadgeCount } from '../../../lib/format';

export function ChatLauncher({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const [isOpen, chat] = useDisclosure(false);
  return (
    <>
      <Indicator
        label={formatBadgeCount(unread)}
        size={20}
        offset={4}
        disabled={unread <= 0}
        color="red"
        fw={700}
      >
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          aria-label={unread > 0 ? t('shell.chatUnread', { count: unread }) : t('shell.chat')}
          onClick={chat.open}
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <ChatIcon size={24} />
        </ActionIcon>
      </Indicator>
      <Modal
        opened={isOpen}
        onClose={chat.close}
        title={t('shell.chat')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack align="center" ta="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light">
            <HourglassIcon size={28} />
          </ThemeIcon>
          <Text fw={700}>{t('comingSoon.title', { area: t('comingSoon.areas.chat') })}</Text>
          <Text c="dimmed" fz="sm">
            {t('comingSoon.text')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
