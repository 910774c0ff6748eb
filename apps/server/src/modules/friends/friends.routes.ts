// HTTP adapter of the friends module.
import {
  BANNED_LIST_PER_PAGE,
  FRIEND_REQUESTS_PER_PAGE,
  FRIENDS_PER_PAGE,
  friendsEndpoints as api,
} from '@clutch/contract/friends';
import type { Mount } from '../../platform/http/mount.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { textIn } from '../../platform/http/request-language.js';
import type { FriendsService } from './friends.service.js';

export function registerFriendsRoutes(mount: Mount, friends: FriendsService): void {
  mount(api.listFriends, async ({ params, query, request }) => {
    const page = pageRequest(query, FRIENDS_PER_PAGE);
    return pageAnswer(request, page, await friends.listFriends(params.id, page));
  });
  mount(api.unfriend, async ({ caller, params }) => {
    await friends.unfriend(caller.id, params.id, params.friendId);
    return null;
  });
  mount(api.listRequests, async ({ caller, params, query, request }) => {
    const page = pageRequest(query, FRIEND_REQUESTS_PER_PAGE);
    const found = await friends.listRequests(caller.id, params.id, query.direction, page);
    return pageAnswer(request, page, found);
  });
  mount(api.sendRequest, ({ caller, params }) => friends.sendRequest(caller.id, params.id), {
    preHandler: [mount.limits.perAccount('friend-request', undefined, 'allow')],
  });
  mount(api.acceptRequest, ({ caller, params }) =>
    friends.acceptRequest(caller.id, params.id, params.requestId),
  );
  mount(api.deleteRequest, async ({ caller, params }) => {
    await friends.deleteRequest(caller.id, params.id, params.requestId);
    return null;
  });
  mount(api.bannedList, async ({ caller, query, request }) => {
    const page = pageRequest(query, BANNED_LIST_PER_PAGE);
    return pageAnswer(request, page, await friends.listBlocked(caller.id, page));
  });
  mount(api.banUser, ({ caller, query }) => friends.block(caller.id, query.banned_user));
  mount(api.unbanUser, async ({ caller, query, request }) => {
    const answer = await friends.unblock(caller.id, query.banned_user);
    return { message: textIn(request, answer.message) };
  });
}
