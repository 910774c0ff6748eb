// E2 ssrf-image-url: every field where a client gives a web address (the image addresses of the
// avatar, team logo, jar, banner and chat avatar; the banner's link) gets the plan's canary
// addresses, all aimed at a loopback canary; then everything that shows them is read (profiles,
// lists, the operator's user view). The server must fetch nothing (0 canary hits), and links must
// refuse non-web schemes. Other private ranges are only ever tried in-process, against the
// validators (the contract's link schemas and the store's own-address check), never on the wire.
import { BannerWriteSchema } from '@clutch/contract/banners';
import { StreamLinkSchema } from '@clutch/contract/tournament-matches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../apps/server/src/platform/storage/storage.js';
import { api, signUp, type ApiAnswer, type Player } from '../src/api-client.js';
import { createTeam, field, suffix } from '../src/e-fixtures.js';
import { canaryUrls, schemeOf, startCanary, type Canary } from '../src/e2-canary.js';
import { figure, ofTotal } from '../src/figures.js';
import { createGroupChat } from '../src/group-chat.js';
import { startSuiteServer, type SuiteServer } from '../src/suite-server.js';

let server: SuiteServer;
let canary: Canary;
let owner: Player;
let admin: Player;
let teamId = 0;
let groupId = 0;

beforeAll(async () => {
  canary = await startCanary();
  server = await startSuiteServer();
  [owner, admin] = await Promise.all([
    signUp(server.origin, 'e2owner'),
    signUp(server.origin, 'e2admin'),
  ]);
  await server.operator(['grant-admin', admin.email]);
  teamId = await createTeam(server.origin, owner, `E2 team ${suffix()}`);
  groupId = (await createGroupChat(server.origin, owner, { name: 'E2 group' })).id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await canary?.close();
});

interface UrlField {
  name: string;
  /** Image addresses must be ours; a link may be any web address but nothing else. */
  kind: 'image' | 'link';
  send(url: string): Promise<ApiAnswer>;
}

function urlFields(): UrlField[] {
  const token = owner.tokens.access;
  const json = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    api(server.origin, path, { method, token, body });
  return [
    {
      name: 'profile avatar',
      kind: 'image',
      send: (url) => json('PATCH', '/api/profile/me/', { avatar: url }),
    },
    {
      name: 'team logo',
      kind: 'image',
      send: (url) => json('PATCH', `/api/team/${String(teamId)}/`, { avatar: url }),
    },
    {
      name: 'jar image',
      kind: 'image',
      send: (url) =>
        json('POST', '/api/profile/jars/', {
          title: `E2 jar ${suffix()}`,
          is_unlimited: true,
          image: url,
        }),
    },
    {
      name: 'banner image',
      kind: 'image',
      send: (url) => json('POST', '/api/profile/banners/', { name: 'E2 banner', image: url }),
    },
    {
      name: 'chat avatar',
      kind: 'image',
      send: (url) => json('PATCH', `/api/messanger/group/${String(groupId)}/`, { avatar_url: url }),
    },
    {
      name: 'banner link',
      kind: 'link',
      send: async (url) => {
        // A banner needs an image of ours: one uploaded first, so only the link is on trial.
        const image = await uploadedImage();
        return json('POST', '/api/profile/banners/', { name: 'E2 link', image, link: url });
      },
    },
  ];
}

/** A 1×1 PNG uploaded through the API: an image address the server does accept. */
let ourImage: string | null = null;
async function uploadedImage(): Promise<string> {
  if (ourImage) return ourImage;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'one.png');
  const response = await fetch(`${server.origin}/api/profile/upload-image/`, {
    method: 'POST',
    headers: { authorization: `Token ${owner.tokens.access}` },
    body: form,
  });
  const body: unknown = await response.json();
  const url = field(body, 'url');
  if (response.status !== 201 || typeof url !== 'string')
    throw new Error(`upload: ${String(response.status)} ${JSON.stringify(body)}`);
  ourImage = url;
  return url;
}

const WEB = new Set(['http', 'https']);

describe('E2 ssrf-image-url', () => {
  it('fetches no client-given address and refuses non-web schemes in every URL field', async () => {
    const urls = canaryUrls(canary);
    const refusedPerScheme = new Map<string, [number, number]>();
    let tried = 0;
    let wrong = 0;
    for (const target of urlFields()) {
      let refused = 0;
      for (const [label, url] of urls) {
        const answer = await target.send(url);
        tried += 1;
        const scheme = schemeOf(url);
        const isRefused = answer.status === 400;
        const [r, t] = refusedPerScheme.get(scheme) ?? [0, 0];
        refusedPerScheme.set(scheme, [r + (isRefused ? 1 : 0), t + 1]);
        if (isRefused) refused += 1;
        // Image fields take only our own uploads; a link takes any web address, and nothing else.
        const expected = target.kind === 'image' || !WEB.has(scheme) ? 400 : 201;
        if (answer.status !== expected) {
          wrong += 1;
          figure(
            'E2',
            `${target.name} ${label} answered`,
            `${String(answer.status)} (expected ${String(expected)}) ${JSON.stringify(answer.body).slice(0, 160)}`,
          );
        }
      }
      figure(
        'E2',
        `${target.name} (${target.kind}) canary URLs refused`,
        ofTotal(refused, urls.length),
      );
    }
    // Whatever could show or preview the addresses: the owner's views and the operator's.
    const token = owner.tokens.access;
    const reads = [
      await api(server.origin, '/api/profile/me/', { token }),
      await api(server.origin, `/api/profile/${String(owner.id)}/`, { token }),
      await api(server.origin, `/api/team/${String(teamId)}/`, { token }),
      await api(server.origin, `/api/profile/jars/?created_by=${String(owner.id)}`, { token }),
      await api(server.origin, `/api/profile/banners/?created_by=${String(owner.id)}`, { token }),
      await api(server.origin, '/api/messanger/get-messages-bar/', { token }),
      await api(server.origin, `/api/operator/users/${String(owner.id)}/`, {
        token: admin.tokens.access,
      }),
    ];
    figure('E2', 'views read afterwards (statuses)', reads.map((read) => read.status).join(' '));
    // A fetch the server started in the background gets a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [scheme, [r, t]] of [...refusedPerScheme].sort())
      figure('E2', `URLs refused, scheme ${scheme}`, ofTotal(r, t));
    figure(
      'E2',
      'fields tried',
      `${String(urlFields().length)} fields, ${String(tried)} submissions`,
    );
    figure('E2', 'canary hits', canary.hits.length);
    for (const hit of canary.hits.slice(0, 10)) figure('E2', 'canary hit', hit);
    figure('E2', 'answers other than expected', ofTotal(wrong, tried));
    figure(
      'E2',
      'server-side fetches of client addresses',
      'none in the code: images are uploaded as files; an image address is accepted only when it names a file the server already stores (no request is made)',
    );
    expect(canary.hits).toEqual([]);
    expect(wrong).toBe(0);
  });

  it('validator table: links take web addresses only, image addresses only our own files', () => {
    const privateRanges = [
      'http://10.0.0.1/x.png',
      'http://172.16.0.1/x.png',
      'http://192.168.1.1/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/x.png',
      'http://[fd00::1]/x.png',
    ];
    const hostile = [
      ...canaryUrls(canary).map(([, url]) => url),
      ...privateRanges,
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https:evil.example',
    ];
    const store = createLocalStorage('/nonexistent-e2-store', 'http://localhost:8000');
    const ours = `/media/images/ab/${'ab'.repeat(16)}.webp`;
    // [validator, input, accepted?]
    const rows: [string, string, boolean][] = [];
    const link = (url: string) => BannerWriteSchema.safeParse({ link: url }).success;
    const stream = (url: string) => StreamLinkSchema.safeParse({ stream_link: url }).success;
    const image = (url: string) => store.keyOf(url) !== null;
    for (const url of hostile) {
      const web = /^https?:\/\//i.test(url.trim());
      rows.push(['banner link', url, web]);
      rows.push(['stream link', url, web]);
      rows.push(['image address (store key)', url, false]);
    }
    rows.push(['image address (store key)', ours, true]);
    rows.push(['image address (store key)', `http://localhost:8000${ours}`, true]);
    rows.push(['image address (store key)', '/media/images/../../etc/passwd', false]);
    rows.push(['stream link', 'some_channel', true]);
    const check = {
      'banner link': link,
      'stream link': stream,
      'image address (store key)': image,
    };
    let correct = 0;
    for (const [validator, input, expected] of rows) {
      const actual = check[validator as keyof typeof check](input);
      if (actual === expected) correct += 1;
      else
        figure(
          'E2',
          `validator ${validator} ${JSON.stringify(input)}`,
          `accepted=${String(actual)}, expected ${String(expected)}`,
        );
    }
    figure('E2', 'validator table rows correct', ofTotal(correct, rows.length));
    figure(
      'E2',
      'private ranges',
      `${String(privateRanges.length)} tried in-process only; links to them are accepted as links (the browser follows them, the server never does), image addresses refused`,
    );
    figure(
      'E2',
      'redirects followed, fetch size and time limits, non-image bodies',
      'not applicable: the server fetches no client address',
    );
    expect(correct).toBe(rows.length);
  });
});
