// A tournament at a chosen stage for tests that try calls by role: open with two registered players,
// applied to (with applications on), running (the final written), started, or finished.
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { enter, matchesDue, runApi, startNow } from './tournament-run.js';
import { joinApi, tournamentApi } from './tournaments.js';
import { fund } from './wallet.js';

export type Stage = 'open' | 'applied' | 'running' | 'started' | 'finished';

export interface World {
  id: number;
  creator: TestUser;
  /** A registered player (the applicant in an `applied` world). */
  participant: TestUser;
  stranger: TestUser;
  /** Someone to name in a call (ban, invite, offer, caster). */
  target: TestUser;
  /** The final of a grid-1 tournament once it runs. */
  matchId: number;
  /** The participant's application in an `applied` world. */
  applicationId: number;
}

/** A fresh grid-1 tournament brought to `stage`, with the people a permission test needs. */
export async function stagedTournament(t: TestApp, stage: Stage): Promise<World> {
  const api = tournamentApi(t);
  const run = runApi(t);
  const creator = await createUser(t);
  await fund(t, creator, 10);
  const id = await api.create(creator, {
    grid: 1,
    prize_pool: 10,
    first_place_prize: 10,
    donats: true,
    applications: stage === 'applied',
  });
  const [participant, opponent, stranger, target] = [
    await createUser(t),
    await createUser(t),
    await createUser(t),
    await createUser(t),
  ];
  const w = { id, creator, participant, stranger, target, matchId: 0, applicationId: 0 };
  if (stage === 'applied') {
    const res = await joinApi(t).register(id, participant);
    w.applicationId = res.json<{ application_id: number }>().application_id;
    return w;
  }
  for (const player of [participant, opponent]) await enter(t, { tournamentId: id, by: player });
  if (stage === 'open') return w;
  await startNow(t, id);
  const [final] = await run.grid(id);
  if (!final) throw new Error('no match');
  w.matchId = final.id;
  if (stage === 'running') return w;
  await matchesDue(t, id);
  const started = await run.startGame(id, creator);
  if (started.statusCode !== 200) throw new Error(`startgame answered ${started.body}`);
  if (stage === 'started') return w;
  const result = await run.result(w.matchId, creator, 2, 1);
  if (result.statusCode !== 200) throw new Error(`result answered ${result.body}`);
  return w;
}
