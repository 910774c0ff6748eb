// A multipart call that asks for upload progress goes through the client's `upload` transport, with
// the same headers, and its answer is read like any other; calls that do not ask use plain fetch.
import { messengerEndpoints } from '@clutch/contract/messenger';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { createTokenStore } from './auth-tokens';
import { createMemoryStorage } from './browser-storage';

const MESSAGE = {
  id: 5,
  seq: 1,
  chat_id: 2,
  sender: { id: 7, username: 'mid_king', avatar_url: null },
  receiver_content_type: 'user',
  receiver_object_id: 8,
  content_text: 'gg',
  files: [],
  timestamp: '2025-01-01T10:00:00Z',
  seen: false,
  is_system: false,
  attributes: null,
  reactions: {
    likes_count: 0,
    dislikes_count: 0,
    user_has_reacted: false,
    user_reaction_type: null,
  },
  txn_id: 't1',
};

function setup() {
  const storage = createMemoryStorage();
  storage.setItem('access', 'a1');
  const fetched: string[] = [];
  const uploaded: { url: string; auth: string | null }[] = [];
  const client = createApiClient({
    tokens: createTokenStore(() => storage),
    readLocale: () => 'en',
    onServerLocale: () => undefined,
    fetch: (url) => {
      fetched.push(url);
      return Promise.resolve(new Response(JSON.stringify(MESSAGE), { status: 201 }));
    },
    upload: (url, init, onProgress) => {
      uploaded.push({ url, auth: new Headers(init.headers).get('Authorization') });
      onProgress(0.5);
      onProgress(1);
      return Promise.resolve(new Response(JSON.stringify(MESSAGE), { status: 201 }));
    },
  });
  return { client, fetched, uploaded };
}

describe('uploads with progress', () => {
  it('send a form through the upload transport and report its progress', async () => {
    const { client, fetched, uploaded } = setup();
    const progress: number[] = [];
    const form = new FormData();
    form.append('content_text', 'gg');
    const message = await client.call(
      messengerEndpoints.createMessage,
      { form },
      { onUploadProgress: (share) => progress.push(share) },
    );
    expect(message.id).toBe(5);
    expect(progress).toEqual([0.5, 1]);
    expect(uploaded).toEqual([{ url: '/api/messanger/create-message/', auth: 'Token a1' }]);
    expect(fetched).toEqual([]);
  });

  it('use plain fetch when no progress is asked for', async () => {
    const { client, fetched, uploaded } = setup();
    const form = new FormData();
    await client.call(messengerEndpoints.createMessage, { form });
    expect(fetched).toEqual(['/api/messanger/create-message/']);
    expect(uploaded).toEqual([]);
  });
});
