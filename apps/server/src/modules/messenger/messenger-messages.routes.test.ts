// The messenger's own refusals come back in the language of the request, English without one.
import { messengerEndpoints as api } from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import { acceptLanguage, testClient } from '../../../test/client.js';
import { createUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { createChat } from '../../../test/messenger.js';

const t = useTestApp();
const client = testClient(t);

describe('messenger messages in the language of the request', () => {
  it.each([
    ['uk', 'Ви не учасник цього чату.'],
    ['zh-CN', '你不是此聊天的成员。'],
    ['none', 'You are not a member of this chat.'],
  ])('words a stranger writing to a group for Accept-Language %s', async (language, text) => {
    const [admin, stranger] = [await createUser(t), await createUser(t)];
    const group = await createChat(t, 'group', [admin]);
    const res = await client.call(api.createMessage, {
      as: stranger,
      body: { ...group.address(stranger), content_text: 'hello' },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ detail: text });
  });

  it.each([
    ['uk', 'Напишіть повідомлення або прикріпіть файл.'],
    ['zh-CN', '请输入消息或添加附件。'],
    ['none', 'Write a message or attach a file.'],
  ])('words an empty message for Accept-Language %s', async (language, text) => {
    const admin = await createUser(t);
    const group = await createChat(t, 'group', [admin]);
    const res = await client.call(api.createMessage, {
      as: admin,
      body: { ...group.address(admin), content_text: '   ' },
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ content_text: [text] });
  });

  it('answers a missing chat in Chinese', async () => {
    const res = await client.call(api.createMessage, {
      as: await createUser(t),
      body: { receiver_content_type: 'group', receiver_object_id: 999_999, content_text: 'hi' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: '未找到该聊天。' });
  });

  it.each([
    ['uk', 'Ви вийшли з чату.'],
    ['zh-CN', '您已退出聊天。'],
    ['none', 'You left the chat.'],
  ])('answers leaving a group for Accept-Language %s in that language', async (language, text) => {
    const [admin, member] = [await createUser(t), await createUser(t)];
    const group = await createChat(t, 'group', [admin, member]);
    const res = await client.call(api.leave, {
      as: member,
      body: group.address(member),
      headers: acceptLanguage(language),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: text });
  });
});
