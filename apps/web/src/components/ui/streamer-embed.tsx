// The streamer embed: a 400×400 video-only Twitch player docked in a corner, with a close button.
// It reopens after a reload in the same tab because the choice lives in session storage.
import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExternalStore } from '../../lib/external-store';
import { closeStreamer, streamerEmbedUrl, streamerStore } from '../../lib/streamer';

export function StreamerEmbed() {
  const { t } = useTranslation();
  const channel = useExternalStore(streamerStore);
  if (channel === null) return null;
  const title = t('shell.streamer', { channel });
  return (
    <Paper
      component="aside"
      aria-label={title}
      withBorder
      shadow="xl"
      radius="md"
      pos="fixed"
      left={16}
      bottom={16}
      w="min(400px, calc(100vw - 32px))"
      style={{ zIndex: 190, overflow: 'hidden' }}
    >
      <Group justify="space-between" px="sm" py={6} bg="dark.7">
        <Text fz="sm" fw={700} truncate>
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={closeStreamer}
          aria-label={t('shell.closeStreamer')}
        >
          ×
        </ActionIcon>
      </Group>
      <Box style={{ aspectRatio: '1 / 1' }}>
        <iframe
          title={title}
          src={streamerEmbedUrl(channel, window.location.hostname)}
          width="100%"
          height="100%"
          allowFullScreen
          style={{ border: 0, display: 'block', background: 'var(--mantine-color-dark-8)' }}
        />
      </Box>
    </Paper>
  );
}
