// The chat's own icons, drawn like those in components/ui/icons.tsx and decorative in the same way.
import { Icon } from '../../../components/ui/icons';

type IconProps = { size?: number };

export function FileIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Z" />
      <path d="M14 2v6h6" />
    </Icon>
  );
}

export function PaperclipIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </Icon>
  );
}

export function SmileIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
    </Icon>
  );
}

export function InfoIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </Icon>
  );
}

export function ArrowLeftIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </Icon>
  );
}

export function ChevronIcon({ size, direction }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <Icon size={size}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </Icon>
  );
}

export function DownloadIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
    </Icon>
  );
}

export function PlayIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="m7 4 13 8-13 8V4Z" />
    </Icon>
  );
}

export function GroupIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6" />
    </Icon>
  );
}

export function ChannelIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1ZM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </Icon>
  );
}

export function CheckMarkIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="m4 12 5 5L20 6" />
    </Icon>
  );
}

export function DoubleCheckIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="m2 12 5 5L18 6M12 16l1 1L24 6" />
    </Icon>
  );
}
