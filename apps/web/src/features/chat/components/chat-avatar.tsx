// A chat's or a person's round picture, or the first letter of the name on the accent colour.
// Decorative (alt=""): the name always stands beside it.
import { Avatar } from '@mantine/core';

export function ChatAvatar({
  name,
  src,
  size = 44,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  return (
    <Avatar src={src} alt="" radius={9999} size={size} color="clutch" variant="filled">
      {name.trim().slice(0, 1).toUpperCase() || '#'}
    </Avatar>
  );
}
