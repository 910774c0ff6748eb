// Who plays a hosted match, by Steam account: a game server seats players by SteamID64 and a Dota
// bot invites them by it, so a player without a linked Steam account cannot play a real match.
import type { DbOrTx } from '../../../platform/db/database.js';
import type { RunnerMatch } from '../match.js';
import type { HostedPlayer } from './hosted-matches.tables.js';
import { hostedMatchesRepository as repo } from './hosted-matches.repository.js';

export type PlayersOrProblem =
  { ok: true; players: HostedPlayer[] } | { ok: false; problem: string; userIds: number[] };

export async function hostedPlayersOf(db: DbOrTx, match: RunnerMatch): Promise<PlayersOrProblem> {
  const seated = match.sides.flatMap((side, index) =>
    side.userIds.map((userId) => ({ userId, side: index === 0 ? ('a' as const) : ('b' as const) })),
  );
  const accounts = await repo.steamAccounts(
    db,
    seated.map((seat) => seat.userId),
  );
  const unlinked = seated.filter((seat) => !accounts.get(seat.userId)?.steamId);
  if (unlinked.length > 0) {
    const names = unlinked.map(
      (seat) => accounts.get(seat.userId)?.name ?? `#${String(seat.userId)}`,
    );
    return {
      ok: false,
      problem: `Every player must link a Steam account to play a real match: ${names.join(', ')}.`,
      userIds: unlinked.map((seat) => seat.userId),
    };
  }
  return {
    ok: true,
    players: seated.map((seat) => ({
      userId: seat.userId,
      steamId: accounts.get(seat.userId)?.steamId ?? '',
      name: accounts.get(seat.userId)?.name ?? '',
      side: seat.side,
      heroId: match.settings?.heroes.get(seat.userId) ?? null,
    })),
  };
}
