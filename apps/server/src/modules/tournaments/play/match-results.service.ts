// Results of bracket matches: a side's report (both agree: it stands; they differ: disputed, for the
// creator), the creator's decision, and what a result sets off: the winner advances at once, a
// semifinal's loser goes to the third-place match, and the last result finishes and pays out.
import type { Db, Tx } from '../../../platform/db/database.js';
import type { EventPublisher } from '../../../platform/realtime/bus.js';
import type { Ledger, Touched } from '../../wallet/ledger/ledger.service.js';
import { winnerOf, type Score, type Side } from '../../matches/match.js';
import { reportOutcome, type MatchReport } from '../../matches/match-report.js';
import type { RunnerFailures, RunnerResults } from '../../matches/match-runner.js';
import { advance, restoreBracket, type BracketMatch, type Placements } from './bracket.js';
import { gridMatchOf, rowOf, sameSlot, sidesOf, toBracketMatch } from './match-rows.js';
import type { MatchesEvent } from '../matches.events.js';
import { matchesRepository as repo, type MatchRow } from './matches.repository.js';
import type { PrizeJarPayouts } from '../../jars/jars.service.js';
import { settleTournament } from './settlement.tx.js';
import type { ResultSource } from '../tournament-matches.tables.js';
import {
  tournamentsRepository as tournaments,
  type TournamentRow,
} from '../core/tournaments.repository.js';
import { localizedError, type LocalizedMessage } from '../../../platform/http/localized-errors.js';
import { tournamentsMessage as say, type TournamentsMessageCode } from '../tournaments-messages.js';

export interface MatchResultsDeps {
  db: Db;
  ledger: Ledger;
  bus: EventPublisher<MatchesEvent>;
  /** Share of entry and watcher fees the platform keeps, 0 to 100. */
  platformFeePercent: number;
  /** The jars service, which pays out the prize jars the tournament holds. */
  prizeJars: PrizeJarPayouts;
  /** How far a match whose game server or bot failed is moved. */
  postponeMs: number;
  /** Frees the platform's host of a match decided another way (reports, the creator). */
  releaseHost: (tx: Tx, matchId: number) => Promise<void>;
  now?: () => Date;
}

const matchNotFound = () => localizedError('not_found', say('match_not_found'));

// advance's problems, by their English (the bracket stays free of languages); another stays English.
const BRACKET_PROBLEMS: Readonly<Record<string, TournamentsMessageCode>> = {
  'There is no such match in this bracket.': 'no_bracket_match',
  'This match is still waiting for its players.': 'match_waiting',
  'This match has no players.': 'match_no_players',
  'This match already has a winner.': 'match_has_winner',
};

const bracketProblem = (problem: string): LocalizedMessage => {
  const code = BRACKET_PROBLEMS[problem];
  return code === undefined ? () => problem : say(code);
};

/** The match and its tournament, both locked (tournament first, as every tournament write does). */
export async function lockMatch(tx: Tx, matchId: number) {
  const first = await repo.find(tx, matchId);
  if (!first) throw matchNotFound();
  const tournament = await tournaments.lock(tx, first.tournamentId);
  const match = await repo.find(tx, matchId);
  if (!tournament || !match) throw matchNotFound();
  return { tournament, match };
}

interface ResultInput {
  tournament: TournamentRow;
  match: MatchRow;
  score: Score;
  source: ResultSource;
}

export type Players = ReadonlyMap<number, number[]>;
/** A match row as a result found it and as it wrote it. */
interface Written {
  before: MatchRow;
  after: MatchRow;
}

export const playersOn = (ids: readonly (number | null)[], players: Players): number[] =>
  ids.flatMap((id) => (id === null ? [] : (players.get(id) ?? [])));

export const updatedEvent = (row: MatchRow): MatchesEvent => ({
  type: 'MatchUpdated',
  tournamentId: row.tournamentId,
  matchId: row.id,
  version: row.version,
});

export const statusEvent = (row: MatchRow, players: Players): MatchesEvent => ({
  type: 'MatchStatusChanged',
  tournamentId: row.tournamentId,
  matchId: row.id,
  status: row.status === 'in_game' ? 'in_game' : 'ready',
  startTime: row.startTime.toISOString(),
  userIds: playersOn([row.sideA, row.sideB], players),
});

function wonEvent(match: MatchRow, side: Side, players: Players): MatchesEvent {
  const [winner, loser] = side === 'a' ? [match.sideA, match.sideB] : [match.sideB, match.sideA];
  return {
    type: 'MatchWon',
    tournamentId: match.tournamentId,
    matchId: match.id,
    userIds: playersOn([winner], players),
    loserIds: playersOn([loser], players),
  };
}

/** Places 1 to 3 by the registrations that took them (null: nobody took that place). */
function podiumOf(places: readonly (number | null)[], players: Players) {
  return places.flatMap((id, index) =>
    playersOn([id], players).map((userId) => ({ userId, place: placeOf(index) })),
  );
}
const placeOf = (index: number): 1 | 2 | 3 => (index === 0 ? 1 : index === 1 ? 2 : 3);

export function createMatchResults(deps: MatchResultsDeps) {
  const { db, ledger, bus } = deps;
  const now = deps.now ?? (() => new Date());

  async function finish(tx: Tx, touched: Touched, row: TournamentRow, placements: Placements) {
    await tournaments.update(tx, row.id, { status: 'finished', finishedAt: now() });
    const places = [placements.first, placements.second, placements.third];
    for (const [index, id] of places.entries())
      if (id !== null) await repo.setPlace(tx, id, index + 1);
    const settle = {
      ledger,
      platformFeePercent: deps.platformFeePercent,
      prizeJars: deps.prizeJars,
    };
    await settleTournament(settle, tx, touched, { tournament: row, placements });
  }

  /** Writes what the result changed in the bracket; answers the rows as they were and are now. */
  async function writeChanges(
    tx: Tx,
    input: ResultInput & { rows: MatchRow[]; changed: BracketMatch[] },
  ) {
    const { match, score, source } = input;
    const at = now();
    const written: Written[] = [];
    for (const changed of input.changed) {
      const before = input.rows.find((candidate) => sameSlot(candidate, changed));
      if (!before) continue;
      const played = before.id === match.id;
      const patch = rowOf(changed, before.status);
      const after = await repo.update(tx, before.id, {
        ...patch,
        ...(played ? { ...score, resultSource: source, isDisputed: false } : {}),
        ...(patch.status === 'finished' ? { finishedAt: at } : {}),
      });
      written.push({ before, after });
    }
    return written;
  }

  /** What a result tells: each match written, those it made ready, the win; and who plays where. */
  async function resultEvents(
    tx: Tx,
    input: { match: MatchRow; side: Side; written: Written[]; placements: Placements | null },
  ) {
    const { match, side, written, placements } = input;
    const nowReady = written
      .filter((change) => change.after.status === 'ready' && change.before.status === 'scheduled')
      .map((change) => change.after);
    const podium = placements ? [placements.first, placements.second, placements.third] : [];
    const players = await repo.playersOf(
      tx,
      sidesOf([match, ...nowReady]).concat(podium.filter((id): id is number => id !== null)),
    );
    const events: MatchesEvent[] = [
      ...written.map(({ after }) => updatedEvent(after)),
      ...nowReady.map((row) => statusEvent(row, players)),
      wonEvent(match, side, players),
    ];
    return { events, players, podium };
  }

  /**
   * Records `score` as the match's result and settles what follows; answers the events to publish
   * once the transaction commits.
   */
  async function applyResult(
    tx: Tx,
    touched: Touched,
    input: ResultInput,
  ): Promise<MatchesEvent[]> {
    const { tournament, match, score } = input;
    if (tournament.status !== 'running') throw localizedError('unprocessable', say('not_running'));
    if (input.source !== 'runner' && input.source !== 'simulator')
      await deps.releaseHost(tx, match.id);
    const rows = await repo.matches(tx, tournament.id);
    const restored = restoreBracket(tournament.grid, rows.map(toBracketMatch));
    if (!restored.ok) throw new Error(`bracket ${String(tournament.id)}: ${restored.problem}`);
    const ref = match.isThirdPlace ? ('third-place' as const) : match;
    const side = winnerOf(score);
    const outcome = advance(restored.bracket, ref, side);
    if (!outcome.ok) throw localizedError('unprocessable', bracketProblem(outcome.problem));
    const written = await writeChanges(tx, { ...input, rows, changed: outcome.changed });
    const placements = outcome.placements;
    const told = await resultEvents(tx, { match, side, written, placements });
    const events = told.events;
    if (placements) {
      await finish(tx, touched, tournament, placements);
      const userIds = await tournaments.participantUserIds(tx, tournament.id);
      const podium = podiumOf(told.podium, told.players);
      events.push({ type: 'TournamentFinished', tournamentId: tournament.id, userIds, podium });
    }
    return events;
  }

  /** Runs `work` in one ledger transaction, then publishes its events and answers the match. */
  async function write(
    matchId: number,
    work: (tx: Tx, touched: Touched) => Promise<MatchesEvent[]>,
  ) {
    const events = await ledger.run(work);
    for (const event of events) await bus.publish(event);
    return gridMatch(matchId);
  }

  async function gridMatch(matchId: number) {
    const row = await repo.find(db, matchId);
    if (!row) throw matchNotFound();
    return gridMatchOf(row, await repo.sides(db, row.tournamentId));
  }

  function sideOfCaller(
    callerId: number,
    participants: Awaited<ReturnType<typeof repo.participants>>,
    match: MatchRow,
  ): Side {
    const mine = participants.find(
      (p) => p.userId === callerId || (p.teamId !== null && p.registeredBy === callerId),
    );
    if (mine?.id === match.sideA && mine.id !== null) return 'a';
    if (mine?.id === match.sideB) return 'b';
    throw localizedError('permission_denied', say('players_report'));
  }

  async function report(callerId: number, matchId: number, score: Score) {
    return write(matchId, async (tx, touched) => {
      const { tournament, match } = await lockMatch(tx, matchId);
      const ids = [match.sideA, match.sideB].filter((id): id is number => id !== null);
      const side = sideOfCaller(callerId, await repo.participants(tx, ids), match);
      if (match.status !== 'in_game')
        throw localizedError(
          'unprocessable',
          say(match.status === 'finished' ? 'match_has_result' : 'match_not_started'),
        );
      const participantId = side === 'a' ? match.sideA : match.sideB;
      if (participantId === null) throw matchNotFound();
      await repo.upsertReport(tx, { matchId, participantId, reportedBy: callerId, ...score });
      const reports: MatchReport[] = (await repo.reports(tx, matchId)).map((row) => ({
        side: row.participantId === match.sideA ? 'a' : 'b',
        winner: row.scoreA > row.scoreB ? 'a' : 'b',
        scoreA: row.scoreA,
        scoreB: row.scoreB,
      }));
      const outcome = reportOutcome(reports);
      if (outcome.status === 'agreed')
        return applyResult(tx, touched, { tournament, match, score, source: 'reports' });
      const updated = await repo.update(tx, matchId, { isDisputed: outcome.status === 'disputed' });
      const events: MatchesEvent[] = [updatedEvent(updated)];
      if (outcome.status === 'disputed') {
        const userIds = await repo.playerIds(tx, ids);
        events.push({ type: 'MatchDisputed', tournamentId: tournament.id, matchId, userIds });
      }
      return events;
    });
  }

  async function setResult(callerId: number, matchId: number, score: Score) {
    return write(matchId, async (tx, touched) => {
      const { tournament, match } = await lockMatch(tx, matchId);
      if (tournament.createdBy !== callerId)
        throw localizedError('permission_denied', say('creator_sets_result'));
      if (match.status !== 'in_game' && match.status !== 'ready')
        throw localizedError(
          'unprocessable',
          say(match.status === 'finished' ? 'match_has_result' : 'match_waiting'),
        );
      return applyResult(tx, touched, { tournament, match, score, source: 'creator' });
    });
  }

  /** What a match runner reports into: a decided result, if the match still waits for one. */
  const runnerResult: RunnerResults = async (tx, matchId, score, source) => {
    const { tournament, match } = await lockMatch(tx, matchId);
    const touched: Touched = new Map();
    // Only a match still in game: a result or an edit since then wins. The simulator decides demo
    // tournaments only, whatever it is asked.
    const isLive = tournament.status === 'running' && match.status === 'in_game';
    const events =
      isLive && (tournament.isDemo || source !== 'simulator')
        ? await applyResult(tx, touched, { tournament, match, score, source })
        : [];
    return async () => {
      ledger.announce(touched);
      for (const event of events) await bus.publish(event);
    };
  };

  /**
   * The game server or bot of a match in game failed: the match goes back to ready, moved by
   * `postponeMs`, and its players are told (the spec's server_error); the creator starts it again.
   */
  const runnerFailure: RunnerFailures = async (tx, matchId, problem) => {
    const { tournament, match } = await lockMatch(tx, matchId);
    if (tournament.status !== 'running' || match.status !== 'in_game')
      return () => Promise.resolve();
    const startTime = new Date(now().getTime() + deps.postponeMs);
    const updated = await repo.update(tx, matchId, {
      status: 'ready',
      startTime,
      startedAt: null,
      lobbyName: null,
      lobbyPassword: null,
      connectString: null,
    });
    const userIds = await repo.playerIds(tx, sidesOf([match]));
    const events: MatchesEvent[] = [
      updatedEvent(updated),
      {
        type: 'MatchStartFailed',
        tournamentId: tournament.id,
        matchId,
        problem: `${problem} The match is postponed.`,
        userIds,
      },
      {
        type: 'MatchPostponed',
        tournamentId: tournament.id,
        matchId,
        status: 'ready',
        startTime: startTime.toISOString(),
        userIds,
      },
    ];
    return async () => {
      for (const event of events) await bus.publish(event);
    };
  };

  return { applyResult, runnerResult, runnerFailure, report, setResult, gridMatch };
}

export type MatchResults = ReturnType<typeof createMatchResults>;
