// A titled card for one part of the friends tab, with an optional count and controls in its header.
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function Panel({
  title,
  count,
  controls,
  children,
}: {
  title: string;
  count?: number;
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
          <Group gap={8}>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            {count === undefined ? null : (
              <Badge variant="light" color="gray" size="sm">
                {count}
              </Badge>
            )}
          </Group>
          {controls}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
