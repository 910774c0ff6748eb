// The demo's own instance of the app, on the same database, that the seed plays the demo's history
// through: every row is written by the API a person uses. Its tournament minute lasts 20 ms, so a
// tournament created a few seconds ahead starts, and its freeze passes, while the seed runs.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppEvent } from './app-events.js';
import { buildApp, type App } from './app.js';
import type { Config } from './platform/config.js';
import type { Mailer } from './platform/mail/mailer.js';
import { createMemoryBus } from './platform/realtime/bus.js';

/** What the seed writes into: the running app and the configuration it was built with. */
export interface SeedTarget extends App {
  config: Config;
}

export interface SeedUser {
  id: number;
  email: string;
  username: string;
  headers: { authorization: string };
}

/** How long one of a tournament's minutes lasts in the demo's history (freeze_time, rounds). */
export const HISTORY_MINUTE_MS = 20;

/** The history app's mail: nobody else reads it, and the seed opens the confirmation links. */
export interface SeedMailbox {
  /** The token of the last confirmation link mailed to `email`. */
  confirmTokenOf(email: string): string | undefined;
}

function seedMailer(): Mailer & SeedMailbox {
  const tokens = new Map<string, string>();
  return {
    kind: 'log',
    send(mail) {
      const token = /\/email\/confirm\/(\S+)/.exec(mail.text)?.[1];
      if (token !== undefined) tokens.set(mail.to, token);
      return Promise.resolve();
    },
    close: () => undefined,
    confirmTokenOf: (email) => tokens.get(email),
  };
}

export interface HistoryApp {
  history: App;
  mailbox: SeedMailbox;
}

export async function openHistoryApp(target: SeedTarget): Promise<HistoryApp> {
  const mailer = seedMailer();
  const history = await buildApp({
    config: { ...target.config, TOURNAMENT_MINUTE: HISTORY_MINUTE_MS },
    database: target.database,
    bus: createMemoryBus<AppEvent>(() => undefined),
    mailer,
    // Its tokens are for its own requests only.
    jwtSecret: randomBytes(32).toString('hex'),
    logger: false,
  });
  return { history, mailbox: mailer };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the history app's API as `as`; answers the parsed body, throws on anything but 2xx. */
export function seedCaller(history: App) {
  return async function call(
    method: Method,
    url: string,
    as: SeedUser | null,
    payload?: object,
  ): Promise<unknown> {
    const res = await history.app.inject({
      method,
      url: `/api/${url}`,
      headers: as ? as.headers : {},
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode < 200 || res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${String(res.statusCode)} ${res.body}`);
    if (res.body === '') return null;
    const parsed: unknown = JSON.parse(res.body);
    return parsed;
  };
}

export type SeedCall = ReturnType<typeof seedCaller>;

export const IdOnlySchema = z.object({ id: z.number().int() });

/** Calls and answers the id of what the call made. */
export async function idOf(pending: Promise<unknown>): Promise<number> {
  return IdOnlySchema.parse(await pending).id;
}
