// A centred card for whole-page states: coming soon, not found, a callback in progress or failed.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** Large print above the title, e.g. the HTTP status. */
  kicker?: string;
  color?: string;
  /** 1 for a whole page; 2 when the panel sits under a page's own heading (a profile tab). */
  level?: 1 | 2;
  children?: ReactNode;
}

export function StatusPanel({
  icon,
  title,
  text,
  kicker,
  color = 'clutch',
  level = 1,
  children,
}: StatusPanelProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
      maw={560}
      mx="auto"
      my={{ base: 32, sm: 72 }}
      bg="dark.6"
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {kicker === undefined ? null : (
          <Text fz={56} fw={900} lh={1} c={`${color}.5`} aria-hidden="true">
            {kicker}
          </Text>
        )}
        <Title order={level} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {text === undefined ? null : <Text c="dimmed">{text}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
