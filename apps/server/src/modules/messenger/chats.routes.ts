// HTTP adapter for chats and their members (messanger/…, spelt as the spec spells it). Starting chats
// and adding people are rate-limited per account. The static paths (invite/, join/, leave/) are
// matched before messanger/:type/ by the router.
import { MAX_IMAGE_BYTES } from '@clutch/contract/media';
import {
  CHAT_BAR_PER_PAGE,
  CHAT_MEMBERS_PER_PAGE,
  messengerEndpoints as api,
} from '@clutch/contract/messenger';
import { z } from 'zod';
import type { Mount } from '../../platform/http/mount.js';
import { readMultipart } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { textIn } from '../../platform/http/request-language.js';
import type { ChatsService } from './chats.service.js';

export function registerChatRoutes(mount: Mount, chats: ChatsService): void {
  mount(api.search, ({ caller, query }) => chats.search(caller.id, query.q));
  mount(
    api.messagesBar,
    async ({ caller, query, request }) => {
      const page = pageRequest(query, CHAT_BAR_PER_PAGE);
      return pageAnswer(request, page, await chats.messagesBar(caller.id, page));
    },
    { compiledResponse: true },
  );
  mount(api.getChat, ({ caller, query }) => chats.getChat(caller.id, query));
  // The body is one of three shapes chosen by :type, which the union cannot see: a body matching
  // none would be refused without naming a field. The service parses it by :type instead.
  const createChat = {
    ...api.createChat,
    body: api.createChat.body.or(z.record(z.string(), z.unknown())),
  };
  mount(createChat, ({ caller, params, body }) => chats.createChat(caller.id, params.type, body), {
    preHandler: [mount.limits.perAccount('messenger-create-chat', undefined, 'allow')],
  });
  mount(api.addChatUsers, ({ caller, body }) => chats.addChatUsers(caller.id, body), {
    preHandler: [mount.limits.perAccount('messenger-add-users', undefined, 'allow')],
  });
  mount(api.leave, async ({ caller, body, request }) => {
    const answer = await chats.leave(caller.id, body);
    return { detail: textIn(request, answer.detail) };
  });
  mount(api.join, ({ caller, body }) => chats.join(caller.id, body));
  // A multipart request has no parsed body: the body schema must let it through (the form's fields
  // are checked by readMultipart with the same schema).
  const edit = { ...api.edit, body: api.edit.body.nullish() };
  mount(edit, async ({ caller, params, body, request }) => {
    const address = { receiver_content_type: params.chatType, receiver_object_id: params.id };
    if (!request.isMultipart()) return chats.edit(caller.id, address, body ?? {});
    const form = await readMultipart(request, api.edit.multipart, MAX_IMAGE_BYTES);
    // The spec's client sends the picture as `avatar_url`; `avatar` is the plain name for it.
    const file = form.files['avatar'] ?? form.files['avatar_url'];
    return chats.edit(caller.id, address, form.fields, file?.data);
  });
  mount(api.joinByInvite, ({ caller, query }) => chats.joinByInvite(caller.id, query.invite_token));
  mount(api.regenerateInvite, ({ caller, params }) => chats.regenerateInvite(caller.id, params.id));
  mount(
    api.members,
    async ({ caller, query, request }) => {
      const page = pageRequest(query, CHAT_MEMBERS_PER_PAGE);
      return pageAnswer(request, page, await chats.members(caller.id, query, page));
    },
    { compiledResponse: true },
  );
  mount(api.banMember, ({ caller, body }) => chats.banMember(caller.id, body));
  mount(api.unbanMember, ({ caller, body }) => chats.unbanMember(caller.id, body));
  mount(api.changeRole, ({ caller, body }) => chats.changeRole(caller.id, body));
  mount(api.removeMember, async ({ caller, body, request }) => {
    const answer = await chats.removeMember(caller.id, body);
    return { detail: textIn(request, answer.detail) };
  });
}
