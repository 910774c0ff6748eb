// C6's wallet and jar commands: buy (a custom purchase paid at the sandbox provider), P2P transfer,
// give a transfer back (our refund of a transfer), withdraw, make a jar, donate, and break a jar
// (our "jar withdraw": the whole jar to its owner).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { buyCrystals, moneyCall } from './c-money.js';
import { at, makeCommand, other, type C6Command } from './c6-command.js';
import { PAYOUT_DETAILS, TRON_ADDRESS } from './c-suite.js';

/** What a withdrawal needs on file besides the balance (set for every model user beforehand). */
export const PAYMENT_SETTINGS = PAYOUT_DETAILS;
/** TRC20's network fee: a withdrawal must be above it. */
const TRC20_FEE = 100;
const MAX_JARS = 3;

const idOf = (body: unknown) => z.object({ id: z.number().int() }).parse(body).id;

const buy = fc
  .record({ user: fc.nat(), crystals: fc.integer({ min: 1, max: 15 }) })
  .map(({ user, crystals }) =>
    makeCommand(`buy(user#${String(user)}, ${String(crystals)})`, {
      name: 'buy',
      async act(model, real) {
        const index = user % model.users.length;
        const player = at(model.users, index).player;
        // Throws unless the purchase and the sandbox checkout both went through.
        await buyCrystals(real.origin, player, crystals);
        return {
          reply: { status: 201, text: '', body: null },
          expected: true,
          touched: [index],
          apply() {
            at(model.users, index).balance += crystals * 100;
            model.bought += crystals * 100;
          },
        };
      },
    }),
  );

const transfer = fc
  .record({ from: fc.nat(), to: fc.nat(), crystals: fc.integer({ min: 1, max: 12 }) })
  .map(({ from, to, crystals }) =>
    makeCommand(`transfer(user#${String(from)} → #${String(to)}, ${String(crystals)})`, {
      name: 'P2P transfer',
      async act(model, real) {
        const n = model.users.length;
        const a = from % n;
        const b = other(a, to, n);
        const sender = at(model.users, a);
        const recipient = at(model.users, b);
        const amount = crystals * 100;
        const reply = await moneyCall(
          real.origin,
          `/api/profile/${String(recipient.player.id)}/transactions/`,
          { token: sender.player.tokens.access, body: { amount: crystals }, key: randomUUID() },
        );
        return {
          reply,
          expected: sender.balance >= amount,
          touched: [a, b],
          apply() {
            sender.balance -= amount;
            recipient.balance += amount;
            model.transfers.push({ id: idOf(reply.body), from: a, to: b, amount, returned: false });
          },
        };
      },
    }),
  );

const giveBack = fc.nat().map((pick) =>
  makeCommand(`give a transfer back(#${String(pick)})`, {
    name: 'refund (give a transfer back)',
    check: (model) => model.transfers.length > 0,
    async act(model, real) {
      const sent = at(model.transfers, pick);
      const recipient = at(model.users, sent.to);
      const reply = await moneyCall(real.origin, '/api/profile/return-transaction/', {
        token: recipient.player.tokens.access,
        body: { transaction_id: sent.id },
        key: randomUUID(),
      });
      return {
        reply,
        expected: !sent.returned && recipient.balance >= sent.amount,
        touched: [sent.from, sent.to],
        apply() {
          recipient.balance -= sent.amount;
          at(model.users, sent.from).balance += sent.amount;
          sent.returned = true;
        },
      };
    },
  }),
);

const withdraw = fc
  .record({ user: fc.nat(), crystals: fc.integer({ min: 2, max: 8 }) })
  .map(({ user, crystals }) =>
    makeCommand(`withdraw(user#${String(user)}, ${String(crystals)})`, {
      name: 'withdraw',
      async act(model, real) {
        const index = user % model.users.length;
        const account = at(model.users, index);
        const amount = crystals * 100;
        const reply = await moneyCall(real.origin, '/api/wallet/withdraw/', {
          token: account.player.tokens.access,
          body: { amount: crystals, network: 'TRC20', address: TRON_ADDRESS },
          key: randomUUID(),
        });
        return {
          reply,
          expected: account.balance >= amount && amount > TRC20_FEE,
          touched: [index],
          apply() {
            account.balance -= amount;
            // The provider gets amount − fee, the fee goes to revenue: both leave the users.
            model.withdrawn += amount;
          },
        };
      },
    }),
  );

export const createJarCommand = fc.nat().map((owner) =>
  makeCommand(`make a jar(user#${String(owner)})`, {
    name: 'make a jar',
    check: (model) => model.jars.length < MAX_JARS,
    async act(model, real) {
      const index = owner % model.users.length;
      const reply = await moneyCall(real.origin, '/api/profile/jars/', {
        token: at(model.users, index).player.tokens.access,
        body: { title: 'C6 jar', is_unlimited: true },
      });
      return {
        reply,
        expected: true,
        touched: [],
        apply() {
          model.jars.push({ id: idOf(reply.body), owner: index, amount: 0, broken: false });
        },
      };
    },
  }),
);

const donate = fc
  .record({ donor: fc.nat(), jar: fc.nat(), crystals: fc.integer({ min: 1, max: 5 }) })
  .map(({ donor, jar, crystals }) =>
    makeCommand(`donate(user#${String(donor)} → jar#${String(jar)}, ${String(crystals)})`, {
      name: 'donate',
      check: (model) => model.jars.length > 0,
      async act(model, real) {
        const index = donor % model.users.length;
        const giver = at(model.users, index);
        const target = at(model.jars, jar);
        const amount = crystals * 100;
        const reply = await moneyCall(
          real.origin,
          `/api/profile/jar/${String(target.id)}/donation/`,
          { token: giver.player.tokens.access, body: { amount: crystals }, key: randomUUID() },
        );
        return {
          reply,
          expected: !target.broken && giver.balance >= amount,
          touched: [index],
          apply() {
            giver.balance -= amount;
            target.amount += amount;
          },
        };
      },
    }),
  );

const breakJar = fc.nat().map((jar) =>
  makeCommand(`break a jar(jar#${String(jar)})`, {
    name: 'jar withdraw (break the jar)',
    check: (model) => model.jars.length > 0,
    async act(model, real) {
      const target = at(model.jars, jar);
      const owner = at(model.users, target.owner);
      const reply = await moneyCall(real.origin, `/api/profile/jar/${String(target.id)}/break/`, {
        token: owner.player.tokens.access,
        body: {},
        key: randomUUID(),
      });
      return {
        reply,
        expected: !target.broken,
        touched: [target.owner],
        apply() {
          owner.balance += target.amount;
          target.amount = 0;
          target.broken = true;
        },
      };
    },
  }),
);

export const moneyCommands: fc.Arbitrary<C6Command>[] = [
  buy,
  transfer,
  transfer,
  giveBack,
  withdraw,
  createJarCommand,
  donate,
  donate,
  breakJar,
];
