// C6's interleaving runs: fast-check's scheduler and generated gaps order each race; registration
// and final scenarios alternate, the final ones on tournaments prepared in one batch (one start
// wait for all). A broken rule is a counterexample, printed with the order that broke it.
import fc from 'fast-check';
import {
  prepareFinals,
  raceFinal,
  raceRegistration,
  type FinalTournament,
  type RaceContext,
} from './c6-interleavings.js';

export interface InterleavingOutcome {
  runs: number;
  orders: Set<string>;
  failure: string | null;
}

export async function runInterleavings(
  ctx: RaceContext,
  options: { seed: number; runs: number },
): Promise<InterleavingOutcome> {
  const finals: FinalTournament[] = await prepareFinals(ctx, 0, Math.ceil(options.runs / 2) + 2);
  let prepared = finals.length;
  let runs = 0;
  const orders = new Set<string>();
  let broke = '';
  const property = fc.asyncProperty(
    fc.constantFrom('registration', 'final'),
    fc.scheduler(),
    fc.array(fc.nat(8), { minLength: 6, maxLength: 6 }),
    async (kind, s, gaps) => {
      runs += 1;
      let outcome: { problems: string[]; order: string[] };
      if (kind === 'registration') {
        outcome = await raceRegistration(ctx, runs, s, gaps);
      } else {
        let t = finals.shift();
        if (!t) {
          [t] = await prepareFinals(ctx, prepared, 1);
          prepared += 1;
        }
        if (!t) throw new Error('no final tournament');
        outcome = await raceFinal(ctx, t, s, gaps);
      }
      orders.add(outcome.order.join(' → '));
      if (outcome.problems.length > 0) {
        broke = `${kind}: ${outcome.order.join(' → ')}:\n${outcome.problems.join('\n')}`;
        throw new Error(broke);
      }
    },
  );
  try {
    await fc.assert(property, { seed: options.seed, numRuns: options.runs });
    return { runs, orders, failure: null };
  } catch (error) {
    return { runs, orders, failure: `${String(error)}\n${broke}` };
  }
}
