// The demo's tournaments, through the API on the history app's fast clock: the Autumn Cup played to
// the end (bracket, results, prizes paid, reviews), the Night Cup running with a round half played,
// and the two cups open for registration with players and both CS2 teams in them.
import { z } from 'zod';
import type { App } from './app.js';
import { HISTORY_MINUTE_MS, idOf, type SeedCall, type SeedUser } from './seed-api.js';
import type { People } from './seed-social.js';

const DAY_MS = 86_400_000;
const texts = (name: string, description: string) => ({
  en: { name, description },
  ua: { name, description: '' },
  cn: { name, description: '' },
});

/** Played for demo crystals (the organiser's demo book holds the pools), a few days ahead. */
const OPEN_TOURNAMENTS = [
  {
    game: 1,
    organiser: 'alice',
    form: {
      translations: texts('Clutch Demo Cup', 'Mid only, best of three. Demo crystals: try it out.'),
      type: '1_1',
      grid: 3,
      is_demo: true,
      prize_pool: 300,
      first_place_prize: 150,
      second_place_prize: 100,
      third_place_prize: 50,
      freeze_time: 30,
      startInDays: 3,
    },
    players: ['chen', 'emma', 'yuki', 'mei', 'olena'],
  },
  {
    game: 2,
    organiser: 'chen',
    form: {
      translations: texts('Clutch CS2 Open', 'Teams of five, Mirage and Inferno. Demo crystals.'),
      type: '5_5',
      grid: 2,
      is_demo: true,
      prize_pool: 500,
      first_place_prize: 350,
      second_place_prize: 150,
      freeze_time: 60,
      maps_ban_type: 'one_of_many',
      map_list: ['de_mirage', 'de_inferno'],
      startInDays: 7,
    },
    players: [],
  },
] as const;

/**
 * The played cups are created an hour ahead and their players registered at the seed's own pace;
 * only then is the start moved to just past the freeze (as the e2e journeys do), so no sign-up has
 * to race the clock however slow the machine.
 */
const FAR_AHEAD_MS = 3_600_000;
const FREEZE = 15;
/** How long registration stays open after the move: only the moving request has to fit in it. */
const LEAD_MS = 400;

const PLAYED = {
  finished: {
    organiser: 'bob',
    form: texts('Clutch Autumn Cup', 'The first demo cup: eight players, mid only. Played out.'),
    players: ['alice', 'chen', 'dmytro', 'olena', 'emma', 'lukas', 'yuki', 'mei'],
  },
  running: {
    organiser: 'chen',
    form: texts('Clutch Night Cup', 'Late-night mid duels. The first round is being played.'),
    players: ['alice', 'dmytro', 'sofia', 'mateo', 'pierre', 'anna', 'yuki', 'lukas'],
  },
} as const;

function person(people: People, username: string): SeedUser {
  const found = people.get(username);
  if (!found) throw new Error(`no demo user ${username}`);
  return found;
}

const register = (call: SeedCall, id: number, as: SeedUser, body: object) =>
  call('POST', `tournaments/register/${String(id)}/?confirm_clash=true`, as, body);

/** The two open cups (alice's and chen's) with players, and in the CS2 one both teams. */
export async function seedOpenTournaments(
  call: SeedCall,
  people: People,
  teams: ReadonlyMap<string, number>,
): Promise<void> {
  for (const { game, organiser, form, players } of OPEN_TOURNAMENTS) {
    const { startInDays, ...fields } = form;
    const start = new Date(Date.now() + startInDays * DAY_MS).toISOString();
    const id = await idOf(
      call('POST', `tournaments/?game=${String(game)}`, person(people, organiser), {
        ...fields,
        start_time: start,
      }),
    );
    for (const name of players) {
      const player = person(people, name);
      await register(call, id, player, { user: player.id });
    }
    if (form.type === '5_5')
      for (const [leader, team] of teams)
        await register(call, id, person(people, leader), { team });
  }
}

export interface PlayedTournaments {
  finished: number;
  running: number;
}

/** The Autumn and Night cups with their eight players each, an hour before they start. */
export async function enterPlayedTournaments(
  call: SeedCall,
  people: People,
): Promise<PlayedTournaments> {
  const startsAt = new Date(Date.now() + FAR_AHEAD_MS);
  const ids: number[] = [];
  for (const { organiser, form, players } of [PLAYED.finished, PLAYED.running]) {
    const id = await idOf(
      call('POST', 'tournaments/?game=1', person(people, organiser), {
        translations: form,
        type: '1_1',
        grid: 3,
        is_demo: true,
        prize_pool: 150,
        first_place_prize: 80,
        second_place_prize: 50,
        third_place_prize: 20,
        freeze_time: FREEZE,
        match_duration: 30,
        start_time: startsAt.toISOString(),
      }),
    );
    for (const name of players) {
      const player = person(people, name);
      await register(call, id, player, { user: player.id });
    }
    ids.push(id);
  }
  const [finished, running] = ids;
  if (finished === undefined || running === undefined) throw new Error('demo cups not created');
  return { finished, running };
}

const GridMatchSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  side_a: z.object({ user: z.object({ id: z.number().int() }).nullable() }).nullable(),
  side_b: z.object({ user: z.object({ id: z.number().int() }).nullable() }).nullable(),
});
const GridSchema = z.array(GridMatchSchema);
type GridMatch = z.infer<typeof GridMatchSchema>;

const grid = async (call: SeedCall, id: number) =>
  GridSchema.parse(await call('GET', `tournaments/${String(id)}/grid/`, null));
const isPlayable = (match: GridMatch) =>
  (match.status === 'ready' || match.status === 'in_game') && match.side_b !== null;
const plays = (match: GridMatch, user: SeedUser) =>
  match.side_a?.user?.id === user.id || match.side_b?.user?.id === user.id;

/**
 * Moves both cups' start to just past their freeze, waits for it and runs their start jobs: both
 * brackets are drawn. A move that came too late (the freeze already passed) is asked again.
 */
export async function startPlayedTournaments(
  history: App,
  call: SeedCall,
  people: People,
  played: PlayedTournaments,
) {
  let latest = 0;
  for (const [id, { organiser }] of [
    [played.finished, PLAYED.finished],
    [played.running, PLAYED.running],
  ] as const)
    for (let attempt = 1; ; attempt += 1) {
      const startsAt = Date.now() + FREEZE * HISTORY_MINUTE_MS + LEAD_MS;
      const moved = await call('PATCH', `tournaments/${String(id)}/`, person(people, organiser), {
        start_time: new Date(startsAt).toISOString(),
      }).then(
        () => true,
        (error: unknown) => {
          if (attempt === 3) throw error;
          return false;
        },
      );
      if (moved) {
        latest = Math.max(latest, startsAt);
        break;
      }
    }
  const wait = latest - Date.now() + 50;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await history.jobs.runDue(new Date());
}

/** The organiser sets every result round by round; alice wins hers, side a the others (2:1). */
export async function playAutumnCup(call: SeedCall, people: People, id: number): Promise<void> {
  const organiser = person(people, PLAYED.finished.organiser);
  const alice = person(people, 'alice');
  for (let round = 0; round < 6; round += 1) {
    const playable = (await grid(call, id)).filter(isPlayable);
    if (playable.length === 0) break;
    for (const match of playable) {
      const aliceOnB = match.side_b?.user?.id === alice.id;
      const score = aliceOnB ? { score_a: 0, score_b: 2 } : { score_a: 2, score_b: 1 };
      await call('POST', `tournaments/match/${String(match.id)}/result/`, organiser, score);
    }
  }
  const reviews = [
    { by: 'alice', action: 'like', rating: 5, comment: 'Smooth cup, fast admin. Loved the final!' },
    { by: 'chen', action: 'like', rating: 4, comment: 'Good games. More Shadow Fiend next time.' },
    { by: 'emma', action: 'like', rating: 5, comment: 'My first tournament here, will be back.' },
    { by: 'lukas', action: 'dislike', rating: 3, comment: 'Fun, but my semifinal was too late.' },
  ] as const;
  for (const { by, ...userAction } of reviews)
    await call('POST', `tournaments/${String(id)}/tournament-action/`, person(people, by), {
      user_action: userAction,
    });
}

/**
 * Half the Night Cup's first round is decided; alice's match waits two hours ahead (her next
 * match on the home page), the rest are ready for the organiser to start.
 */
export async function playNightCupRound(call: SeedCall, people: People, id: number) {
  const organiser = person(people, PLAYED.running.organiser);
  const alice = person(people, 'alice');
  const playable = (await grid(call, id)).filter(isPlayable);
  const others = playable.filter((match) => !plays(match, alice));
  for (const match of others.slice(0, 2))
    await call('POST', `tournaments/match/${String(match.id)}/result/`, organiser, {
      score_a: 2,
      score_b: 0,
    });
  const mine = playable.find((match) => plays(match, alice));
  if (mine)
    await call('POST', `tournaments/postpone/${String(mine.id)}/`, organiser, {
      new_start_time: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
}
