// Rows a repository loaded, mapped to the contract's lobby answers: the card, the public lobby every
// watcher sees and pushes carry, and the caller's own part. No database access, no permission checks.
import type {
  LobbySide,
  QuickMatch,
  QuickMatchCard,
  QuickMatchPublic,
  VetoView,
} from '@clutch/contract/quickmatch';
import { SLOTS_OF_TYPE } from '@clutch/contract/quickmatch';
import { toCrystals } from '@clutch/contract/money';
import { TYPE_DISPLAY } from '@clutch/contract/tournament-options';
import type { Hero } from '@clutch/contract/game-catalog';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { GameCatalogService } from '../games/game-catalog.service.js';
import { available, currentStep, outcomeOf, type VetoState } from './pick-ban.js';
import type { CardRow, CreatorRow, LobbyRow, SeatView, SideRow } from './quickmatch.repository.js';

const SERVER_DISPLAY = { usa: 'USA', europe: 'Europe', cis: 'CIS' } as const;
export const serverDisplay = (server: LobbyRow['server']) => SERVER_DISPLAY[server];

export const slotsOf = (lobby: Pick<LobbyRow, 'type'>) => SLOTS_OF_TYPE[lobby.type];
/** Seats 1..slots/2 play side a, the rest side b. */
export const sideOfPosition = (lobby: Pick<LobbyRow, 'type'>, position: number): 'a' | 'b' =>
  position <= slotsOf(lobby) / 2 ? 'a' : 'b';
export const positionsOf = (lobby: Pick<LobbyRow, 'type'>, side: 'a' | 'b'): number[] => {
  const half = slotsOf(lobby) / 2;
  return Array.from({ length: half }, (_, i) => (side === 'a' ? i + 1 : half + i + 1));
};

const SIDE_NAMES = { a: 'Radiant', b: 'Dire' } as const;
const CS_SIDE_NAMES = { a: 'Team A', b: 'Team B' } as const;
export const sideName = (game: number, side: 'a' | 'b', teamName: string | null) =>
  teamName ?? (game === 1 ? SIDE_NAMES[side] : CS_SIDE_NAMES[side]);

export interface LobbyParts {
  lobby: LobbyRow;
  creator: CreatorRow;
  sides: SideRow[];
  seats: SeatView[];
  teamNames: Map<number, string>;
}

export function toCard(lobby: CardRow, creator: CreatorRow, seated: number): QuickMatchCard {
  return {
    id: lobby.id,
    game: lobby.game,
    name: lobby.name,
    type: lobby.type,
    type_display: TYPE_DISPLAY[lobby.type],
    status: lobby.status,
    game_time_type: lobby.gameTimeType,
    game_time: lobby.gameTime?.toISOString() ?? null,
    is_opened: lobby.isOpened,
    mix: lobby.mix,
    is_demo: lobby.isDemo,
    prize: toCrystals(lobby.prize),
    entry_fee: toCrystals(lobby.entryFee),
    slots: slotsOf(lobby),
    checked_in_slots: seated,
    game_details: { server: lobby.server, server_display: serverDisplay(lobby.server) },
    created_by: toUserBrief(creator),
    created_at: lobby.createdAt.toISOString(),
  };
}

export function toVetoView(state: VetoState, deadline: Date | null): VetoView {
  const step = currentStep(state);
  const outcome = outcomeOf(state);
  return {
    kind: state.plan.kind,
    pool: [...state.plan.pool],
    moves: state.moves.map((move) => ({ ...move })),
    turn:
      step === null
        ? null
        : {
            side: step.side,
            action: step.action,
            deadline: (deadline ?? new Date()).toISOString(),
            step: state.moves.length,
          },
    available: step === null ? [] : available(state),
    finished: outcome.finished,
  };
}

function toSides(parts: LobbyParts): LobbySide[] {
  const { lobby, sides, seats, teamNames } = parts;
  return sides.map((side) => {
    const positions = positionsOf(lobby, side.side);
    const teamName = side.teamId === null ? null : (teamNames.get(side.teamId) ?? null);
    return {
      id: side.id,
      side: side.side,
      name: sideName(lobby.game, side.side, teamName),
      team: side.teamId === null ? null : { id: side.teamId, name: teamName ?? '' },
      positions,
      players: seats
        .filter((seat) => positions.includes(seat.position))
        .map((seat) => ({
          position: seat.position,
          user: toUserBrief({
            id: seat.userId,
            username: seat.username,
            avatarUrl: seat.avatarUrl,
          }),
          level: seat.level,
          is_ready: seat.isReady,
          is_creator: seat.userId === lobby.createdBy,
        })),
    };
  });
}

/** The map the veto decided, or the only one a lobby without a veto plays. */
export function playedMaps(lobby: LobbyRow): string[] {
  if (lobby.game !== 2) return [];
  if (lobby.veto) {
    const outcome = outcomeOf(lobby.veto);
    if (outcome.finished) return outcome.maps;
    return [];
  }
  return lobby.banType === 'no_ban' || lobby.banType === 'all_but_one'
    ? lobby.pool.slice(0, 1)
    : [];
}

export function toPublic(parts: LobbyParts, catalog: GameCatalogService): QuickMatchPublic {
  const { lobby, creator, seats } = parts;
  const heroes = lobby.game === 1 ? catalog.heroesByIds(lobby.pool.map(Number)) : [];
  const maps = lobby.game === 2 ? catalog.mapsByNames(lobby.pool) : [];
  const played = catalog.mapsByNames(playedMaps(lobby))[0];
  const ready = seats.filter((seat) => seat.isReady).length;
  const server = { server: lobby.server, server_display: serverDisplay(lobby.server) };
  return {
    ...toCard(lobby, creator, seats.length),
    game_details:
      lobby.game === 1
        ? { ...server, game: 1, ban_type: lobby.banType, heroes }
        : {
            ...server,
            game: 2,
            maps_ban_type: lobby.banType,
            display_maps: maps.map((map) => ({ name: map.name, map_url: map.map_url })),
            friendly_fire: lobby.friendlyFire ?? true,
            rounds_to_win: lobby.roundsToWin ?? 13,
            overtime_rounds: lobby.overtimeRounds ?? 3,
          },
    teams: toSides(parts),
    ready_check:
      lobby.status === 'ready_check' && lobby.readyDeadline
        ? { deadline: lobby.readyDeadline.toISOString(), ready, total: slotsOf(lobby) }
        : null,
    veto: lobby.veto ? toVetoView(lobby.veto, lobby.vetoDeadline) : null,
    result:
      lobby.winner === null
        ? null
        : { winner: lobby.winner, score_a: lobby.scoreA, score_b: lobby.scoreB },
    display_map: played ? { name: played.name, map_url: played.map_url } : null,
    likes_count: lobby.likesCount,
    dislikes_count: lobby.dislikesCount,
    started_at: lobby.startedAt?.toISOString() ?? null,
    finished_at: lobby.finishedAt?.toISOString() ?? null,
    version: lobby.version,
    tournament: null,
  };
}

export interface CallerPart {
  userId: number;
  reaction: boolean | null;
  allowedHero: Hero | null;
}

export function toQuickMatch(
  parts: LobbyParts,
  catalog: GameCatalogService,
  caller: CallerPart,
): QuickMatch {
  const { lobby, seats, sides } = parts;
  const view = toPublic(parts, catalog);
  const seat = seats.find((s) => s.userId === caller.userId);
  const side = seat
    ? sides.find((s) => s.side === sideOfPosition(lobby, seat.position))
    : undefined;
  const teamView = side ? view.teams.find((t) => t.id === side.id) : undefined;
  const playing = seat !== undefined && lobby.status === 'in_game';
  return {
    ...view,
    position: seat?.position ?? null,
    is_ready: seat?.isReady ?? false,
    team: side?.id ?? null,
    team_name: teamView?.name ?? null,
    allowed_hero: seat ? caller.allowedHero : null,
    lobby_data:
      playing && lobby.lobbyName !== null && lobby.lobbyPassword !== null
        ? { lobby_name: lobby.lobbyName, password: lobby.lobbyPassword }
        : null,
    connection_string: playing ? lobby.connectString : null,
    invite_token: seat && !lobby.isOpened ? lobby.inviteToken : null,
    user_action: caller.reaction === null ? null : caller.reaction ? 'like' : 'dislike',
  };
}
