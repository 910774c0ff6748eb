// Lobby use cases: open, read, list, take and leave seats, ready up, start, veto, react. Each runs in
// one transaction under the lobby's row lock, moves fees through the ledger, then publishes. Taking
// a seat in a timed lobby first warns of matches it would overlap (advice, read before the lock).
import type { HostPool } from './quickmatch.repository.js';
import { randomBytes, randomInt } from 'node:crypto';
import { CALENDAR_CLASH_KEY } from '@clutch/contract/calendar';
import type { Hero } from '@clutch/contract/game-catalog';
import type {
  LobbySide,
  QuickMatch,
  QuickMatchCreate,
  QuickMatchPublic,
} from '@clutch/contract/quickmatch';
import type { AppEvent } from '../../app-events.js';
import type { Db, Tx } from '../../platform/db/database.js';
import {
  localizedError,
  localizedFields,
  type LocalizedMessage,
} from '../../platform/http/localized-errors.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import {
  unknownCsMaps,
  unknownHeroIds,
  type GameCatalogService,
} from '../games/game-catalog.service.js';
import type { ClashCheck } from '../matches/calendar-clash.js';
import { csMapsInOrderNames } from './catalog-names.js';
import { checkGameTime, lobbySettings, periodStartOf } from './lobby-form.js';
import {
  advanceIfReady,
  beginMatch,
  bookOf,
  cancelLobby,
  changed,
  jobKey,
  moveVeto,
  READY_CHECK_JOB,
  TIMED_START_JOB,
  type FlowDeps,
  type Work,
} from './lobby-flow.tx.js';
import {
  positionsOf,
  sideOfPosition,
  slotsOf,
  toPublic,
  toQuickMatch,
  toVetoView,
  type LobbyParts,
} from './lobby-view.js';
import { allowedHeroFor, outcomeOf, type VetoRefusal } from './pick-ban.js';
import { quickmatchMessage, type QuickmatchMessageCode } from './quickmatch-messages.js';
import {
  quickMatchRepository as repo,
  type LobbyRow,
  type SeatRow,
} from './quickmatch.repository.js';
import { seatingRules } from './seating.tx.js';

export interface LobbiesDeps extends FlowDeps {
  db: Db;
  bus: EventPublisher<AppEvent>;
  catalog: GameCatalogService;
  /** How many lobbies the runners host at once: a timed period books no more. */
  /** How many matches a pool of hosts plays at once (the simulator's setting, or real hosts). */
  capacity: (pool: HostPool) => Promise<number>;
  /** Real tournaments are hosted on the same servers and bots (TOURNAMENT_HOSTS=platform). */
  tournamentsBookHosts: boolean;
  /** The caller's matches a lobby's would overlap (the calendar answers). */
  clashes: ClashCheck;
}

const notFound = () => localizedError('not_found', quickmatchMessage('no_such_lobby'));

type StartedRefusal = Extract<QuickmatchMessageCode, `started_cannot_${string}`>;

const VETO_REFUSALS = {
  finished: 'veto_finished',
  not_your_turn: 'veto_not_your_turn',
  unknown_item: 'veto_unknown_item',
  not_available: 'veto_not_available',
} as const satisfies Record<VetoRefusal, QuickmatchMessageCode>;

/**
 * A seat is given up: its fee comes back; the creator leaving closes the lobby. The operator
 * console (lobbies-staff.service.ts) removes players through here too.
 */
export async function vacateSeat(
  deps: FlowDeps,
  work: Work,
  lobby: LobbyRow,
  seat: SeatRow,
  reason: string,
): Promise<void> {
  if (seat.userId === lobby.createdBy) {
    await cancelLobby(deps, work, lobby, reason);
    return;
  }
  if (seat.holdId !== null) await deps.ledger.release(work.tx, seat.holdId, work.touched);
  await repo.removeSeat(work.tx, seat.id);
  // A ready check runs only while every seat is taken.
  const after = await repo.update(work.tx, lobby.id, { status: 'waiting', readyDeadline: null });
  await deps.jobs.cancel(work.tx, READY_CHECK_JOB, jobKey(lobby.id));
  // The others' profile/me loses the ready check it showed.
  const others = (await repo.seats(work.tx, lobby.id)).map((s) => s.userId);
  changed(work, after, [seat.userId, ...others]);
}

export function createLobbiesService(deps: LobbiesDeps) {
  const { db, bus, ledger, catalog } = deps;
  const seating = seatingRules(deps);

  /** Runs `work` in one ledger transaction, then publishes its events and moved balances. */
  async function run<T>(work: (w: Work) => Promise<T>): Promise<T> {
    let events: Work['events'] = [];
    const value = await ledger.run(async (tx, touched) => {
      events = [];
      return work({ tx, touched, events });
    });
    for (const event of events) await bus.publish(event);
    return value;
  }

  async function partsOf(target: Db | Tx, lobby: LobbyRow): Promise<LobbyParts> {
    const [creator, sides, seats] = await Promise.all([
      repo.creator(target, lobby.createdBy),
      repo.sides(target, lobby.id),
      repo.seats(target, lobby.id),
    ]);
    if (!creator) throw new Error(`creator of quick match ${String(lobby.id)} missing`);
    const teamIds = sides.flatMap((side) => (side.teamId === null ? [] : [side.teamId]));
    return { lobby, creator, sides, seats, teamNames: await repo.teamNames(target, teamIds) };
  }

  function heroOf(parts: LobbyParts, userId: number): Hero | null {
    const { lobby, seats } = parts;
    const seat = seats.find((s) => s.userId === userId);
    if (lobby.game !== 1 || !seat || !lobby.veto) return null;
    const outcome = outcomeOf(lobby.veto);
    if (!outcome.finished) return null;
    const side = sideOfPosition(lobby, seat.position);
    const index = positionsOf(lobby, side).indexOf(seat.position);
    const hero = allowedHeroFor(outcome, index);
    return hero === null ? null : (catalog.heroesByIds([Number(hero)])[0] ?? null);
  }

  async function view(id: number, userId: number, target: Db | Tx = db): Promise<QuickMatch> {
    const lobby = await repo.find(target, id);
    if (!lobby) throw notFound();
    const parts = await partsOf(target, lobby);
    const reaction = await repo.reactionOf(target, id, userId);
    return toQuickMatch(parts, catalog, { userId, reaction, allowedHero: heroOf(parts, userId) });
  }

  async function publicView(id: number): Promise<QuickMatchPublic | null> {
    const lobby = await repo.find(db, id);
    return lobby ? toPublic(await partsOf(db, lobby), catalog) : null;
  }

  async function locked(tx: Tx, id: number): Promise<LobbyRow> {
    const lobby = await repo.lock(tx, id);
    if (!lobby) throw notFound();
    return lobby;
  }

  async function seated(tx: Tx, lobby: LobbyRow, userId: number): Promise<SeatRow> {
    const seat = await repo.seatOf(tx, lobby.id, userId);
    if (!seat || !seat.isLive)
      throw localizedError('permission_denied', quickmatchMessage('not_seated'));
    return seat;
  }

  /** `refusal` says what can no longer be done, e.g. `started_cannot_leave`. */
  const beforeStart = (lobby: LobbyRow, refusal: StartedRefusal) => {
    if (lobby.status !== 'waiting' && lobby.status !== 'ready_check')
      throw localizedError('conflict', quickmatchMessage(refusal));
  };

  async function create(userId: number, game: 1 | 2, form: QuickMatchCreate): Promise<QuickMatch> {
    const now = new Date();
    const gameTime = checkGameTime(form, now);
    const settings = lobbySettings(
      game,
      form,
      {
        unknownHeroIds,
        unknownMaps: unknownCsMaps,
        activeMaps: () => csMapsInOrderNames(catalog),
      },
      (n) => randomInt(0, n),
    );
    const id = await run(async (work) => {
      const isDemo = await seating.isDemoUser(work.tx, userId);
      await seating.checkCanSit(work.tx, userId, now);
      if (gameTime)
        await bookPeriod(work.tx, gameTime, {
          isDemo,
          game,
          server: game === 2 && !isDemo ? form.server : null,
          tournaments: !isDemo && deps.tournamentsBookHosts,
        });
      const lobby = await repo.insert(work.tx, {
        game,
        type: form.type,
        name: form.name,
        status: 'waiting',
        gameTimeType: form.game_time_type,
        gameTime,
        isOpened: form.is_opened,
        mix: form.mix,
        isDemo,
        server: form.server,
        prize: form.prize,
        entryFee: form.entry_fee,
        createdBy: userId,
        inviteToken: randomBytes(16).toString('base64url'),
        banType: settings.banType,
        pool: settings.pool,
        friendlyFire: settings.friendlyFire,
        roundsToWin: settings.roundsToWin,
        overtimeRounds: settings.overtimeRounds,
      });
      const book = bookOf(lobby);
      if (form.prize > 0) {
        const hold = await ledger.hold(
          work.tx,
          {
            userId,
            book,
            amount: form.prize,
            purpose: 'quickmatch_prize',
            reference: jobKey(lobby.id),
          },
          work.touched,
        );
        await repo.update(work.tx, lobby.id, { prizeHoldId: hold.id });
      }
      await seating.seat(work, lobby, userId, positionsOf(lobby, 'a')[0] ?? 1);
      if (gameTime)
        await deps.jobs.schedule(work.tx, {
          kind: TIMED_START_JOB,
          key: jobKey(lobby.id),
          runAt: gameTime,
          payload: { id: lobby.id },
        });
      changed(work, lobby, [userId]);
      return lobby.id;
    });
    return view(id, userId);
  }

  /** Two lobbies never book one period beyond what the runners can host at once. */
  async function bookPeriod(tx: Tx, gameTime: Date, pool: HostPool): Promise<void> {
    const start = periodStartOf(gameTime);
    await repo.lockPeriod(tx, start);
    const booked = await repo.bookedIn(tx, start, new Date(start.getTime() + 30 * 60_000), pool);
    if (booked.length >= (await deps.capacity(pool)))
      throw localizedFields({ game_time: [quickmatchMessage('period_booked')] });
  }

  /** A timed lobby's match has its time; a snap one starts now, so there is nothing to plan around. */
  async function warnOfClashes(tx: Tx, userId: number, lobby: LobbyRow): Promise<void> {
    if (lobby.gameTimeType !== 'timed') return;
    const clashes = await deps.clashes(userId, { kind: 'quick_match', quickMatchId: lobby.id }, tx);
    if (clashes.length > 0)
      throw localizedError('conflict', quickmatchMessage('clashes'), {
        [CALENDAR_CLASH_KEY]: clashes,
      });
  }

  /** Whether `userId` may take a seat in the (locked) lobby; throws the refusal. */
  async function checkJoin(
    tx: Tx,
    lobby: LobbyRow,
    userId: number,
    token: string | undefined,
  ): Promise<void> {
    if (lobby.status !== 'waiting')
      throw localizedError('conflict', quickmatchMessage('no_longer_joinable'));
    if (!lobby.isOpened && token !== lobby.inviteToken)
      throw localizedError('permission_denied', quickmatchMessage('invitation_only'));
    const mine = await repo.seatOf(tx, lobby.id, userId);
    if (mine?.isLive) throw localizedError('conflict', quickmatchMessage('already_seated'));
    await seating.checkCanSit(tx, userId, new Date());
  }

  async function join(
    userId: number,
    id: number,
    query: {
      team_id?: number | undefined;
      token?: string | undefined;
      /** Take the seat even though the lobby's match overlaps matches the caller plays. */
      confirm_clash?: boolean | undefined;
    },
  ): Promise<QuickMatch> {
    await run(async (work) => {
      const lobby = await locked(work.tx, id);
      await checkJoin(work.tx, lobby, userId, query.token);
      // After the rules: a join the lobby refuses gets its refusal, not a clash warning.
      if (query.confirm_clash !== true) await warnOfClashes(work.tx, userId, lobby);
      const position = await seating.freeSeat(work.tx, lobby, userId, query.team_id);
      await seating.seat(work, lobby, userId, position);
      const after = await repo.update(work.tx, lobby.id, {});
      changed(work, after, [userId]);
      await advanceIfReady(deps, work, after);
    });
    return view(id, userId);
  }

  async function changePosition(userId: number, id: number, teamId?: number): Promise<QuickMatch> {
    await run(async (work) => {
      const lobby = await locked(work.tx, id);
      const seat = await seated(work.tx, lobby, userId);
      if (lobby.status !== 'waiting')
        throw localizedError('conflict', quickmatchMessage('seats_fixed'));
      const target = seating.otherSide(lobby, seat.position);
      const sides = await repo.sides(work.tx, id);
      const side = sides.find((s) => s.side === target);
      if (teamId !== undefined && side?.id !== teamId)
        throw localizedFields({ team_id: [quickmatchMessage('name_other_side')] });
      if (side?.teamId != null)
        throw localizedError('conflict', quickmatchMessage('other_side_team'));
      const taken = new Set((await repo.seats(work.tx, id)).map((s) => s.position));
      const free = positionsOf(lobby, target).find((position) => !taken.has(position));
      if (free === undefined)
        throw localizedError('conflict', quickmatchMessage('other_side_full'));
      await repo.moveSeat(work.tx, seat.id, free);
      changed(work, await repo.update(work.tx, id, {}));
    });
    return view(id, userId);
  }

  const vacate = (work: Work, lobby: LobbyRow, seat: SeatRow, reason: string) =>
    vacateSeat(deps, work, lobby, seat, reason);

  async function leave(userId: number, id: number): Promise<{ message: LocalizedMessage }> {
    await run(async (work) => {
      const lobby = await locked(work.tx, id);
      const seat = await seated(work.tx, lobby, userId);
      beforeStart(lobby, 'started_cannot_leave');
      await vacate(work, lobby, seat, 'The creator left the lobby.');
    });
    return { message: quickmatchMessage('left_lobby') };
  }

  async function removePlayer(userId: number, id: number, position: number): Promise<QuickMatch> {
    await run(async (work) => {
      const lobby = await locked(work.tx, id);
      if (lobby.createdBy !== userId)
        throw localizedError('permission_denied', quickmatchMessage('only_creator_removes'));
      beforeStart(lobby, 'started_cannot_remove');
      const seats = await repo.seats(work.tx, id);
      const seat = seats.find((s) => s.position === position);
      if (!seat) throw localizedError('not_found', quickmatchMessage('nobody_at_position'));
      if (seat.userId === userId)
        throw localizedError('bad_request', quickmatchMessage('cannot_remove_self'));
      await vacate(work, lobby, seat, 'removed');
    });
    return view(id, userId);
  }

  async function readyState(userId: number, id: number) {
    const lobby = await repo.find(db, id);
    if (!lobby) throw notFound();
    const seat = await repo.seatOf(db, id, userId);
    const seats = await repo.seats(db, id);
    return {
      is_ready: seat?.isReady ?? false,
      ready_check:
        lobby.status === 'ready_check' && lobby.readyDeadline
          ? {
              deadline: lobby.readyDeadline.toISOString(),
              ready: seats.filter((s) => s.isReady).length,
              total: slotsOf(lobby),
            }
          : null,
    };
  }

  async function toggleReady(userId: number, id: number) {
    await run(async (work) => {
      const lobby = await locked(work.tx, id);
      const seat = await seated(work.tx, lobby, userId);
      beforeStart(lobby, 'started_cannot_ready');
      await repo.setReady(work.tx, seat.id, !seat.isReady);
      const after = await repo.update(work.tx, id, {});
      changed(
        work,
        after,
        (await repo.seats(work.tx, id)).map((s) => s.userId),
      );
      await advanceIfReady(deps, work, after);
    });
    return readyState(userId, id);
  }

  async function startGame(userId: number, id: number): Promise<QuickMatch> {
    await run(async (work) => {
      const lobby = await locked(work.tx, id);
      if (lobby.createdBy !== userId)
        throw localizedError('permission_denied', quickmatchMessage('only_creator_starts'));
      beforeStart(lobby, 'started_cannot_restart');
      const seats = await repo.seats(work.tx, id);
      const missing = slotsOf(lobby) - seats.length;
      if (missing > 0)
        throw localizedError('bad_request', quickmatchMessage('seats_free', { missing }));
      const waiting = seats.filter((s) => !s.isReady).map((s) => s.username);
      if (waiting.length > 0)
        throw localizedError(
          'bad_request',
          quickmatchMessage('players_not_ready', { names: waiting.join(', ') }),
        );
      await beginMatch(deps, work, lobby, seats);
    });
    return view(id, userId);
  }

  async function veto(userId: number, id: number, item: string) {
    const lobby = await run(async (work) => {
      const current = await locked(work.tx, id);
      const seat = await seated(work.tx, current, userId);
      const side = sideOfPosition(current, seat.position);
      const moved = await moveVeto(deps, work, current, { side, item, random: false });
      if (!moved.ok)
        throw localizedError('bad_request', quickmatchMessage(VETO_REFUSALS[moved.refusal]), {
          code: moved.refusal,
        });
      return moved.lobby;
    });
    if (!lobby.veto) throw localizedError('conflict', quickmatchMessage('veto_over'));
    return toVetoView(lobby.veto, lobby.vetoDeadline);
  }

  async function players(id: number): Promise<LobbySide[]> {
    const found = await publicView(id);
    if (!found) throw notFound();
    return found.teams;
  }

  async function react(userId: number, id: number, action: 'like' | 'dislike') {
    return run(async (work) => {
      const lobby = await locked(work.tx, id);
      const was = await repo.reactionOf(work.tx, id, userId);
      const wanted = action === 'like';
      const next = was === wanted ? null : wanted;
      const likes = lobby.likesCount + (next === true ? 1 : 0) - (was === true ? 1 : 0);
      const dislikes = lobby.dislikesCount + (next === false ? 1 : 0) - (was === false ? 1 : 0);
      await repo.setReaction(work.tx, id, userId, next);
      const after = await repo.update(work.tx, id, {
        likesCount: Math.max(0, likes),
        dislikesCount: Math.max(0, dislikes),
      });
      changed(work, after);
      return {
        likes_count: after.likesCount,
        dislikes_count: after.dislikesCount,
        user_action: next === null ? null : next ? ('like' as const) : ('dislike' as const),
      };
    });
  }

  return {
    run,
    view,
    publicView,
    create,
    join,
    changePosition,
    leave,
    removePlayer,
    readyState,
    toggleReady,
    startGame,
    veto,
    players,
    react,
  };
}

export type LobbiesService = ReturnType<typeof createLobbiesService>;
