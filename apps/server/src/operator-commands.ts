// What `npm run operator` does: make a user an operator (the finance role) or the first admin
// (staff_roles) or take it back, ban them from withdrawals, tournaments, quick matches or chat and
// lift it (user_bans), and keep the pool of CS2 servers real matches are hosted on. Administration
// outside the API on purpose: only an admin (made here) grants roles over HTTP, and is audited.
// Like seeding, it writes the tables directly.
import { SERVERS, type Server } from '@clutch/contract/tournament-options';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import type { StaffRole } from '@clutch/contract/operator';
import { users } from './modules/auth/auth.tables.js';
import { grantRole, lockStaffRoles, revokeRole } from './modules/auth/staff-roles.service.js';
import { BAN_KINDS, userBans, type BanKind } from './modules/auth/user-bans.tables.js';
import {
  cs2ServersRepository,
  type Cs2ServerListing,
} from './modules/matches/hosting/cs2-servers.repository.js';
import type { DbOrTx } from './platform/db/database.js';
import type { SecretBox } from './platform/secret-box.js';

export const OPERATOR_USAGE = `Usage: npm run operator -- <command> …
  grant <email>                      make the user an operator: the finance role (reviews large withdrawals)
  revoke <email>                     take the finance role back
  grant-admin <email>                make the user an admin of the console (grants the other roles)
  revoke-admin <email>               take the admin role back
  ban <email> <kind> [until|forever] [--reason "…"]
                                     ban from withdrawal, tournament, quick_match or chat, for good
                                     or until an ISO time (2026-12-31T00:00:00Z); the user sees the reason
  unban <email> <kind>               end every active ban of that kind (the record stays)
  ban-withdrawals <email> [until]    the same as ban <email> withdrawal [until]
  unban-withdrawals <email>          the same as unban <email> withdrawal
  cs2-server add --name <name> --host <host> --port <port> --region <usa|europe|cis> --password <rcon password>
                                     add a CS2 server with MatchZy to the pool (the password is stored encrypted)
  cs2-server list                    list the pool (never the passwords)
  cs2-server drain <name>            take no new match on the server; the one it hosts plays on
  cs2-server activate <name>         take matches again (after a drain, or once a server benched
                                     as unhealthy answers again)
  cs2-server remove <name> [--force] remove a server; --force even while it hosts a match`;

/** A mistake in the command line or an unknown user: the message is for the operator. */
export class OperatorError extends Error {}

/** A change profile/me shows: the CLI announces it, so running servers drop cached profiles. */
export interface ProfileChange {
  userId: number;
  /** The user's new version: the running servers' profile/me caches drop older answers. */
  version: number;
}

export interface OperatorResult {
  message: string;
  /** Set by the commands that change a user's profile; null for the CS2 server pool. */
  profile: ProfileChange | null;
}

export interface OperatorContext {
  now?: Date;
  /** Seals RCON passwords (platform/secret-box.ts); `cs2-server add` needs it. */
  secrets?: SecretBox;
}

/** Marks a change profile/me shows, so live pushes and caches see a new version. */
async function bumpVersion(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.version });
  return row?.version ?? 0;
}

async function userByEmail(db: DbOrTx, email: string | undefined) {
  if (!email) throw new OperatorError(OPERATOR_USAGE);
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!row) throw new OperatorError(`No user has the e-mail address ${email}.`);
  return row;
}

function parseUntil(text: string | undefined, now: Date): Date | null {
  if (text === undefined) return null;
  const until = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(until.getTime()))
    throw new OperatorError(`"${text}" is not an ISO time such as 2026-12-31T00:00:00Z.`);
  if (until <= now) throw new OperatorError(`${until.toISOString()} has already passed.`);
  return until;
}

/**
 * `grant`/`revoke` keep their old meaning (an operator who reviews large withdrawals) as the finance
 * role; `grant-admin` makes an admin, who grants every other role in the console (operator/staff/).
 */
async function setRole(db: DbOrTx, email: string | undefined, role: StaffRole, isGranted: boolean) {
  const user = await userByEmail(db, email);
  await lockStaffRoles(db);
  const changed = isGranted
    ? await grantRole(db, user.id, role, null)
    : await revokeRole(db, user.id, role);
  const what = role === 'finance' ? 'an operator' : `an ${role}`;
  const message = isGranted
    ? `${user.username} ${changed ? 'is now' : 'already was'} ${what}.`
    : `${user.username} ${changed ? 'is no longer' : 'was not'} ${what}.`;
  return { user, message };
}

/** What each kind stops, as the operator's confirmations word it. */
const BAN_ACTION: Readonly<Record<BanKind, { banned: string; lifted: string; none: string }>> = {
  withdrawal: { banned: 'may not withdraw', lifted: 'may withdraw again', none: 'withdrawal' },
  tournament: {
    banned: 'may not take part in tournaments',
    lifted: 'may take part in tournaments again',
    none: 'tournament',
  },
  quick_match: {
    banned: 'may not play quick matches',
    lifted: 'may play quick matches again',
    none: 'quick-match',
  },
  chat: { banned: 'may not chat', lifted: 'may chat again', none: 'chat' },
};

function parseKind(text: string | undefined): BanKind {
  const kind = BAN_KINDS.find((known) => known === text);
  if (!kind)
    throw new OperatorError(
      `${text === undefined ? 'A ban needs a kind' : `"${text}" is not a ban kind`}: use ${BAN_KINDS.join(', ')}.`,
    );
  return kind;
}

interface BanOrder {
  kind: BanKind;
  until: Date | null;
  reason: string | null;
}

async function ban(db: DbOrTx, email: string | undefined, order: BanOrder) {
  const user = await userByEmail(db, email);
  await db.insert(userBans).values({ userId: user.id, ...order });
  const end = order.until ? `until ${order.until.toISOString()}` : 'for good';
  return { user, message: `${user.username} ${BAN_ACTION[order.kind].banned} ${end}.` };
}

/** Ends active bans rather than deleting them, so the record of the ban stays. */
async function unban(db: DbOrTx, email: string | undefined, kind: BanKind, now: Date) {
  const user = await userByEmail(db, email);
  const ended = await db
    .update(userBans)
    .set({ until: now })
    .where(
      and(
        eq(userBans.userId, user.id),
        eq(userBans.kind, kind),
        or(isNull(userBans.until), gt(userBans.until, now)),
      ),
    )
    .returning({ id: userBans.id });
  const message =
    ended.length > 0
      ? `${user.username} ${BAN_ACTION[kind].lifted}.`
      : `${user.username} had no ${BAN_ACTION[kind].none} ban.`;
  return { user, message };
}

/** `ban <email> <kind> [until|forever] [--reason "…"]`. */
function banOrder(args: readonly string[], now: Date): { email: string | undefined } & BanOrder {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { reason: { type: 'string' } },
    });
  } catch {
    throw new OperatorError(OPERATOR_USAGE);
  }
  const [email, kind, end, ...rest] = parsed.positionals;
  if (rest.length > 0) throw new OperatorError(OPERATOR_USAGE);
  const reason = parsed.values.reason?.trim() ?? '';
  if (reason.length > 500) throw new OperatorError('A reason is at most 500 characters.');
  return {
    email,
    kind: parseKind(kind),
    until: end === 'forever' ? null : parseUntil(end, now),
    reason: reason === '' ? null : reason,
  };
}

const REGION_ALIASES: Readonly<Record<string, Server>> = { eu: 'europe', us: 'usa' };
const SERVER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;
const HOST = /^[A-Za-z0-9.:[\]-]{1,255}$/;

function cs2Options(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        name: { type: 'string' },
        host: { type: 'string' },
        port: { type: 'string' },
        region: { type: 'string' },
        password: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    });
  } catch {
    throw new OperatorError(OPERATOR_USAGE);
  }
}

function parseRegion(text: string): Server {
  const region = REGION_ALIASES[text] ?? SERVERS.find((server) => server === text);
  if (!region) throw new OperatorError(`"${text}" is not a region: use usa, europe or cis.`);
  return region;
}

function formatTable(servers: readonly Cs2ServerListing[]): string {
  if (servers.length === 0) return 'No CS2 servers yet: add one with `cs2-server add`.';
  const header = [
    'NAME',
    'REGION',
    'ADDRESS',
    'STATUS',
    'ALLOCATED TO',
    'LAST HEALTH',
    'LAST ERROR',
  ];
  const rows = servers.map((s) => [
    s.name,
    s.region,
    `${s.host}:${String(s.port)}`,
    s.status,
    s.allocatedTo ?? '-',
    s.lastHealthAt?.toISOString() ?? '-',
    s.lastError ?? '-',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `cs2-server add|list|drain|remove …`: the pool real CS2 matches are hosted on. */
async function cs2Server(
  db: DbOrTx,
  args: readonly string[],
  context: OperatorContext,
): Promise<string> {
  const { values, positionals } = cs2Options(args);
  const [subcommand, name, ...rest] = positionals;
  const flags = (allowed: readonly string[]) => {
    const given = Object.keys(values).filter((key) => key !== 'force' || values.force);
    if (rest.length > 0 || given.some((key) => !allowed.includes(key)))
      throw new OperatorError(OPERATOR_USAGE);
  };
  switch (subcommand) {
    case 'add': {
      flags(['name', 'host', 'port', 'region', 'password']);
      if (name !== undefined) throw new OperatorError(OPERATOR_USAGE);
      const { host, port, region, password } = values;
      if (!values.name || !host || !port || !region || !password)
        throw new OperatorError(
          `${OPERATOR_USAGE}\n\nadd needs --name, --host, --port, --region and --password.`,
        );
      if (!SERVER_NAME.test(values.name))
        throw new OperatorError(
          `"${values.name}" is not a server name: up to 60 letters, digits, dots, dashes or underscores.`,
        );
      if (!HOST.test(host)) throw new OperatorError(`"${host}" is not a host name or IP address.`);
      const portNumber = Number(port);
      if (!/^\d{1,5}$/.test(port) || portNumber < 1 || portNumber > 65535)
        throw new OperatorError(`"${port}" is not a port: use a number from 1 to 65535.`);
      if (!context.secrets)
        throw new Error('cs2-server add needs the secret box to seal passwords');
      const added = await cs2ServersRepository.add(db, {
        name: values.name,
        host,
        port: portNumber,
        region: parseRegion(region),
        rconPasswordEncrypted: context.secrets.seal(password),
      });
      if (!added) throw new OperatorError(`A CS2 server is already named ${values.name}.`);
      return `Added CS2 server ${added.name} (${added.host}:${String(added.port)}, ${added.region}).`;
    }
    case 'list':
      flags([]);
      if (name !== undefined) throw new OperatorError(OPERATOR_USAGE);
      return formatTable(await cs2ServersRepository.list(db));
    case 'drain': {
      flags([]);
      if (name === undefined) throw new OperatorError(OPERATOR_USAGE);
      const drained = await cs2ServersRepository.drain(db, name);
      if (!drained) throw new OperatorError(`No CS2 server is named ${name}.`);
      const hosting = drained.allocatedTo ? `; ${drained.allocatedTo} plays on` : '';
      return `${name} is draining: it takes no new match${hosting}.`;
    }
    case 'activate': {
      flags([]);
      if (name === undefined) throw new OperatorError(OPERATOR_USAGE);
      const active = await cs2ServersRepository.activate(db, name);
      if (!active) throw new OperatorError(`No CS2 server is named ${name}.`);
      return `${name} is active: it takes new matches.`;
    }
    case 'remove': {
      flags(['force']);
      if (name === undefined) throw new OperatorError(OPERATOR_USAGE);
      const outcome = await cs2ServersRepository.remove(db, name, { force: values.force });
      if (outcome === 'missing') throw new OperatorError(`No CS2 server is named ${name}.`);
      if (outcome === 'allocated')
        throw new OperatorError(
          `${name} is hosting a match: drain it and remove it once the match ends, or use --force.`,
        );
      return `Removed CS2 server ${name}.`;
    }
    default:
      throw new OperatorError(OPERATOR_USAGE);
  }
}

export async function runOperator(
  db: DbOrTx,
  args: readonly string[],
  context: OperatorContext = {},
): Promise<OperatorResult> {
  const now = context.now ?? new Date();
  if (args[0] === 'cs2-server')
    return { message: await cs2Server(db, args.slice(1), context), profile: null };
  const [command, email, extra, ...rest] = args;
  const arity = (most: number) => {
    if ([email, extra, ...rest].filter((a) => a !== undefined).length > most)
      throw new OperatorError(OPERATOR_USAGE);
  };
  let outcome;
  switch (command) {
    case 'grant':
    case 'revoke':
      arity(1);
      outcome = await setRole(db, email, 'finance', command === 'grant');
      break;
    case 'grant-admin':
    case 'revoke-admin':
      arity(1);
      outcome = await setRole(db, email, 'admin', command === 'grant-admin');
      break;
    case 'ban': {
      const order = banOrder(args.slice(1), now);
      outcome = await ban(db, order.email, order);
      break;
    }
    case 'unban':
      arity(2);
      outcome = await unban(db, email, parseKind(extra), now);
      break;
    case 'ban-withdrawals':
      arity(2);
      outcome = await ban(db, email, {
        kind: 'withdrawal',
        until: parseUntil(extra, now),
        reason: null,
      });
      break;
    case 'unban-withdrawals':
      arity(1);
      outcome = await unban(db, email, 'withdrawal', now);
      break;
    default:
      throw new OperatorError(OPERATOR_USAGE);
  }
  const version = await bumpVersion(db, outcome.user.id);
  return { message: outcome.message, profile: { userId: outcome.user.id, version } };
}
