// A user's round avatar: their picture, or the first letter of their name on the accent colour.
// Decorative (alt=""): the name always stands beside it.
import { Avatar, type MantineSize } from '@mantine/core';

export function UserAvatar({
  username,
  src,
  size = 40,
}: {
  username: string;
  src: string | null;
  size?: number | MantineSize;
}) {
  return (
    <Avatar src={src} alt="" radius={9999} size={size} color="clutch" variant="filled">
      {username.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
