// A titled card for one part of a page: an optional count badge beside the title, a line saying
// what it is for, and controls on the right of its header.
import { Badge, Group, Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function Panel({
  title,
  count,
  text,
  controls,
  gap = 'sm',
  children,
}: {
  title: string;
  count?: number;
  text?: string;
  controls?: ReactNode;
  gap?: MantineSpacing;
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
      <Stack gap={gap}>
        <Group
          justify="space-between"
          gap="xs"
          align={text === undefined ? 'center' : 'flex-start'}
        >
          <Stack gap={2}>
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
