// Account bans, one table: each kind refused on every route it concerns with a 403 naming the ban
// and its end, the other kinds' routes left open, and the refusal gone once the ban lapses or an
// operator lifts it.
import { messengerEndpoints } from '@clutch/contract/messenger';
import { profileEndpoints } from '@clutch/contract/profile';
import { quickMatchEndpoints as qm } from '@clutch/contract/quickmatch';
import { tournamentRegistrationEndpoints as registration } from '@clutch/contract/tournament-registration';
import { tournamentsEndpoints } from '@clutch/contract/tournaments';
import { walletEndpoints } from '@clutch/contract/wallet';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../test/client.js';
import { createChat } from '../../../test/messenger.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { quickMatchApi } from '../../../test/quickmatch.js';
import { createTournament, tournamentForm } from '../../../test/tournaments.js';
import { queryRows, useLedgerTestApp } from '../../../test/wallet.js';
import { TRON_ADDRESS, fillPaymentSettings } from '../../../test/withdrawals.js';
import { runOperator } from '../../operator-commands.js';
import { BAN_KINDS, userBans, type BanKind } from './user-bans.tables.js';

const t = useLedgerTestApp();
const client = testClient(t);
const lobbies = quickMatchApi(t);

/** One user able to do everything the table tries: real crystals, payment settings, Steam. */
async function anyone(): Promise<TestUser> {
  const user = await lobbies.player({ real: 500 });
  await fillPaymentSettings(t, user);
  return user;
}

/** The token of the user's invite to a tournament: it reaches them only in the notification. */
async function inviteTokenOf(user: TestUser, tournamentId: number): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const [row] = await queryRows(
        t,
        `select attributes->>'invite_token' as token from notifications
         where user_id = ${String(user.id)} and type like 'tournament_invite_%'
           and attributes->>'tournament_id' = '${String(tournamentId)}'`,
      );
      token = typeof row?.['token'] === 'string' ? row['token'] : '';
      return token.length;
    })
    .toBeGreaterThan(20);
  return token;
}

interface Route {
  kind: BanKind;
  name: string;
  /** Tries the route as `user`; answers the status and, on a refusal, the error body. */
  attempt(user: TestUser): Promise<{ status: number; detail: unknown }>;
}

const answer = (res: { status: number; ok: boolean; error: Record<string, unknown> }) => ({
  status: res.status,
  detail: res.ok ? null : res.error['detail'],
});

const ROUTES: Route[] = [
  {
    kind: 'withdrawal',
    name: 'creating a withdrawal',
    attempt: async (user) =>
      answer(
        await client.call(walletEndpoints.withdraw, {
          as: user,
          body: { amount: 20, network: 'TRC20', address: TRON_ADDRESS },
        }),
      ),
  },
  {
    kind: 'tournament',
    name: 'registering as a player',
    attempt: async (user) => {
      const { id } = await createTournament(t);
      return answer(await client.call(registration.register, { as: user, params: { id } }));
    },
  },
  {
    kind: 'tournament',
    name: 'registering as a watcher',
    attempt: async (user) => {
      const { id } = await createTournament(t);
      return answer(
        await client.call(registration.register, {
          as: user,
          params: { id },
          rawBody: { watcher: user.id },
        }),
      );
    },
  },
  {
    kind: 'tournament',
    name: 'applying to a tournament that takes applications',
    attempt: async (user) => {
      const { id } = await createTournament(t, { applications: true });
      return answer(await client.call(registration.register, { as: user, params: { id } }));
    },
  },
  {
    kind: 'tournament',
    name: 'joining by invitation',
    attempt: async (user) => {
      const { id, creator } = await createTournament(t);
      const invited = await client.call(registration.sendInvite, {
        as: creator,
        params: { id },
        rawBody: { user: user.id, user_type: 1 },
      });
      expect(invited.status).toBe(201);
      const token = await inviteTokenOf(user, id);
      return answer(
        await client.call(registration.register, { as: user, params: { id }, rawBody: { token } }),
      );
    },
  },
  {
    kind: 'tournament',
    name: 'organising a tournament',
    attempt: async (user) =>
      answer(
        await client.call(tournamentsEndpoints.create, {
          as: user,
          query: { game: 1 },
          rawBody: tournamentForm(),
        }),
      ),
  },
  {
    kind: 'quick_match',
    name: 'opening a lobby',
    attempt: async (user) =>
      answer(
        await client.call(qm.create, {
          as: user,
          query: { game: 1 },
          body: { name: 'Banned or not' },
        }),
      ),
  },
  {
    kind: 'quick_match',
    name: 'taking a seat in a lobby',
    attempt: async (user) => {
      const lobby = await lobbies.create(await lobbies.player(), { type: '5_5' });
      return answer(await client.call(qm.join, { as: user, params: { id: lobby.id }, query: {} }));
    },
  },
  {
    kind: 'chat',
    name: 'sending a message',
    attempt: async (user) => {
      const chat = await createChat(t, 'group', [await createUser(t), user]);
      return answer(
        await client.call(messengerEndpoints.createMessage, {
          as: user,
          body: { ...chat.address(user), content_text: 'hello' },
        }),
      );
    },
  },
  {
    kind: 'chat',
    name: 'creating a group',
    attempt: async (user) =>
      answer(
        await client.call(messengerEndpoints.createChat, {
          as: user,
          params: { type: 'group' },
          rawBody: { name: 'Banned or not' },
        }),
      ),
  },
];

const WHAT: Record<BanKind, string> = {
  withdrawal: 'withdrawals',
  tournament: 'tournaments',
  quick_match: 'quick matches',
  chat: 'chat',
};

/** Every module words the refusal alike: the ban's kind and its end, an ISO time or for good. */
const refusal = (kind: BanKind, until: Date | null) =>
  `Your account is banned from ${WHAT[kind]} ${until === null ? 'for good' : `until ${until.toISOString()}`}.`;

const ban = (user: TestUser, kind: BanKind, until: Date | null) =>
  t.database.db.insert(userBans).values({ userId: user.id, kind, until, reason: 'Test' });

describe('account bans on the routes they concern', () => {
  const inADay = () => new Date(Date.now() + 86_400_000);

  describe.each(ROUTES)('$kind ban: $name', (route) => {
    it.each([
      ['for good', null],
      ['until a time', inADay()],
    ])('is refused with a 403 naming the ban, %s', async (_, until) => {
      const user = await anyone();
      await ban(user, route.kind, until);
      const res = await route.attempt(user);
      expect(res.status).toBe(403);
      expect(res.detail).toBe(refusal(route.kind, until));
    });

    it('still works under every other kind of ban', async () => {
      const user = await anyone();
      for (const kind of BAN_KINDS.filter((other) => other !== route.kind))
        await ban(user, kind, null);
      const res = await route.attempt(user);
      expect(res.detail).toBeNull();
      expect(res.status).toBeLessThan(300);
    });

    it('works again once the ban has lapsed', async () => {
      const user = await anyone();
      await ban(user, route.kind, inADay());
      await t.database.db
        .update(userBans)
        .set({ until: new Date(Date.now() - 1000) })
        .where(eq(userBans.userId, user.id));
      const res = await route.attempt(user);
      expect(res.detail).toBeNull();
      expect(res.status).toBeLessThan(300);
    });

    it('works again once an operator lifted the ban', async () => {
      const user = await anyone();
      await runOperator(t.database.db, ['ban', user.email, route.kind, 'forever']);
      expect((await route.attempt(user)).status).toBe(403);
      await runOperator(t.database.db, ['unban', user.email, route.kind]);
      const res = await route.attempt(user);
      expect(res.detail).toBeNull();
      expect(res.status).toBeLessThan(300);
      const [row] = await t.database.db
        .select({ until: userBans.until })
        .from(userBans)
        .where(eq(userBans.userId, user.id));
      // Lifting ends the ban; the record of it stays.
      expect(row?.until).toBeInstanceOf(Date);
    });
  });
});

describe('account bans on profile/me', () => {
  const me = async (user: TestUser) => (await client.ok(profileEndpoints.me, { as: user })).bans;

  it('shows a timed ban with its reason until its end, then no longer, though profile/me is cached', async () => {
    const user = await createUser(t);
    const until = new Date(Date.now() + 1500);
    await ban(user, 'chat', until);
    expect((await me(user)).chat).toEqual({
      status: true,
      duration: until.toISOString(),
      reason: 'Test',
    });
    await new Promise((resolve) => setTimeout(resolve, until.getTime() - Date.now() + 50));
    expect((await me(user)).chat).toEqual({ status: false, duration: null, reason: null });
  });
});
