// Every room name, in one place: `<kind>:<id>`. A room belongs to the channel its sockets listen on,
// so a push to it takes only that channel's messages (RealtimeGateway.push checks it).

/** Which channel's sockets join each kind of room. */
interface RoomChannels {
  /** A user's own profile and notifications. */
  user: 'user-updates';
  /** Whoever watches a tournament's bracket. */
  grid: 'grid-updates';
  /** A user's own match and tournament notices. */
  'tournament-player': 'tournament-updates';
  /** Whoever watches a quick-match lobby. */
  quickmatch: 'quick-match-updates';
  /** Every member socket of a chat (joined when the socket opens and on membership changes). */
  chat: 'group-chat-updates';
  /** Every group-chat-updates socket of one user (told when they lose a chat). */
  'chat-user': 'group-chat-updates';
  /** Every events-updates socket of one user (joined when the socket opens). */
  calendar: 'events-updates';
}

type RoomKind = keyof RoomChannels;

const ROOM_CHANNELS: RoomChannels = {
  user: 'user-updates',
  grid: 'grid-updates',
  'tournament-player': 'tournament-updates',
  quickmatch: 'quick-match-updates',
  chat: 'group-chat-updates',
  'chat-user': 'group-chat-updates',
  calendar: 'events-updates',
};

const isRoomKind = (kind: string): kind is RoomKind => Object.hasOwn(ROOM_CHANNELS, kind);

/** The channel whose sockets may be in the room. */
export function roomChannel(room: Room): RoomChannels[RoomKind] | null {
  const kind = room.slice(0, room.indexOf(':'));
  return isRoomKind(kind) ? ROOM_CHANNELS[kind] : null;
}
export type Room<K extends RoomKind = RoomKind> = `${K}:${string}`;
/** The channel whose sockets join the room. */
export type RoomChannel<R extends Room> = R extends `${infer K extends RoomKind}:${string}`
  ? RoomChannels[K]
  : never;

export const rooms = {
  user: (userId: number): Room<'user'> => `user:${String(userId)}`,
  grid: (tournamentId: number): Room<'grid'> => `grid:${String(tournamentId)}`,
  tournamentPlayer: (userId: number): Room<'tournament-player'> =>
    `tournament-player:${String(userId)}`,
  quickMatch: (id: number): Room<'quickmatch'> => `quickmatch:${String(id)}`,
  chat: (chatId: number): Room<'chat'> => `chat:${String(chatId)}`,
  chatUser: (userId: number): Room<'chat-user'> => `chat-user:${String(userId)}`,
  calendar: (userId: number): Room<'calendar'> => `calendar:${String(userId)}`,
};
