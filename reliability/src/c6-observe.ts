// What C6 reads straight from the child's database to hold against its model: account balances by
// key, the tournament holds per user, negative accounts, who took places 1 to 3, and the prize
// ledger entries of a tournament's settlement. One connection, kept open for the whole file.
import pg from 'pg';

export const userKey = (id: number) => `real:user:${String(id)}`;
export const jarKey = (id: number) => `real:jar:${String(id)}`;
export const escrowKey = (id: number) => `real:escrow:tournament:${String(id)}`;

export interface PrizeEntry {
  userId: number;
  /** Ledger entries crediting the user in the tournament's settlement transactions. */
  entries: number;
  amount: number;
}

export interface Observer {
  balances(keys: readonly string[]): Promise<Map<string, number>>;
  /** Entry fees and prize pools held (status held), by user. */
  tournamentHolds(userIds: readonly number[]): Promise<Map<number, number>>;
  /** Holds made for the tournament (fees, pool) still held. */
  heldFor(tournamentId: number): Promise<number>;
  /** User, hold, jar and escrow accounts below zero, anywhere. */
  negativeAccounts(): Promise<number>;
  /** Users on places 1, 2, 3 (null: nobody took it). */
  podium(tournamentId: number): Promise<[number | null, number | null, number | null]>;
  /** Settlement transactions of the tournament (there must be at most one). */
  settlements(tournamentId: number): Promise<number>;
  prizeEntries(tournamentId: number): Promise<PrizeEntry[]>;
  /** Σ the settlements of these tournaments paid to the platform's revenue. */
  prizeRevenue(tournamentIds: readonly number[]): Promise<number>;
  close(): Promise<void>;
}

export async function openObserver(databaseUrl: string): Promise<Observer> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = async (text: string, values: unknown[]) =>
    (await client.query<Record<string, unknown>>(text, values)).rows;
  const settlementRef = (id: number) => `tournament:${String(id)}:settlement`;
  return {
    async balances(keys) {
      const found = await rows(
        `select key, balance::bigint as balance from wallet_accounts where key = any($1::text[])`,
        [keys],
      );
      const map = new Map<string, number>(keys.map((key) => [key, 0]));
      for (const row of found) map.set(String(row['key']), Number(row['balance']));
      return map;
    },
    async tournamentHolds(userIds) {
      const found = await rows(
        `select user_id, sum(amount)::bigint as held from wallet_holds
         where status = 'held' and book = 'real' and user_id = any($1::int[])
           and purpose in ('tournament_entry', 'tournament_prize_pool')
         group by user_id`,
        [userIds],
      );
      const map = new Map<number, number>(userIds.map((id) => [id, 0]));
      for (const row of found) map.set(Number(row['user_id']), Number(row['held']));
      return map;
    },
    async heldFor(tournamentId) {
      const [row] = await rows(
        `select count(*)::int as n from wallet_holds where reference = $1 and status = 'held'`,
        [`tournament:${String(tournamentId)}`],
      );
      return Number(row?.['n'] ?? 0);
    },
    async negativeAccounts() {
      const [row] = await rows(
        `select count(*)::int as n from wallet_accounts
         where kind in ('user', 'hold', 'jar', 'escrow') and balance < 0`,
        [],
      );
      return Number(row?.['n'] ?? 0);
    },
    async podium(tournamentId) {
      const found = await rows(
        `select user_id, place from tournament_participants
         where tournament_id = $1 and place is not null`,
        [tournamentId],
      );
      const at = (place: number) => {
        const row = found.find((r) => Number(r['place']) === place);
        return row ? Number(row['user_id']) : null;
      };
      return [at(1), at(2), at(3)];
    },
    async settlements(tournamentId) {
      const [row] = await rows(
        `select count(*)::int as n from wallet_transactions
         where kind = 'tournament_prizes' and reference = $1`,
        [settlementRef(tournamentId)],
      );
      return Number(row?.['n'] ?? 0);
    },
    async prizeEntries(tournamentId) {
      const found = await rows(
        `select a.owner_id as user_id, count(*)::int as entries, sum(e.amount)::bigint as amount
         from wallet_transactions t
         join wallet_entries e on e.transaction_id = t.id
         join wallet_accounts a on a.id = e.account_id
         where t.kind = 'tournament_prizes' and t.reference = $1 and a.kind = 'user'
         group by a.owner_id`,
        [settlementRef(tournamentId)],
      );
      return found.map((row) => ({
        userId: Number(row['user_id']),
        entries: Number(row['entries']),
        amount: Number(row['amount']),
      }));
    },
    async prizeRevenue(tournamentIds) {
      const [row] = await rows(
        `select coalesce(sum(e.amount), 0)::bigint as amount
         from wallet_transactions t
         join wallet_entries e on e.transaction_id = t.id
         join wallet_accounts a on a.id = e.account_id
         where t.kind = 'tournament_prizes' and a.kind = 'revenue'
           and t.reference = any($1::text[])`,
        [tournamentIds.map(settlementRef)],
      );
      return Number(row?.['amount'] ?? 0);
    },
    close: () => client.end(),
  };
}
