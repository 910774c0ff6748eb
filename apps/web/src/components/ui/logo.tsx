// The Clutch mark and wordmark; the mark is an open ring, a crosshair cut short at the decisive moment.
import { Group, Text } from '@mantine/core';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-dark-6)" />
      <path
        d="M21 9.5a8 8 0 1 0 0 13"
        fill="none"
        stroke="var(--mantine-color-clutch-5)"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="22.5" cy="16" r="2" fill="var(--mantine-color-clutch-3)" />
    </svg>
  );
}

export function Logo({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark />
      <Text component="span" fw={900} fz={20} lts={-0.5} c="white">
        {name}
      </Text>
    </Group>
  );
}
