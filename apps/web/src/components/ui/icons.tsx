// Small inline SVG icons, so the app ships without an icon font or an extra dependency.
// All are decorative (aria-hidden): the text beside them carries the meaning.
import type { ReactNode } from 'react';

function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function WarningIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18h.01" />
    </Icon>
  );
}

export function HourglassIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 2h12M6 22h12M7 2c0 6 10 6 10 10S7 16 7 22M17 2c0 6-10 6-10 10s10 4 10 10" />
    </Icon>
  );
}

export function CompassIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 8-2.5 5.5L8 16l2.5-5.5L16 8Z" />
    </Icon>
  );
}

export function CheckIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

export function MailIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m2 6 10 7 10-7" />
    </Icon>
  );
}

export function TrophyIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
    </Icon>
  );
}

export function BoltIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </Icon>
  );
}

export function GemIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 3h12l4 6-10 12L2 9l4-6ZM2 9h20M12 21 8 9l4-6 4 6-4 12" />
    </Icon>
  );
}

export function SteamIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M11.98 0C5.67 0 .5 4.87 0 11.07l6.43 2.66a3.4 3.4 0 0 1 1.92-.59l.17.01 2.86-4.15v-.06a4.52 4.52 0 1 1 4.52 4.52h-.1l-4.08 2.91.01.16a3.39 3.39 0 0 1-6.72.67L.44 15.3A12 12 0 1 0 11.98 0ZM7.54 18.21l-1.47-.61a2.55 2.55 0 1 0 1.4-3.49l1.52.63a1.88 1.88 0 1 1-1.45 3.47Zm11.4-9.28a3.01 3.01 0 1 0-6.02 0 3.01 3.01 0 0 0 6.02 0Zm-5.27 0a2.26 2.26 0 1 1 4.52 0 2.26 2.26 0 0 1-4.52 0Z"
      />
    </svg>
  );
}
