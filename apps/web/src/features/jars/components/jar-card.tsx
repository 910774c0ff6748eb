// One jar in a list: picture, type and status, title (to the jar's page), creator and progress, and
// whatever the place offers below (donate, detach).
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Jar } from '@clutch/contract/jars';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLocalePath } from '../../../lib/locale-navigation';
import { JarBadges } from './jar-badges';
import { JarPicture } from './jar-picture';
import { JarProgressBar } from './jar-progress-bar';

export function JarCard({ jar, footer }: { jar: Jar; footer?: ReactNode }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const title = jar.title.trim() === '' ? t('jars.untitled') : jar.title;
  return (
    <Card
      component="article"
      aria-label={title}
      withBorder
      radius="lg"
      padding="md"
      bg="dark.6"
      data-testid="jar-card"
    >
      <Card.Section>
        <JarPicture src={jar.image} height={140} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <JarBadges jar={jar} />
        <Anchor
          component={Link}
          to={localePath(`/jar/${String(jar.id)}`)}
          fw={800}
          fz="lg"
          c="white"
          lineClamp={2}
        >
          {title}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <UserAvatar
            username={jar.created_by.username}
            src={jar.created_by.avatar_url}
            size={20}
          />
          <Text fz="xs" c="dimmed" truncate>
            {t('jars.by', { name: jar.created_by.username })}
          </Text>
        </Group>
        <div style={{ marginTop: 'auto' }}>
          <JarProgressBar jar={jar} size="sm" />
        </div>
        {footer}
      </Stack>
    </Card>
  );
}
