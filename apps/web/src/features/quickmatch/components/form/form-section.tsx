// What every part of the lobby form shares: the draft, a way to change it, the message under each
// field (the form's own check first, then the server's), and the titled block each part sits in.
import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { LobbyDraft } from '../../lobby-draft';

export interface SectionProps {
  draft: LobbyDraft;
  change: (changes: Partial<LobbyDraft>) => void;
  errorOf: (field: string) => string | undefined;
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
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
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
