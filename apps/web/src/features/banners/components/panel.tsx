// A titled card for one part of a page, with optional controls in its header.
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function Panel({
  title,
  controls,
  children,
}: {
  title: string;
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
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {controls}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
