// The quick-match calls the veto section makes to set its lobbies up: open a 1_1 Dota lobby with a
// hero ban, take the other seat, ready up, read it. Answers are checked against the contract.
import { QuickMatchSchema, ReadyStateSchema, type QuickMatch } from '@clutch/contract/quickmatch';
import { call, type BenchUser } from './clutch-client.js';

/** Game 1 (Dota 2), one_of_many: the default 10-hero pool, banned in turns down to one hero. */
export async function openLobby(
  origin: string,
  creator: BenchUser,
  name: string,
): Promise<QuickMatch> {
  const lobby = QuickMatchSchema.parse(
    await call(origin, '/api/quickmatch/?game=1', {
      method: 'POST',
      headers: { authorization: creator.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name, ban_type: 'one_of_many' }),
    }),
  );
  if (lobby.position !== 1)
    throw new Error(
      `opening lobby ${String(lobby.id)}: the creator sits at ${String(lobby.position)}, not 1`,
    );
  return lobby;
}

export async function joinLobby(origin: string, user: BenchUser, id: number): Promise<QuickMatch> {
  return QuickMatchSchema.parse(
    await call(origin, `/api/quickmatch/${String(id)}/join/`, {
      headers: { authorization: user.authorization },
    }),
  );
}

export async function toggleReady(origin: string, user: BenchUser, id: number): Promise<boolean> {
  const state = ReadyStateSchema.parse(
    await call(origin, `/api/quickmatch/${String(id)}/ready/`, {
      method: 'POST',
      headers: { authorization: user.authorization },
    }),
  );
  return state.is_ready;
}

export async function getLobby(origin: string, user: BenchUser, id: number): Promise<QuickMatch> {
  return QuickMatchSchema.parse(
    await call(origin, `/api/quickmatch/${String(id)}/`, {
      headers: { authorization: user.authorization },
    }),
  );
}
