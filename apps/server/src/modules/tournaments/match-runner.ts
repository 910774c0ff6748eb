// How a started match is played. The quick-match issue will connect real game servers behind this
// interface; until then the manual runner hands out a lobby and the players report the result,
// and the simulator (demo tournaments only) also decides it after a delay.
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/database.js';

export interface RunnerMatch {
  readonly id: number;
  readonly tournamentId: number;
  readonly isDemo: boolean;
}

export interface Lobby {
  readonly lobbyName: string;
  readonly lobbyPassword: string;
  readonly connectString: string | null;
}

export type RunnerStart = { ok: true; lobby: Lobby } | { ok: false; problem: string };

export interface MatchRunner {
  /** Called inside the transaction `tx` that marks the match in_game. */
  start(match: RunnerMatch, tx: DbOrTx): Promise<RunnerStart>;
}

/** A lobby the players make themselves in the game client; results come from their reports. */
export const manualRunner: MatchRunner = {
  start(match) {
    return Promise.resolve({
      ok: true,
      lobby: {
        lobbyName: `clutch-${String(match.tournamentId)}-${String(match.id)}`,
        lobbyPassword: randomBytes(6).toString('hex'),
        connectString: null,
      },
    });
  },
};
