// The friends tab. Own profile: requests, the player search, the friends and the block list. Someone
// else's: their friends, read-only.
import { Grid, Stack } from '@mantine/core';
import { BlockedList } from './blocked-list';
import { FriendList } from './friend-list';
import { FriendRequests } from './friend-requests';
import { PlayerSearch } from './player-search';

export function FriendsTab({ userId, me }: { userId: number; me: number }) {
  if (userId !== me) return <FriendList userId={userId} me={me} />;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <FriendRequests me={me} />
          <PlayerSearch me={me} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">
          <FriendList userId={me} me={me} />
          <BlockedList />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
