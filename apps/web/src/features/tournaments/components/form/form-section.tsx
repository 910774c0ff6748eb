// What every part of the tournament form shares: the draft, a way to change it, the message under
// each field (the form's own check first, then the server's), and the titled block each part sits in.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { TournamentDraft } from '../../tournament-draft';

export interface SectionProps {
  draft: TournamentDraft;
  change: (changes: Partial<TournamentDraft>) => void;
  errorOf: (field: string) => string | undefined;
}

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
