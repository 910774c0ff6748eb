// A titled card on the settings page, with a line saying what the section is for.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
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
        <div>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {description === undefined ? null : (
            <Text c="dimmed" fz="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
