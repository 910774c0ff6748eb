// "Back to the list" above a detail view opened from a section's table.
import { Button } from '@mantine/core';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="subtle" size="xs" onClick={onClick} style={{ alignSelf: 'flex-start' }}>
      ← {label}
    </Button>
  );
}
