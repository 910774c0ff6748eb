// B3's privileged fields (each a value no honest form sends, so the database shows where one
// landed) and the judge of a database change set: which privileged cells a form changed.
import { randomBytes } from 'node:crypto';
import type { RowChange } from './b3-db-snapshot.js';

export const SENTINEL = 987_654_321;
export const SENTINEL_DATE = '2001-02-03T04:05:06.000Z';
export const SENTINEL_STEAM = '76561190000000001';

/** Every privileged field of the plan, each a value no honest form sends. */
export const privilegedFields = (victimId: number): Record<string, unknown> => ({
  role: 'admin',
  is_admin: true,
  is_staff: true,
  is_superuser: true,
  balance: SENTINEL,
  wallet_id: SENTINEL,
  steam_id: SENTINEL_STEAM,
  email: `b3-taken-${randomBytes(3).toString('hex')}@reliability.invalid`,
  email_verified: true,
  password_hash: 'x',
  owner_id: victimId,
  created_by: victimId,
  leader_id: victimId,
  prize_pool: SENTINEL,
  fee: SENTINEL,
  collected: SENTINEL,
  level: 100,
  id: SENTINEL,
  created_at: SENTINEL_DATE,
});

/** Which watched columns an honest caller can never set, per table. */
const PRIVILEGED: Record<string, readonly string[]> = {
  users: [
    'id',
    'email',
    'email_confirmed_at',
    'password_hash',
    'steam_id',
    'twitch_login',
    'is_banned',
    'is_staff',
    'level',
    'created_at',
  ],
  teams: ['id', 'leader_id', 'created_at'],
  jars: ['id', 'created_by', 'collected', 'donations_count', 'status', 'created_at'],
  tournaments: [
    'id',
    'created_by',
    'prize_pool',
    'status',
    'players_count',
    'watchers_count',
    'likes_count',
    'created_at',
  ],
  wallet_accounts: ['balance', 'owner_id'],
};
/** Tables no form of B3's may touch at all. */
const UNTOUCHABLE = new Set(['staff_roles', 'user_bans', 'wallet_entries']);

const isSentinel = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return (
    text === String(SENTINEL) ||
    text.startsWith(String(SENTINEL)) ||
    text === SENTINEL_STEAM ||
    text.startsWith('2001-02-03')
  );
};

/** Each privileged cell a change set, as `table#key.column: before → after`. */
export function violations(changes: RowChange[], callerId: number): string[] {
  const found: string[] = [];
  const note = (change: RowChange, column: string, why: string) =>
    found.push(
      `${change.table}#${change.key}.${column}: ${JSON.stringify(change.before?.[column])} → ${JSON.stringify(change.after?.[column])} (${why})`,
    );
  for (const change of changes) {
    if (UNTOUCHABLE.has(change.table)) {
      note(change, change.columns[0] ?? '?', 'a table no form may touch');
      continue;
    }
    const row = change.after;
    if (!row) continue;
    for (const column of change.columns)
      if (isSentinel(row[column])) note(change, column, 'a value only the extra fields carry');
    if (change.before) {
      for (const column of change.columns)
        if ((PRIVILEGED[change.table] ?? []).includes(column)) note(change, column, 'privileged');
      continue;
    }
    // A new row: its owner is the caller and its money starts at nothing.
    if (change.table === 'teams' && row['leader_id'] !== callerId)
      note(change, 'leader_id', 'owner');
    if (change.table === 'team_members' && row['user_id'] !== callerId)
      note(change, 'user_id', 'member');
    if (change.table === 'jars' && row['created_by'] !== callerId)
      note(change, 'created_by', 'owner');
    if (change.table === 'jars' && Number(row['collected']) !== 0)
      note(change, 'collected', 'money');
    if (change.table === 'tournaments' && row['created_by'] !== callerId)
      note(change, 'created_by', 'owner');
    if (change.table === 'tournaments' && Number(row['prize_pool']) !== 0)
      note(change, 'prize_pool', 'money');
    if (change.table === 'wallet_accounts' && Number(row['balance']) !== 0)
      note(change, 'balance', 'money');
  }
  return found;
}
