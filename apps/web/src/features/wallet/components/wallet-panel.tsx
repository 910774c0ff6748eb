// A titled card for one part of the wallet tab, with optional controls in its header.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function WalletPanel({
  title,
  text,
  controls,
  children,
}: {
  title: string;
  text?: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="dark.6"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            {text === undefined ? null : (
              <Text fz="sm" c="dimmed">
                {text}
              </Text>
            )}
          </Stack>
          {controls}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
