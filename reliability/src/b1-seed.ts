// B1's owner data, made through the API the way a player makes it: owner A's friend requests,
// team with an invite and a join request, paid order, transfer, jar and donation, tournament,
// quick-match lobby, private group with a message, post, report, payment settings and a running
// tournament match. Each id is kept under a key the expectations table names (b1-expectations.ts).
import { randomBytes } from 'node:crypto';
import { CrystalPackSchema, PaymentLinkSchema } from '@clutch/contract/wallet';
import { api, expectStatus, signUp, type ApiAnswer, type Player } from './api-client.js';
import { runningMatchOf } from './b1-match.js';
import { solidPng } from './b1-png.js';

export type SeedKey =
  | 'owner'
  | 'friendTarget'
  | 'friendRequest'
  | 'friend'
  | 'team'
  | 'teamInvite'
  | 'joinRequest'
  | 'pack'
  | 'order'
  | 'orderToken'
  | 'jar'
  | 'teamJar'
  | 'tournament'
  | 'lobby'
  | 'group'
  | 'message'
  | 'post'
  | 'report'
  | 'calendarFeed'
  | 'calendarFeedGuess'
  | 'match'
  | 'attachment'
  | 'attachmentGuess'
  | 'banner';

export interface Seed {
  owner: Player;
  /** A third player: the target of A's friend request, team invite, transfer and report. */
  third: Player;
  /** A friend of A (the `friendId` of the unfriend route); asked to join A's team. */
  friend: Player;
  ids: Partial<Record<SeedKey, number | string>>;
  /** Unique text only A's private data carries (payment settings, group name and message, report). */
  marker: string;
  /** What could not be made, with the answer, for the figures. */
  missing: string[];
}

const idOf = (answer: ApiAnswer): number | undefined => {
  const body = answer.body;
  // A friend request answers {status, request: {id, ...}, friend}.
  if (typeof body === 'object' && body !== null && 'request' in body)
    return idOf({ ...answer, body: body.request });
  if (typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number')
    return body.id;
  return undefined;
};

/** `databaseUrl`: the child's database, straight, to start A's tournament match now. */
export async function seedOwnerData(origin: string, databaseUrl: string): Promise<Seed> {
  // Letters only: the payment-settings name fields take letters, and the search is exact.
  const marker = `Bmark${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'q')}`;
  const [owner, third, friend] = await Promise.all([
    signUp(origin, 'b1owner'),
    signUp(origin, 'b1third'),
    signUp(origin, 'b1friend'),
  ]);
  const seed: Seed = { owner, third, friend, ids: { owner: owner.id }, marker, missing: [] };
  const as = (player: Player) => player.tokens.access;
  const tryCall = async (
    key: SeedKey | null,
    path: string,
    method: 'GET' | 'POST' | 'PATCH',
    token: string,
    body?: unknown,
  ) => {
    const answer = await api(origin, `/api/${path}`, { method, token, body });
    if (answer.status >= 300)
      seed.missing.push(
        `${key ?? path}: ${String(answer.status)} ${JSON.stringify(answer.body).slice(0, 160)}`,
      );
    else if (key) {
      const id = idOf(answer);
      if (id !== undefined) seed.ids[key] = id;
    }
    return answer;
  };

  seed.ids.friendTarget = third.id;
  seed.ids.friend = friend.id;
  await tryCall('friendRequest', `profile/${String(third.id)}/friend-request/`, 'POST', as(owner));
  await tryCall(null, `profile/${String(friend.id)}/friend-request/`, 'POST', as(owner));
  await tryCall(null, `profile/${String(owner.id)}/friend-request/`, 'POST', as(friend));
  await tryCall(null, `profile/${String(owner.id)}/payment-settings/`, 'PATCH', as(owner), {
    first_name: marker,
    street: `${marker} street 1`,
  });

  await tryCall('team', 'team/', 'POST', as(owner), {
    name: `B1 ${randomBytes(3).toString('hex')}`,
  });
  const team = String(seed.ids.team ?? 0);
  await tryCall(
    'teamInvite',
    `team/${team}/invite/?user_id=${String(third.id)}`,
    'POST',
    as(owner),
  );
  await tryCall('joinRequest', `team/${team}/friend-request/`, 'POST', as(friend));
  await tryCall('teamJar', `team/${team}/jars/edit/`, 'POST', as(owner), {
    jar: { title: 'B1 team jar', is_unlimited: true },
  });

  await seedMoney(origin, seed);
  await tryCall('jar', 'profile/jars/', 'POST', as(owner), {
    title: 'B1 jar',
    description: 'B1 jar description',
    is_unlimited: true,
  });
  await tryCall(null, `profile/jar/${String(seed.ids.jar ?? 0)}/donation/`, 'POST', as(owner), {
    amount: 1,
  });
  await tryCall(null, `profile/${String(third.id)}/transactions/`, 'POST', as(owner), {
    amount: 1,
  });

  await tryCall('tournament', 'tournaments/?game=1', 'POST', as(owner), tournamentForm());
  // A lobby of real crystals needs a linked Steam account: A opens a demo one, then goes back.
  await tryCall(null, 'profile/me/', 'PATCH', as(owner), { is_demo: true });
  await tryCall('lobby', 'quickmatch/?game=1', 'POST', as(owner), { name: 'B1 lobby' });
  await tryCall(null, 'profile/me/', 'PATCH', as(owner), { is_demo: false });
  const image = await uploadImage(origin, as(owner));
  if (image)
    await tryCall('banner', 'profile/banners/', 'POST', as(owner), {
      name: 'B1 banner',
      image,
      // Others see a banner only when allow_show: A's stays private.
      allow_show: false,
    });
  else seed.missing.push('banner: the image upload failed');
  await tryCall('group', 'messanger/group/', 'POST', as(owner), {
    name: `${marker} group`,
    private: true,
  });
  await tryCall('message', 'messanger/create-message/', 'POST', as(owner), {
    receiver_content_type: 'group',
    receiver_object_id: seed.ids.group ?? 0,
    content_text: `private ${marker} message`,
  });
  await seedAttachment(origin, seed);
  await tryCall('post', 'profile/create-post/', 'POST', as(owner), { content: 'B1 public post' });
  await tryCall('report', 'reports/', 'POST', as(owner), {
    title: 'B1 report',
    description: `${marker} report`,
    reason: 1,
    reported_to: third.id,
  });
  const match = await runningMatchOf(origin, databaseUrl, friend, [owner, third]);
  if (typeof match === 'number') seed.ids.match = match;
  else seed.missing.push(`match: ${match}`);
  const feed = await tryCall(null, 'events_calendar/feed/', 'GET', as(owner));
  const feedUrl =
    typeof feed.body === 'object' && feed.body !== null && 'url' in feed.body
      ? String(feed.body.url)
      : '';
  const file = /\/feed\/([^/?]+)$/.exec(feedUrl)?.[1];
  // The feed's address is a capability (a signed token, as calendar apps subscribe without
  // signing in): a stranger can only guess one for A.
  seed.ids.calendarFeedGuess = `${String(owner.id)}.1.${'A'.repeat(32)}.ics`;
  if (file) seed.ids.calendarFeed = file;
  else seed.missing.push(`calendarFeed: no file in ${JSON.stringify(feed.body).slice(0, 160)}`);
  return seed;
}

/**
 * A file A sends into the private group: its /media/ address is served without signing in, so it
 * is a capability; the stranger can only guess another one of the same shape.
 */
async function seedAttachment(origin: string, seed: Seed): Promise<void> {
  const form = new FormData();
  form.append('receiver_content_type', 'group');
  form.append('receiver_object_id', String(seed.ids.group ?? 0));
  form.append('content_text', 'attachment');
  form.append(
    'upload_files',
    new Blob([`private ${seed.marker} file`], { type: 'text/plain' }),
    'b1.txt',
  );
  const response = await fetch(`${origin}/api/messanger/create-message/`, {
    method: 'POST',
    headers: { authorization: `Token ${seed.owner.tokens.access}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const file = /"file":"([^"]+)"/.exec(text)?.[1];
  if (!response.ok || !file) {
    seed.missing.push(`attachment: ${String(response.status)} ${text.slice(0, 160)}`);
    return;
  }
  const path = new URL(file, origin).pathname;
  seed.ids.attachment = path;
  seed.ids.attachmentGuess = path.replace(/[0-9a-f]{32}/, randomBytes(16).toString('hex'));
}

/** An uploaded image's URL (multipart part `file`), or null when the upload is refused. */
async function uploadImage(origin: string, token: string): Promise<string | null> {
  const form = new FormData();
  form.append('file', new Blob([solidPng(60, 20)], { type: 'image/png' }), 'b1.png');
  const response = await fetch(`${origin}/api/profile/upload-image/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body: unknown = await response.json().catch(() => null);
  return response.ok && typeof body === 'object' && body !== null && 'url' in body
    ? String(body.url)
    : null;
}

/** A's paid sandbox order (its id and checkout token), as funding.ts buys a pack. */
async function seedMoney(origin: string, seed: Seed): Promise<void> {
  const token = seed.owner.tokens.access;
  const packs = CrystalPackSchema.array().parse(
    expectStatus('packs', await api(origin, '/api/wallet/', { token }), 200).body,
  );
  const pack = [...packs].sort((a, b) => a.crystals - b.crystals)[0];
  if (!pack) throw new Error('the server offers no crystal packs');
  seed.ids.pack = pack.id;
  const { link } = PaymentLinkSchema.parse(
    expectStatus(
      'sandbox link',
      await api(origin, `/api/wallet/${String(pack.id)}/sandbox/`, { token }),
      200,
    ).body,
  );
  const url = new URL(link);
  const order = /\/wallet\/checkout\/(\d+)$/.exec(url.pathname)?.[1] ?? '';
  seed.ids.order = Number(order);
  seed.ids.orderToken = url.searchParams.get('token') ?? '';
  const paid = await api(origin, `/api/wallet/checkout/${order}/`, {
    method: 'POST',
    token,
    body: { token: seed.ids.orderToken, action: 'pay' },
  });
  if (paid.status >= 300)
    throw new Error(`sandbox checkout: ${String(paid.status)} ${JSON.stringify(paid.body)}`);
}

/** The smallest valid tournament form (as the server tests' `tournamentForm`). */
function tournamentForm(): Record<string, unknown> {
  return {
    translations: {
      en: { name: 'B1 Cup', description: 'B1' },
      ua: { name: 'B1 Кубок', description: '' },
      cn: { name: 'B1 杯', description: '' },
    },
    grid: 3,
    start_time: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    freeze_time: 30,
  };
}
