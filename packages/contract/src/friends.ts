// Friends, friend requests and the block list. The spec calls blocking "ban" (ban-user, banned_list,
// unbun-user, banned_user); it is a user's own block list, not a platform ban.
import { z } from 'zod';
import {
  IdParamsSchema,
  IdSchema,
  MessageSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpoint } from './endpoint.js';

export const FRIENDS_PER_PAGE = 20;
export const FRIEND_REQUESTS_PER_PAGE = 20;
export const BANNED_LIST_PER_PAGE = 10;

/** `id` is the friendship's id; unfriending takes the friend's user id. */
export const FriendSchema = z.object({
  id: z.number().int(),
  friend: UserBriefSchema,
  created: TimestampSchema,
});
export type Friend = z.infer<typeof FriendSchema>;

export const FriendRequestSchema = z.object({
  id: z.number().int(),
  from_user: UserBriefSchema,
  to_user: UserBriefSchema,
  created: TimestampSchema,
});
export type FriendRequest = z.infer<typeof FriendRequestSchema>;

/** Sending to someone who had already asked you accepts their request instead. */
export const FriendRequestOutcomeSchema = z.object({
  status: z.enum(['requested', 'friends']),
  request: FriendRequestSchema.nullable(),
  friend: FriendSchema.nullable(),
});

export const FriendRequestListQuerySchema = PageQuerySchema.extend({
  /** received (default): requests to the user; sent: requests the user made. */
  direction: z.enum(['received', 'sent']).default('received'),
});

export const FriendRequestParamsSchema = z.object({ id: IdSchema, requestId: IdSchema });
export const FriendParamsSchema = z.object({ id: IdSchema, friendId: IdSchema });

export const BlockSchema = z.object({
  id: z.number().int(),
  banned_user: UserBriefSchema,
  created: TimestampSchema,
});
export type Block = z.infer<typeof BlockSchema>;
export const BannedUserQuerySchema = z.object({ banned_user: IdSchema });

export const friendsEndpoints = {
  listFriends: endpoint({
    method: 'GET',
    path: 'profile/:id/friends/',
    auth: 'required',
    tag: 'friends',
    summary: 'A user’s friends, newest first',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(FriendSchema),
  }),
  unfriend: endpoint({
    method: 'DELETE',
    path: 'profile/:id/friends/:friendId/',
    auth: 'required',
    tag: 'friends',
    summary: 'End a friendship; `id` is the caller, `friendId` the friend’s user id',
    params: FriendParamsSchema,
    response: z.null(),
    status: 204,
  }),
  listRequests: endpoint({
    method: 'GET',
    path: 'profile/:id/friend-request/',
    auth: 'required',
    tag: 'friends',
    summary: 'The caller’s pending friend requests, received (default) or sent',
    params: IdParamsSchema,
    query: FriendRequestListQuerySchema,
    response: pageOf(FriendRequestSchema),
  }),
  sendRequest: endpoint({
    method: 'POST',
    path: 'profile/:id/friend-request/',
    auth: 'required',
    tag: 'friends',
    summary: 'Ask user `id` to be friends; if they had asked first, this accepts',
    params: IdParamsSchema,
    response: FriendRequestOutcomeSchema,
    status: 201,
  }),
  acceptRequest: endpoint({
    method: 'POST',
    path: 'profile/:id/friend-request/:requestId/accept/',
    auth: 'required',
    tag: 'friends',
    summary: 'Accept a friend request made to the caller',
    params: FriendRequestParamsSchema,
    response: FriendSchema,
  }),
  deleteRequest: endpoint({
    method: 'DELETE',
    path: 'profile/:id/friend-request/:requestId/',
    auth: 'required',
    tag: 'friends',
    summary: 'Decline a request made to the caller, or withdraw one the caller made',
    params: FriendRequestParamsSchema,
    response: z.null(),
    status: 204,
  }),
  bannedList: endpoint({
    method: 'GET',
    path: 'profile/banned_list/',
    auth: 'required',
    tag: 'friends',
    summary: 'Users the caller has blocked, newest first (per_page 10 unless given)',
    query: PageQuerySchema,
    response: pageOf(BlockSchema),
  }),
  banUser: endpoint({
    method: 'POST',
    path: 'profile/ban-user/',
    auth: 'required',
    tag: 'friends',
    summary:
      'Block a user: ends the friendship and pending requests both ways; blocking again answers the same block',
    query: BannedUserQuerySchema,
    response: BlockSchema,
    status: 201,
  }),
  unbanUser: endpoint({
    method: 'PATCH',
    path: 'profile/unbun-user/',
    auth: 'required',
    tag: 'friends',
    summary: 'Unblock a user (the path is spelled as in the spec)',
    query: BannedUserQuerySchema,
    response: MessageSchema,
  }),
} as const;
