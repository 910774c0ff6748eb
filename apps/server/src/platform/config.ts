// Every setting the server reads, validated once at boot; a bad value stops the start with a message
// naming the variable. README's settings table mirrors this file.
import { z } from 'zod';

const DurationSchema = z
  .string()
  .trim()
  .regex(/^\d+\s*(ms|s|m|h|d)?$/, 'use a number with an optional unit: ms, s, m, h or d')
  .transform((text) => parseDuration(text))
  // A zero TTL expires every token at once and a zero poll interval spins on the database.
  .refine((ms) => ms > 0, 'must be longer than zero');

const UNIT_MS: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A bare number is seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(text.trim());
  const factor = UNIT_MS[match?.[2] ?? 's'];
  if (!match || factor === undefined) throw new Error(`not a duration: ${text}`);
  return Number(match[1]) * factor;
}

const optionalUrl = z.url().optional();
/** Crystals as written in the environment ("12.5"), kept as minor units (1250). */
const crystals = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'use crystals with at most two decimals, e.g. 1000 or 12.5')
  .transform((text) => Math.round(Number(text) * 100));
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // Worker processes serving the one port (node:cluster): a number, or `auto` for one per core.
    // Unset it is 1, so tests and tools that start main.js get one process; `npm start` passes
    // `auto`. The embedded database allows one worker only (platform/cluster/worker-count.ts).
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d{0,3})$/, 'use a whole number of workers (1 or more) or auto')
      .transform((text) => (text === 'auto' ? text : Number(text)))
      .default(1),
    // A statement the server cancels after this; the client gives up half a second later.
    DATABASE_STATEMENT_TIMEOUT: DurationSchema.default(4_000),
    // Connecting, or waiting for a free connection of the pool, is given up after this.
    DATABASE_CONNECT_TIMEOUT: DurationSchema.default(2_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Seals game servers' RCON passwords at rest (AES-256-GCM); unset: generated in DATA_DIR.
    GAME_SERVER_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: DurationSchema.default(300_000),
    REFRESH_TOKEN_TTL: DurationSchema.default(86_400_000),
    REFRESH_REUSE_GRACE: DurationSchema.default(10_000),
    EMAIL_TOKEN_TTL: DurationSchema.default(172_800_000),
    RESET_TOKEN_TTL: DurationSchema.default(3_600_000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Clutch <no-reply@clutch.local>'),
    STEAM_OPENID_URL: z.url().default('https://steamcommunity.com/openid/login'),
    STEAM_API_KEY: z.string().optional(),
    STEAM_API_URL: z.url().default('https://api.steampowered.com'),
    TWITCH_CLIENT_ID: z.string().optional(),
    TWITCH_CLIENT_SECRET: z.string().optional(),
    TWITCH_AUTH_URL: z.url().default('https://id.twitch.tv/oauth2'),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    // Accounts made admins of the operator console once their e-mail is confirmed (comma-separated);
    // `npm run operator -- grant-admin <email>` does the same by hand.
    OPERATOR_ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: flag.default(false),
    WEB_DIST: z.string().optional(),
    SEED_DEMO: flag.optional(),
    JOB_POLL_INTERVAL: DurationSchema.default(1000),
    TEAM_VOTE_DURATION: DurationSchema.default(86_400_000),
    // Tournaments: the share of entry and watcher fees kept as revenue (two decimals at most),
    // and how long the demo simulator takes to play a started match.
    TOURNAMENT_PLATFORM_FEE_PERCENT: z.coerce
      .number()
      .min(0)
      .max(100)
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'use at most two decimals',
      )
      .default(5),
    TOURNAMENT_SIMULATOR_DELAY: DurationSchema.default(60_000),
    // How long one minute of freeze_time and match_duration lasts: a journey runs a whole
    // tournament in seconds with 1s; anything but the default is for tests and demos.
    TOURNAMENT_MINUTE: DurationSchema.default(60_000),
    // Quick matches: how long a ready check and a pick-and-ban turn last, and how many matches the
    // demo simulator hosts at once (what timed lobbies book periods against).
    QUICKMATCH_READY_CHECK: DurationSchema.default(30_000),
    QUICKMATCH_VETO_TURN: DurationSchema.default(30_000),
    QUICKMATCH_SIMULATOR_CAPACITY: z.coerce.number().int().min(1).max(10_000).default(4),
    // Real matches (CS2 servers with MatchZy, Dota 2 lobby bots). The address game servers reach
    // the platform at (the MatchZy config download and its event posts); unset: PUBLIC_URL.
    GAME_SERVER_CALLBACK_URL: optionalUrl,
    // A JSON file of CS2 servers ([{name, host, port, region, password}]) added to the pool at
    // start when their names are not in it yet.
    CS2_SERVERS_FILE: z.string().optional(),
    // RCON deadlines, how often a live CS2 match's server is polled, and how many failed polls in
    // a row end the match as server_error.
    RCON_CONNECT_TIMEOUT: DurationSchema.default(3_000),
    RCON_COMMAND_TIMEOUT: DurationSchema.default(5_000),
    CS2_POLL_INTERVAL: DurationSchema.default(20_000),
    CS2_DEAD_AFTER_MISSES: z.coerce.number().int().min(1).max(100).default(3),
    // How long the signed MatchZy config URL stays valid.
    CS2_CONFIG_URL_TTL: DurationSchema.default(600_000),
    // Dota 2 bots: the shared secret a bot worker presents (`Authorization: Bot <secret>`; unset:
    // no bot can connect), and how long a bot may be away before its lobby moves or is postponed.
    BOT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    BOT_RECONNECT_GRACE: DurationSchema.default(60_000),
    // Who hosts real tournament matches: the platform's CS2 servers and Dota 2 bots, or `manual`
    // lobbies the players make themselves (results from their reports), for events without hosts.
    TOURNAMENT_HOSTS: z.enum(['platform', 'manual']).default('platform'),
    // How far a match is moved when no host is free or its host failed.
    MATCH_POSTPONE_DELAY: DurationSchema.default(900_000),
    // Wallet. Crystal amounts are in crystals (two decimals at most), prices in US dollars.
    DEMO_STARTING_CRYSTALS: crystals.prefault('1000'),
    CRYSTAL_PRICE_USD: z.coerce.number().positive().max(1000).default(0.01),
    CUSTOM_PURCHASE_MIN: z.coerce.number().int().min(1).default(100),
    CUSTOM_PURCHASE_MAX: z.coerce.number().int().min(1).default(100_000),
    USD_COURSE: z
      .string()
      .regex(
        /^([A-Z]{3}:\d+(\.\d+)?)(,[A-Z]{3}:\d+(\.\d+)?)*$/,
        'use CODE:rate pairs, e.g. UAH:41.5,CNY:7.2',
      )
      .default('UAH:41.5,CNY:7.2,EUR:0.92')
      .transform((text) =>
        Object.fromEntries(
          text.split(',').map((pair) => [pair.slice(0, 3), Number(pair.slice(4))]),
        ),
      ),
    PAYMENTS_SANDBOX: flag.default(true),
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    CRYPTO_API_KEY: z.string().optional(),
    CRYPTO_IPN_SECRET: z.string().optional(),
    CRYPTO_API_URL: z.url().default('https://api.nowpayments.io'),
    WEBHOOK_TOLERANCE: DurationSchema.default(300_000),
    WITHDRAW_MIN: crystals.prefault('10'),
    WITHDRAW_MAX: crystals.prefault('10000'),
    WITHDRAW_DAILY_MAX: crystals.prefault('20000'),
    WITHDRAW_APPROVAL_ABOVE: crystals.prefault('1000'),
    WITHDRAW_PAYOUT_DELAY: z
      .string()
      .trim()
      .regex(/^\d+\s*(ms|s|m|h|d)?$/, 'use a number with an optional unit: ms, s, m, h or d')
      .transform((text) => parseDuration(text))
      .default(0),
    // Messages one user may send per 10 seconds, in all chats (a 429 beyond).
    CHAT_SEND_LIMIT: z.coerce.number().int().min(1).default(20),
    // How often live sockets are pinged; a socket that missed the previous ping is ended.
    WS_HEARTBEAT: DurationSchema.default(30_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .transform((c) => ({
    ...c,
    // Unset, browser redirects go back to the address the request came to (see browserOrigin),
    // and links that leave the browser (mails, feeds, providers) use this localhost default.
    HAS_PUBLIC_URL: c.PUBLIC_URL !== undefined,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${String(c.PORT)}`).replace(/\/+$/, ''),
    GAME_SERVER_CALLBACK_URL: (
      c.GAME_SERVER_CALLBACK_URL ??
      c.PUBLIC_URL ??
      `http://localhost:${String(c.PORT)}`
    ).replace(/\/+$/, ''),
  }));

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError listing every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Blank counts as unset: `PORT= ` would otherwise coerce to 0, a random port.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
