// A titled block of a long form (the tournament form, the lobby form): a heading that names the
// section for screen readers, an optional line under it, then the fields.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function FormSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      bg="dark.6"
    >
      <Stack gap="sm">
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
        {children}
      </Stack>
    </Paper>
  );
}
