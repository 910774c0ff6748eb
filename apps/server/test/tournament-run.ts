// Helpers for tests that run tournaments: registrations written straight to the tables (with the
// fee held the way registration holds it), the start job run now, and a match played by reports.
import { tournamentMatchesEndpoints } from '@clutch/contract/tournament-matches';
import { sql } from 'drizzle-orm';
import {
  tournamentParticipants,
  tournamentRoster,
} from '../src/modules/tournaments/tournament-participants.tables.js';
import { testClient } from './client.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { tournamentApi } from './tournaments.js';

const reference = (id: number) => `tournament:${String(id)}`;

export interface Entry {
  tournamentId: number;
  /** The player (1_1) or the team's leader (5_5), who pays the fee. */
  by: TestUser;
  feeCrystals?: number;
  isDemo?: boolean;
  level?: number;
  /** A 5_5 entry: the team and its players' locked prize percentages. */
  team?: { id: number; shares: { userId: number; percentage: number }[] };
}

/** Registers as T3's registration does: the fee held, the participant and its roster written. */
export async function enter(t: TestApp, entry: Entry): Promise<number> {
  const amount = Math.round((entry.feeCrystals ?? 0) * 100);
  return t.ledger.run(async (tx, touched) => {
    const hold =
      amount > 0
        ? await t.ledger.hold(
            tx,
            {
              userId: entry.by.id,
              book: entry.isDemo ? 'demo' : 'real',
              amount,
              purpose: 'tournament_entry_fee',
              reference: reference(entry.tournamentId),
            },
            touched,
          )
        : null;
    const [row] = await tx
      .insert(tournamentParticipants)
      .values({
        tournamentId: entry.tournamentId,
        kind: 'player',
        userId: entry.team ? null : entry.by.id,
        teamId: entry.team?.id ?? null,
        registeredBy: entry.by.id,
        level: entry.level ?? 1,
        feeHoldId: hold?.id ?? null,
      })
      .returning({ id: tournamentParticipants.id });
    if (!row) throw new Error('participant not inserted');
    const shares = entry.team?.shares ?? [{ userId: entry.by.id, percentage: 100 }];
    await tx.insert(tournamentRoster).values(
      shares.map((share) => ({
        participantId: row.id,
        tournamentId: entry.tournamentId,
        userId: share.userId,
        prizePercentage: share.percentage,
      })),
    );
    await tx.execute(
      sql`update tournaments set players_count = players_count + 1 where id = ${entry.tournamentId}`,
    );
    return row.id;
  });
}

/** Moves the start into the past and runs the start job. */
export async function startNow(t: TestApp, id: number): Promise<void> {
  await t.database.db.execute(
    sql`update tournaments set start_time = now() - interval '1 minute' where id = ${id}`,
  );
  await t.jobs.runDue(new Date(Date.now() + 400 * 86_400_000));
}

/** Lets every match of the tournament start now (their round times are in the future). */
export const matchesDue = (t: TestApp, id: number) =>
  t.database.db.execute(
    sql`update tournament_matches set start_time = now() - interval '1 minute' where tournament_id = ${id} and status <> 'finished'`,
  );

export function runApi(t: TestApp) {
  const { call } = tournamentApi(t);
  const grid = (id: number) =>
    testClient(t).ok(tournamentMatchesEndpoints.grid, { params: { id } });
  const startGame = (id: number, user: TestUser) =>
    call('GET', `tournaments/${String(id)}/startgame/`, user);
  const report = (match: number, user: TestUser, scoreA: number, scoreB: number) =>
    call('POST', `tournaments/match/${String(match)}/report/`, user, {
      score_a: scoreA,
      score_b: scoreB,
    });
  const result = (match: number, user: TestUser, scoreA: number, scoreB: number) =>
    call('POST', `tournaments/match/${String(match)}/result/`, user, {
      score_a: scoreA,
      score_b: scoreB,
    });
  const postpone = (match: number, user: TestUser, at: string) =>
    call('POST', `tournaments/postpone/${String(match)}/`, user, { new_start_time: at });
  return { call, grid, startGame, report, result, postpone };
}

/** Plays the tournament to its end with the creator setting every result (side a wins 2:1). */
export async function playToTheEndByCreator(t: TestApp, id: number, creator: TestUser) {
  const run = runApi(t);
  for (let round = 0; round < 12; round += 1) {
    await matchesDue(t, id);
    const playable = (await run.grid(id)).filter(
      (match) => (match.status === 'ready' || match.status === 'in_game') && match.side_b,
    );
    if (playable.length === 0) return;
    for (const match of playable) {
      const res = await run.result(match.id, creator, 2, 1);
      if (res.statusCode !== 200) throw new Error(`result answered ${res.body}`);
    }
  }
}
