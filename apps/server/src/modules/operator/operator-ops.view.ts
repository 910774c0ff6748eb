// Rows of operator-ops.repository.ts as the console's contract answers them (operator-ops.ts):
// crystals from minor units, ISO times, user briefs; a server's or bot's live matches beside it.
import { toCrystals } from '@clutch/contract/money';
import type {
  OpsCs2Server,
  OpsDotaBot,
  OpsLobbyRow,
  OpsParticipant,
  OpsTournamentRow,
} from '@clutch/contract/operator-ops';
import { SLOTS_OF_TYPE } from '@clutch/contract/quickmatch';
import { toUserBrief } from '../../platform/http/user-brief.js';
import type { operatorOpsRepository } from './operator-ops.repository.js';

type Repo = typeof operatorOpsRepository;
type RowOf<K extends keyof Repo> = Awaited<ReturnType<Repo[K]>>;
type TournamentRowIn = NonNullable<RowOf<'tournament'>>;
type LobbyRowIn = NonNullable<RowOf<'lobby'>>;
type HostedIn = RowOf<'liveHostedMatches'>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toTournamentRow(row: TournamentRowIn): OpsTournamentRow {
  return {
    id: row.id,
    // Every tournament has its three names; a missing one is a row written outside the API.
    name: row.name ?? `#${String(row.id)}`,
    game: row.game,
    type: row.type,
    status: row.status,
    book: row.isDemo ? 'demo' : 'real',
    organiser: toUserBrief(row.organiser),
    entry_fee: toCrystals(row.entryFee),
    prize_pool: toCrystals(row.prizePool),
    participants_count: Number(row.participantsCount),
    disputed_matches_count: Number(row.disputedCount),
    start_time: row.startTime.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toParticipant(row: RowOf<'participants'>[number]): OpsParticipant {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    user: row.player ? toUserBrief(row.player) : null,
    team: row.team,
    registered_by: toUserBrief(row.registeredBy),
    fee_held: toCrystals(Number(row.feeHeld)),
    seed: row.seed,
    place: row.place,
    registered_at: row.registeredAt.toISOString(),
  };
}

export function toLobbyRow(row: LobbyRowIn): OpsLobbyRow {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    type: row.type,
    status: row.status,
    book: row.isDemo ? 'demo' : 'real',
    entry_fee: toCrystals(row.entryFee),
    slots: SLOTS_OF_TYPE[row.type],
    players_count: Number(row.playersCount),
    created_by: toUserBrief(row.createdBy),
    created_at: row.createdAt.toISOString(),
  };
}

const toHosted = (row: HostedIn) => ({
  id: row.id,
  owner_kind: row.ownerKind,
  owner_id: row.ownerId,
  match_id: row.matchId,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export function toCs2Servers(servers: RowOf<'cs2Servers'>, hosted: HostedIn[]): OpsCs2Server[] {
  return servers.map((server) => {
    const current = hosted.find((match) => match.cs2ServerId === server.id);
    return {
      id: server.id,
      name: server.name,
      host: server.host,
      port: server.port,
      region: server.region,
      status: server.status,
      allocated_to: server.allocatedTo,
      current_match: current ? toHosted(current) : null,
      last_health_at: iso(server.lastHealthAt),
      last_error: server.lastError,
      created_at: server.createdAt.toISOString(),
    };
  });
}

export function toDotaBots(bots: RowOf<'dotaBots'>, hosted: HostedIn[]): OpsDotaBot[] {
  return bots.map((bot) => ({
    id: bot.id,
    account: bot.account,
    steam_id: bot.steamId,
    capacity: bot.capacity,
    is_connected: bot.connection !== null,
    last_seen_at: iso(bot.lastSeenAt),
    current_matches: hosted.filter((match) => match.botId === bot.id).map(toHosted),
    created_at: bot.createdAt.toISOString(),
  }));
}
