// Icons for actions on people, posts and settings, drawn like those in icons.tsx and decorative in
// the same way: the button or text beside each carries its accessible name.
import { Icon } from './icons';

type IconProps = { size?: number };

export function ThumbUpIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M7 10v11M15 5.9 14 10h5.8a2 2 0 0 1 2 2.3l-1.4 7A2 2 0 0 1 18.5 21H7V10l4.3-7.4a1.9 1.9 0 0 1 3.6 1.1Z" />
      <path d="M3 10h4v11H3z" />
    </Icon>
  );
}

export function ThumbDownIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M17 14V3M9 18.1l1 4.1h0a1.9 1.9 0 0 0 3.6-1.1L9.3 14H3.5a2 2 0 0 1-2-2.3l1.4-7A2 2 0 0 1 4.9 3H17v11" />
      <path d="M21 14h-4V3h4z" />
    </Icon>
  );
}

export function TrashIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
    </Icon>
  );
}

export function UserPlusIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="9" cy="8" r="4" />
      <path d="M1 21a8 8 0 0 1 16 0M20 8v6M23 11h-6" />
    </Icon>
  );
}

export function UserMinusIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="9" cy="8" r="4" />
      <path d="M1 21a8 8 0 0 1 16 0M23 11h-6" />
    </Icon>
  );
}

export function BlockIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m4.9 4.9 14.2 14.2" />
    </Icon>
  );
}

export function TickIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

export function CrossIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function SearchIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </Icon>
  );
}

export function CameraIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3Z" />
      <circle cx="12" cy="13" r="3" />
    </Icon>
  );
}

export function VolumeIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M11 5 6 9H2v6h4l5 4V5ZM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
    </Icon>
  );
}

export function VolumeOffIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M11 5 6 9H2v6h4l5 4V5ZM22 9l-6 6M16 9l6 6" />
    </Icon>
  );
}

export function PencilIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5L17 3Z" />
    </Icon>
  );
}

export function SendIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="m22 2-7 20-4-9-9-4 20-7ZM22 2 11 13" />
    </Icon>
  );
}

export function DotsIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 12h.01M19 12h.01M5 12h.01" />
    </Icon>
  );
}

export function ChecksIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M18 6 7 17l-5-5M22 10l-7.5 7.5L13 16" />
    </Icon>
  );
}

export function LockIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </Icon>
  );
}
