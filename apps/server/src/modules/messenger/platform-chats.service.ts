// The platform's own chats: every team's chat and every quick-match lobby's and tournament match's
// room, made and kept by the platform. Their members follow the owner's roster by a reconcile:
//  - The reconcile reads who should be in the chat from the owner's tables (platform-chats.repository
//    says who: a team's members, captain as admin; a lobby's seated players and its creator, admin; a
//    tournament match's players on both sides, the organiser as admin, its accepted casters) and adds,
//    removes and re-ranks members to match (platform-roster.ts), writing a system message for each
//    change ('joined', 'left', 'role_changed') in the same transaction and publishing after commit.
//  - It is idempotent: a second run finds nothing to change and writes nothing. Runs of one chat take
//    the chat row's lock and read the roster after it, so two at once (two instances receiving the
//    same event) add each member once.
//  - It runs on the owning module's events (bus subscribers) and whenever someone opens the room.
//    Events are best-effort (a crash between commit and handler loses one); opening reconciles too,
//    so the chat is eventually right.
//  - Creation is lazy: the first event that finds someone to talk to (a team member joining, a lobby
//    changing, a tournament match becoming ready) or the first open by someone on the roster. The
//    first members are added silently, with one 'created' message; later changes are announced.
//  - When the match ends, the lobby dies or the team is deleted, the chat is archived (one
//    'archived' message): read-only for everyone (chat-policy), still readable by its members. An
//    archived chat is frozen: its members are whoever was in it at the end.
import type { ChatInfo } from '@clutch/contract/messenger';
import type { FastifyBaseLogger } from 'fastify';
import type { AppEvent } from '../../app-events.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { localizedError } from '../../platform/http/localized-errors.js';
import { messengerMessage } from './messenger-messages.js';
import type { EventPublisher } from '../../platform/realtime/bus.js';
import { findChatById, type ChatRow } from './chat-access.repository.js';
import { ChatOutbox, noteMemberChange, writeSystemMessage } from './chat-changes.tx.js';
import { toChatChanged, toChatInfo } from './chat-view.js';
import { chatsRepository } from './chats.repository.js';
import type { MessengerEvent } from './messenger.events.js';
import { platformChatsRepository as repo } from './platform-chats.repository.js';
import type { RoomOwner, Roster } from './platform-rosters.repository.js';
import { isEmptyPlan, planRoster, type RosterMember, type RosterPlan } from './platform-roster.js';

export interface PlatformChatsDeps {
  db: Db;
  bus: EventPublisher<MessengerEvent>;
  logger: FastifyBaseLogger;
}

const roomNotFound = () => localizedError('not_found', messengerMessage('not_found'));

/** What one reconcile changed, for its announcements. */
interface Change {
  plan: RosterPlan;
  created: boolean;
  ended: boolean;
  renamed: boolean;
  /** The chat after the change. */
  now: ChatRow;
}

/** Whether the chat differs from what its owner says (decided without a lock or a transaction). */
function isOutOfDate(chat: ChatRow, roster: Roster | null, members: RosterMember[]): boolean {
  if (chat.archived) return false;
  if (roster === null || roster.ended) return true;
  if (chat.name !== roster.name || chat.avatarUrl !== roster.avatarUrl) return true;
  return !isEmptyPlan(planRoster(roster.members, members));
}

/**
 * Whether a reconcile may make the chat: `never` touches a chat that exists; `live` makes one only
 * for an owner that is not over (a bye's finished match gets no room); `always` (someone on the
 * roster opening it) makes it even after the match, archived at once.
 */
export type CreateMode = 'never' | 'live' | 'always';

export interface RoomTarget {
  owner: RoomOwner;
  create: CreateMode;
}

const team = (id: number, create: CreateMode): RoomTarget => ({
  owner: { kind: 'team', id },
  create,
});
const lobby = (id: number, create: CreateMode): RoomTarget => ({
  owner: { kind: 'quickmatch', id },
  create,
});
const match = (id: number, create: CreateMode): RoomTarget => ({
  owner: { kind: 'tournament-match', id },
  create,
});

/**
 * Which platform chats an event may change. Events that mean there is someone to talk to make the
 * chat (a team's roster moving, a lobby changing, a tournament's first matches or a match becoming
 * ready); the others touch a chat that exists.
 */
export function roomsOf(event: AppEvent): RoomTarget[] {
  switch (event.type) {
    case 'TeamMemberJoined':
    case 'TeamMemberLeft':
    case 'TeamLeaderChanged':
    case 'TeamVoteClosed':
      return [team(event.teamId, 'live')];
    case 'TeamDeleted':
      return [team(event.teamId, 'never')];
    // A pick-and-ban move moves no seat.
    case 'QuickMatchChanged':
      return event.vetoMoved ? [] : [lobby(event.quickMatchId, 'live')];
    case 'QuickMatchDeleted':
    case 'QuickMatchFinished':
      return [lobby(event.quickMatchId, 'never')];
    case 'TournamentStarted':
      return [...new Set(event.firstMatches.map((first) => first.matchId))].map((id) =>
        match(id, 'live'),
      );
    case 'MatchStatusChanged':
      return [match(event.matchId, 'live')];
    case 'MatchUpdated':
    case 'MatchWon':
    case 'MatchPostponed':
    case 'MatchDisputed':
    case 'MatchStartFailed':
      return [match(event.matchId, 'never')];
    default:
      return [];
  }
}

const mayCreate = (mode: CreateMode, roster: Roster | null): roster is Roster =>
  roster !== null && (mode === 'always' || (mode === 'live' && !roster.ended));

export function createPlatformChatsService(deps: PlatformChatsDeps) {
  const { db, bus } = deps;

  /** The chat to work on under its lock, made first when allowed; null when there is none to make. */
  async function lockedChat(tx: DbOrTx, owner: RoomOwner, create: CreateMode) {
    let chat = await repo.byOwner(tx, owner);
    let created = false;
    if (chat === null) {
      const roster = create === 'never' ? null : await repo.roster(tx, owner);
      if (!mayCreate(create, roster)) return null;
      ({ chat, created } = await repo.ensure(tx, owner, roster));
    }
    const locked = await repo.lock(tx, chat.id);
    return locked && { chat: locked, created };
  }

  /** Writes the roster's changes; an owner that is gone (a deleted team) leaves its members to read the archive. */
  async function writeRoster(
    tx: DbOrTx,
    chat: ChatRow,
    roster: Roster | null,
  ): Promise<RosterPlan> {
    if (roster === null) return { add: [], remove: [], roles: [] };
    const plan = planRoster(roster.members, await repo.members(tx, chat.id));
    await repo.removeMembers(tx, chat.id, plan.remove);
    await repo.addMembers(tx, chat, plan.add);
    for (const member of plan.roles) await repo.setRole(tx, chat.id, member.userId, member.role);
    return plan;
  }

  /** System messages and events for what changed; the first members of a new chat join silently. */
  async function announce(tx: DbOrTx, out: ChatOutbox, chat: ChatRow, change: Change) {
    const { plan, created, ended, now } = change;
    const users = await repo.briefs(tx, [
      ...plan.add.map((member) => member.userId),
      ...plan.remove,
      ...plan.roles.map((member) => member.userId),
    ]);
    const userOf = (id: number) => {
      const user = users.get(id);
      if (!user) throw new Error(`user ${String(id)} vanished`);
      return user;
    };
    const note = { ban: null, membersCount: now.membersCount };
    if (created) await writeSystemMessage(tx, out, chat, null, { event: 'created', user: null });
    for (const { userId, role } of plan.add) {
      const user = userOf(userId);
      noteMemberChange(out, chat.id, {
        ...note,
        change: 'joined',
        user,
        role,
        joinedIds: [userId],
      });
      if (!created) await writeSystemMessage(tx, out, chat, null, { event: 'joined', user, role });
    }
    for (const userId of plan.remove) {
      const user = userOf(userId);
      await writeSystemMessage(tx, out, chat, null, { event: 'left', user });
      noteMemberChange(out, chat.id, {
        ...note,
        change: 'left',
        user,
        role: null,
        goneIds: [userId],
      });
    }
    for (const { userId, role } of plan.roles) {
      const user = userOf(userId);
      await writeSystemMessage(tx, out, chat, null, { event: 'role_changed', user, role });
      noteMemberChange(out, chat.id, { ...note, change: 'role', user, role });
    }
    if (ended) await writeSystemMessage(tx, out, chat, null, { event: 'archived', user: null });
    if (change.renamed || ended)
      out.add({ type: 'ChatChanged', chatId: chat.id, chat: toChatChanged(now) });
  }

  /** One reconcile in one transaction; the events it gathers go out after commit. */
  async function apply(tx: DbOrTx, owner: RoomOwner, create: CreateMode, out: ChatOutbox) {
    const found = await lockedChat(tx, owner, create);
    if (found === null || found.chat.archived) return found?.chat ?? null;
    const { chat, created } = found;
    // Read after the lock: a reconcile that waited sees what the one before it wrote.
    const roster = await repo.roster(tx, owner);
    const plan = await writeRoster(tx, chat, roster);
    const ended = roster === null || roster.ended;
    const renamed =
      roster !== null && (roster.name !== chat.name || roster.avatarUrl !== chat.avatarUrl);
    const link = roster?.link ?? null;
    const now = await repo.refresh(tx, chat.id, {
      ...(renamed ? { name: roster.name, avatarUrl: roster.avatarUrl } : {}),
      ...(link !== chat.link ? { link } : {}),
      ...(ended ? { archived: true } : {}),
    });
    await announce(tx, out, chat, { plan, created, ended, renamed, now });
    return now;
  }

  /**
   * Brings the owner's chat in line with its roster (see the header) and answers it; null when
   * there is no chat and this call may not (or need not) make one.
   */
  async function reconcile(owner: RoomOwner, create: CreateMode) {
    const [existing, roster] = await Promise.all([repo.byOwner(db, owner), repo.roster(db, owner)]);
    if (existing === null && !mayCreate(create, roster)) return null;
    if (existing !== null && !isOutOfDate(existing, roster, await repo.members(db, existing.id)))
      return existing;
    const out = new ChatOutbox();
    const chat = await db.transaction((tx) => apply(tx, owner, create, out));
    await out.publish(bus);
    return chat;
  }

  /**
   * The room as its member sees it, reconciled first. Anyone whom the reconcile leaves outside (not
   * on the roster, or not in an archived room) gets the same 404 as for an owner that does not
   * exist, so the answer tells an outsider nothing.
   */
  async function open(callerId: number, owner: RoomOwner): Promise<ChatInfo> {
    const roster = await repo.roster(db, owner);
    const chat = await reconcile(owner, roster?.members.has(callerId) ? 'always' : 'never');
    if (chat === null) throw roomNotFound();
    const access = await findChatById(db, callerId, chat.id);
    if (!access?.member) throw roomNotFound();
    const extras = await chatsRepository.cardExtras(db, chat.id, callerId, null);
    return toChatInfo(access, callerId, extras, new Date());
  }

  /** The bus subscriber: reconciles the chat an event names; a failure is logged, the next run mends it. */
  function onEvent(event: AppEvent): void {
    for (const room of roomsOf(event))
      reconcile(room.owner, room.create).catch((error: unknown) => {
        deps.logger.error({ err: error, owner: room.owner }, 'platform chat reconcile failed');
      });
  }

  return { reconcile, open, onEvent };
}

export type PlatformChatsService = ReturnType<typeof createPlatformChatsService>;
