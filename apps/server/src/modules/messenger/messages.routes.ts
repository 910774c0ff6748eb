// HTTP adapter of messages: a multipart send becomes fields and file bytes here; pages become seq
// windows in the service. Sending is limited per user (CHAT_SEND_LIMIT per 10 seconds, then 429).
import {
  CHAT_MAX_FILES_PER_MESSAGE,
  CHAT_MESSAGES_PER_PAGE,
  FILE_TOO_LARGE_MESSAGE,
  messengerEndpoints as api,
  type CreateMessageFieldsSchema,
} from '@clutch/contract/messenger';
import type { z } from 'zod';
import { localizedError } from '../../platform/http/localized-errors.js';
import type { Mount } from '../../platform/http/mount.js';
import { readMultipartFiles } from '../../platform/http/multipart.js';
import { pageAnswer, pageRequest } from '../../platform/http/pagination.js';
import { MAX_UPLOAD_READ_BYTES, UPLOAD_FIELD } from './chat-files.js';
import type { MessagesService, SendInput } from './messages.service.js';
import { messengerMessage } from './messenger-messages.js';

const SEND_WINDOW_MS = 10_000;

const sendInput = (fields: z.output<typeof CreateMessageFieldsSchema>): SendInput => ({
  address: {
    receiver_content_type: fields.receiver_content_type,
    receiver_object_id: fields.receiver_object_id,
  },
  sender: fields.sender,
  text: fields.content_text,
  txnId: fields.txn_id,
});

export function registerMessageRoutes(
  mount: Mount,
  messages: MessagesService,
  options: { sendsPer10s: number },
): void {
  mount(
    api.createMessage,
    async ({ caller, body, request }) => {
      if (request.isMultipart()) {
        const form = await readMultipartFiles(
          request,
          api.createMessage.multipart,
          MAX_UPLOAD_READ_BYTES,
          {
            repeatable: [UPLOAD_FIELD],
            maxFiles: CHAT_MAX_FILES_PER_MESSAGE,
            tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
          },
        );
        const files = form.files[UPLOAD_FIELD] ?? [];
        return (await messages.send(caller.id, sendInput(form.fields), files)).message;
      }
      if (!body) throw localizedError('bad_request', messengerMessage('send_as_json_or_multipart'));
      return (await messages.send(caller.id, sendInput(body))).message;
    },
    {
      compiledResponse: true,
      preHandler: [
        mount.limits.perAccount(
          'chat-send',
          {
            max: options.sendsPer10s,
            windowMs: SEND_WINDOW_MS,
          },
          'allow',
        ),
      ],
    },
  );
  mount(
    api.messages,
    async ({ caller, query, request }) => {
      const page = pageRequest(query, CHAT_MESSAGES_PER_PAGE);
      return pageAnswer(request, page, await messages.page(caller.id, query, page));
    },
    { compiledResponse: true },
  );
  mount(api.missed, ({ caller, query }) => messages.missed(caller.id, query, query.after_id), {
    compiledResponse: true,
  });
  mount(api.addReaction, ({ caller, body }) =>
    messages.react(caller.id, body.message_id, body.type),
  );
  mount(api.deleteReaction, ({ caller, body }) => messages.react(caller.id, body.message_id, null));
  mount(api.markRead, ({ caller, body }) =>
    messages.markRead(caller.id, {
      address: body,
      messageId: body.message ?? body.last_read_message_id,
    }),
  );
}
