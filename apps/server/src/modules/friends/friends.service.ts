// Friend requests, friendships and the block list. Rules: no request to yourself, no duplicate, none
// between users where either has blocked the other; asking someone who already asked you accepts;
// blocking ends the friendship and every pending request between the two.
import type { Block, Friend, FriendRequest } from '@clutch/contract/friends';
import type { Db } from '../../platform/db/database.js';
import { requireSelf } from '../../platform/http/auth-guard.js';
import { localizedError, type LocalizedMessage } from '../../platform/http/localized-errors.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import type { FriendsEvent } from './friends.events.js';
import { friendsMessage } from './friends-messages.js';
import {
  friendsRepository as repo,
  type BlockRow,
  type FriendRow,
  type RequestRow,
} from './friends.repository.js';
import { toUserBrief } from '../../platform/http/user-brief.js';

const toFriend = (row: FriendRow): Friend => ({
  id: row.id,
  friend: toUserBrief(row.friend),
  created: row.createdAt.toISOString(),
});
const toRequest = (row: RequestRow): FriendRequest => ({
  id: row.id,
  from_user: toUserBrief(row.fromUser),
  to_user: toUserBrief(row.toUser),
  created: row.createdAt.toISOString(),
});
const toBlock = (row: BlockRow): Block => ({
  id: row.id,
  banned_user: toUserBrief(row.blocked),
  created: row.createdAt.toISOString(),
});

const pageOfRows = <R, T>(found: Counted<R>, map: (row: R) => T): Counted<T> => ({
  count: found.count,
  results: found.results.map(map),
});

export type FriendRequestOutcome =
  | { status: 'requested'; request: FriendRequest; friend: null }
  | { status: 'friends'; request: null; friend: Friend };

export function createFriendsService(deps: { db: Db; bus: EventPublisher<FriendsEvent> }) {
  const { db, bus } = deps;

  async function requireUser(id: number): Promise<void> {
    const found = await repo.briefs(db, [id]);
    if (!found.has(id)) throw localizedError('not_found', friendsMessage('user_not_found'));
  }

  async function friendOf(userId: number, friendId: number): Promise<Friend> {
    const row = await repo.findFriendship(db, userId, friendId);
    if (!row) throw localizedError('not_found', friendsMessage('not_found'));
    return toFriend(row);
  }

  /** Under the pair lock: a new request, or the friendship when the target had asked first. */
  function requestOrAccept(callerId: number, targetId: number) {
    return db.transaction(async (tx) => {
      await repo.lockPair(tx, callerId, targetId);
      if (await repo.isBlockedEitherWay(tx, callerId, targetId))
        throw localizedError('permission_denied', friendsMessage('request_blocked'));
      if (await repo.findFriendship(tx, callerId, targetId))
        throw localizedError('bad_request', friendsMessage('already_friends'));
      const theirs = await repo.findRequestBetween(tx, targetId, callerId);
      if (theirs) {
        await repo.deleteRequest(tx, theirs.id);
        await repo.insertFriendship(tx, callerId, targetId);
        return { kind: 'accepted', requestId: theirs.id } as const;
      }
      if (await repo.findRequestBetween(tx, callerId, targetId))
        throw localizedError('bad_request', friendsMessage('request_already_sent'));
      return { kind: 'sent', sent: await repo.insertRequest(tx, callerId, targetId) } as const;
    });
  }

  const announceChange = (a: number, b: number) =>
    bus.publish({ type: 'FriendsChanged', userIds: [a, b] });

  return {
    async listFriends(userId: number, window: PageWindow): Promise<Counted<Friend>> {
      await requireUser(userId);
      return pageOfRows(await repo.listFriends(db, userId, window), toFriend);
    },

    async listRequests(
      callerId: number,
      ownerId: number,
      direction: 'received' | 'sent',
      window: PageWindow,
    ): Promise<Counted<FriendRequest>> {
      requireSelf(callerId, ownerId);
      return pageOfRows(await repo.listRequests(db, callerId, direction, window), toRequest);
    },

    async sendRequest(callerId: number, targetId: number): Promise<FriendRequestOutcome> {
      if (callerId === targetId)
        throw localizedError('bad_request', friendsMessage('request_to_self'));
      await requireUser(targetId);
      const result = await requestOrAccept(callerId, targetId);
      if (result.kind === 'accepted') {
        await bus.publish({
          type: 'FriendRequestAccepted',
          requestId: result.requestId,
          fromUserId: targetId,
          toUserId: callerId,
        });
        await announceChange(callerId, targetId);
        return { status: 'friends', request: null, friend: await friendOf(callerId, targetId) };
      }
      const { sent } = result;
      await bus.publish({
        type: 'FriendRequestSent',
        requestId: sent.id,
        fromUserId: callerId,
        toUserId: targetId,
      });
      await announceChange(callerId, targetId);
      const briefs = await repo.briefs(db, [callerId, targetId]);
      const from = briefs.get(callerId);
      const to = briefs.get(targetId);
      if (!from || !to) throw localizedError('not_found', friendsMessage('user_not_found'));
      return {
        status: 'requested',
        request: toRequest({ id: sent.id, createdAt: sent.createdAt, fromUser: from, toUser: to }),
        friend: null,
      };
    },

    async acceptRequest(callerId: number, ownerId: number, requestId: number): Promise<Friend> {
      requireSelf(callerId, ownerId);
      const request = await repo.findRequest(db, requestId);
      if (!request || (request.toUserId !== callerId && request.fromUserId !== callerId))
        throw localizedError('not_found', friendsMessage('request_not_found'));
      if (request.toUserId !== callerId)
        throw localizedError('permission_denied', friendsMessage('only_asked_accepts'));
      const fromUserId = request.fromUserId;
      const accepted = await db.transaction(async (tx) => {
        await repo.lockPair(tx, callerId, fromUserId);
        // Withdrawn, declined or cleared by a block while this waited for the lock.
        if (!(await repo.deleteRequest(tx, requestId))) return false;
        await repo.insertFriendship(tx, callerId, fromUserId);
        return true;
      });
      if (!accepted) throw localizedError('not_found', friendsMessage('request_not_found'));
      await bus.publish({
        type: 'FriendRequestAccepted',
        requestId,
        fromUserId,
        toUserId: callerId,
      });
      await announceChange(callerId, fromUserId);
      return friendOf(callerId, fromUserId);
    },

    /** Declines a request made to the caller, or withdraws one the caller made. */
    async deleteRequest(callerId: number, ownerId: number, requestId: number): Promise<void> {
      requireSelf(callerId, ownerId);
      const request = await repo.findRequest(db, requestId);
      if (!request || (request.toUserId !== callerId && request.fromUserId !== callerId))
        throw localizedError('not_found', friendsMessage('request_not_found'));
      if (await repo.deleteRequest(db, requestId))
        await announceChange(request.fromUserId, request.toUserId);
    },

    async unfriend(callerId: number, ownerId: number, friendId: number): Promise<void> {
      requireSelf(callerId, ownerId);
      if (!(await repo.deleteFriendship(db, callerId, friendId)))
        throw localizedError('not_found', friendsMessage('not_friends'));
      await announceChange(callerId, friendId);
    },

    async listBlocked(callerId: number, window: PageWindow): Promise<Counted<Block>> {
      return pageOfRows(await repo.listBlocks(db, callerId, window), toBlock);
    },

    /** Blocking twice answers the existing block. */
    async block(callerId: number, targetId: number): Promise<Block> {
      if (callerId === targetId) throw localizedError('bad_request', friendsMessage('block_self'));
      await requireUser(targetId);
      await db.transaction(async (tx) => {
        await repo.lockPair(tx, callerId, targetId);
        await repo.insertBlock(tx, callerId, targetId);
        await repo.deleteFriendship(tx, callerId, targetId);
        await repo.deleteRequestsBetween(tx, callerId, targetId);
      });
      await announceChange(callerId, targetId);
      const row = await repo.findBlock(db, callerId, targetId);
      if (!row) throw localizedError('not_found', friendsMessage('user_not_found'));
      return toBlock(row);
    },

    async unblock(callerId: number, targetId: number): Promise<{ message: LocalizedMessage }> {
      await repo.deleteBlock(db, callerId, targetId);
      await announceChange(callerId, targetId);
      return { message: friendsMessage('unblocked') };
    },

    /** For other modules: messages, invites and reactions between these two are refused. */
    isBlockedEitherWay: (a: number, b: number): Promise<boolean> =>
      repo.isBlockedEitherWay(db, a, b),
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
