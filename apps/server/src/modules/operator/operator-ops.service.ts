// The console's tournaments & lobbies section (moderator, admin) and its infrastructure section
// (admin, read-only). Reads come from operator-ops.repository.ts; every action runs through
// operator-access: the owning module's staff service changes the tournament or lobby inside the
// console's transaction, the audit row (before, after, reason) commits with it, and balances and
// events are announced after commit.
import { AppError } from '@clutch/contract/errors';
import { toCrystals } from '@clutch/contract/money';
import type {
  OpsCs2Server,
  OpsDotaBot,
  OpsLobby,
  OpsLobbyRow,
  OpsSettle,
  OpsTournament,
  OpsTournamentRow,
} from '@clutch/contract/operator-ops';
import type { QuickMatchStatus } from '@clutch/contract/quickmatch';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import type { Counted, PageWindow } from '../../platform/http/pagination.js';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { LobbiesStaff } from '../quickmatch/lobbies-staff.service.js';
import type { TournamentsStaff } from '../tournaments/tournaments-staff.service.js';
import type { Touched } from '../wallet/ledger/ledger.service.js';
import type { OperatorAccess } from './operator-access.js';
import { operatorOpsRepository as repo, type TournamentFilter } from './operator-ops.repository.js';
import {
  toCs2Servers,
  toDotaBots,
  toLobbyRow,
  toParticipant,
  toTournamentRow,
} from './operator-ops.view.js';

const tournamentNotFound = () => new AppError('not_found', 'Tournament not found.');
const lobbyNotFound = () => new AppError('not_found', 'No quick match has this id.');

export function createOperatorOpsService(deps: {
  db: Db;
  access: OperatorAccess;
  tournaments: TournamentsStaff;
  lobbies: LobbiesStaff;
}) {
  const { db, access, tournaments: staff, lobbies: lobbyStaff } = deps;

  async function tournamentOf(on: DbOrTx, id: number): Promise<OpsTournament> {
    const row = await repo.tournament(on, id);
    if (!row) throw tournamentNotFound();
    const [participants, disputed] = await Promise.all([
      repo.participants(on, id),
      repo.disputedMatches(on, id),
    ]);
    const reports = await repo.matchReports(
      on,
      disputed.map((match) => match.id),
    );
    const nameOf = (participantId: number | null) => {
      if (participantId === null) return null;
      const found = participants.find((p) => p.id === participantId);
      const name = found?.team?.name ?? found?.player?.username ?? `#${String(participantId)}`;
      return { participant: participantId, name };
    };
    return {
      ...toTournamentRow(row),
      participants: participants.map(toParticipant),
      disputed_matches: disputed.map((match) => ({
        id: match.id,
        round: match.level,
        status: match.status,
        side_a: nameOf(match.sideA),
        side_b: nameOf(match.sideB),
        reports: reports
          .filter((report) => report.matchId === match.id)
          .map((report) => ({
            side: report.participantId === match.sideA ? ('a' as const) : ('b' as const),
            score_a: report.scoreA,
            score_b: report.scoreB,
            reported_by: toUserBrief(report.reportedBy),
          })),
      })),
    };
  }

  async function lobbyOf(on: DbOrTx, id: number): Promise<OpsLobby> {
    const row = await repo.lobby(on, id);
    if (!row) throw lobbyNotFound();
    const players = await repo.lobbyPlayers(on, id);
    return {
      ...toLobbyRow(row),
      players: players.map((player) => ({
        user: toUserBrief(player.user),
        position: player.position,
        is_ready: player.isReady,
        stake_held: toCrystals(Number(player.stakeHeld)),
      })),
    };
  }

  /**
   * One console action on a tournament or a lobby: the owner's change inside the console's
   * transaction, the audit row (the target's summary before and after, the change's detail, the
   * reason), then the owner's announcements after commit.
   */
  function actOn<T, E>(
    callerId: number,
    input: { id: number; action: string; reason: string },
    target: {
      kind: 'tournament' | 'quick_match';
      read: (on: DbOrTx, id: number) => Promise<T>;
      summary: (state: T) => Record<string, unknown>;
      announce: (touched: Touched, events: E) => Promise<void>;
    },
    change: (
      work: { tx: Tx; touched: Touched },
      before: T,
    ) => Promise<{ events: E; detail: unknown }>,
  ): Promise<T> {
    return access.act(callerId, 'tournaments', async (tx) => {
      const touched: Touched = new Map();
      const before = await target.read(tx, input.id);
      const done = await change({ tx, touched }, before);
      const after = await target.read(tx, input.id);
      return {
        result: after,
        audit: [
          {
            action: input.action,
            targetKind: target.kind,
            targetId: input.id,
            before: target.summary(before),
            after: { ...target.summary(after), detail: done.detail },
            reason: input.reason,
          },
        ],
        afterCommit: () => target.announce(touched, done.events),
      };
    });
  }

  const tournamentTarget = {
    kind: 'tournament' as const,
    read: tournamentOf,
    summary: (state: OpsTournament) => ({
      status: state.status,
      participants: state.participants_count,
    }),
    announce: (touched: Touched, events: Parameters<TournamentsStaff['announce']>[1]) =>
      staff.announce(touched, events),
  };
  const lobbyTarget = {
    kind: 'quick_match' as const,
    read: lobbyOf,
    summary: (state: OpsLobby) => ({ status: state.status, players: state.players }),
    announce: (touched: Touched, events: Parameters<LobbiesStaff['announce']>[1]) =>
      lobbyStaff.announce(touched, events),
  };

  return {
    async tournaments(
      callerId: number,
      filter: TournamentFilter,
      window: PageWindow,
    ): Promise<Counted<OpsTournamentRow>> {
      await access.authorise(callerId, 'tournaments');
      const found = await repo.tournaments(db, filter, window);
      return { count: found.count, results: found.results.map(toTournamentRow) };
    },

    async tournament(callerId: number, id: number): Promise<OpsTournament> {
      await access.authorise(callerId, 'tournaments');
      return tournamentOf(db, id);
    },

    cancelTournament(callerId: number, id: number, reason: string) {
      return actOn(
        callerId,
        { id, action: 'tournament.cancel', reason },
        tournamentTarget,
        async (work) => {
          const done = await staff.cancel(work, id);
          return { events: done.events, detail: 'every hold released' };
        },
      );
    },

    removeParticipant(callerId: number, id: number, participantId: number, reason: string) {
      return actOn(
        callerId,
        { id, action: 'tournament.remove_participant', reason },
        tournamentTarget,
        async (work, before) => {
          const participant = before.participants.find((p) => p.id === participantId);
          if (participant?.status !== 'registered')
            throw new AppError('not_found', 'This tournament has no such registered participant.');
          const done = await staff.removeParticipant(work, id, {
            id: participantId,
            user: participant.user?.id ?? null,
            team: participant.team?.id ?? null,
          });
          return {
            events: done.events,
            detail: { participant: participantId, ...done.result },
          };
        },
      );
    },

    settleMatch(callerId: number, id: number, matchId: number, input: OpsSettle) {
      const score =
        input.winner !== undefined
          ? { scoreA: input.winner === 'a' ? 1 : 0, scoreB: input.winner === 'b' ? 1 : 0 }
          : { scoreA: input.score_a ?? 0, scoreB: input.score_b ?? 0 };
      return actOn(
        callerId,
        { id, action: 'tournament.settle_match', reason: input.reason },
        tournamentTarget,
        async (work) => {
          const done = await staff.settle(work, id, matchId, score);
          return { events: done.events, detail: { match: matchId, ...score } };
        },
      );
    },

    async lobbies(
      callerId: number,
      filter: {
        search: string | undefined;
        status: QuickMatchStatus | undefined;
        game: number | undefined;
      },
      window: PageWindow,
    ): Promise<Counted<OpsLobbyRow>> {
      await access.authorise(callerId, 'tournaments');
      const found = await repo.lobbies(db, filter, window);
      return { count: found.count, results: found.results.map(toLobbyRow) };
    },

    async lobby(callerId: number, id: number): Promise<OpsLobby> {
      await access.authorise(callerId, 'tournaments');
      return lobbyOf(db, id);
    },

    cancelLobby(callerId: number, id: number, reason: string) {
      return actOn(
        callerId,
        { id, action: 'quick_match.cancel', reason },
        lobbyTarget,
        async (work) => {
          const done = await lobbyStaff.cancel(work, id, 'Cancelled by the platform’s staff.');
          return { events: done.events, detail: 'every stake released' };
        },
      );
    },

    removeLobbyPlayer(callerId: number, id: number, userId: number, reason: string) {
      return actOn(
        callerId,
        { id, action: 'quick_match.remove_player', reason },
        lobbyTarget,
        async (work) => {
          const done = await lobbyStaff.removePlayer(work, id, userId, 'removed');
          return { events: done.events, detail: { user: userId, position: done.seat.position } };
        },
      );
    },

    async cs2Servers(callerId: number): Promise<OpsCs2Server[]> {
      await access.authorise(callerId, 'infrastructure');
      const [servers, hosted] = await Promise.all([
        repo.cs2Servers(db),
        repo.liveHostedMatches(db),
      ]);
      return toCs2Servers(servers, hosted);
    },

    async dotaBots(callerId: number): Promise<OpsDotaBot[]> {
      await access.authorise(callerId, 'infrastructure');
      const [bots, hosted] = await Promise.all([repo.dotaBots(db), repo.liveHostedMatches(db)]);
      return toDotaBots(bots, hosted);
    },
  };
}

export type OperatorOpsService = ReturnType<typeof createOperatorOpsService>;
