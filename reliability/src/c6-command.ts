// The shape of C6's commands: each is a fast-check AsyncCommand that picks its users, jars and
// tournaments by index among what the model has, predicts from the model whether the API accepts
// it, sends it, checks the status against the prediction, updates the model, then compares the
// model with the system (c6-check.ts).
import type { AsyncCommand } from 'fast-check';
import { type MoneyReply } from './c-money.js';
import { compare, count, type Real } from './c6-check.js';
import type { Model } from './c6-model.js';

export type C6Command = AsyncCommand<Model, Real>;

export interface Step {
  /** The plan's operation this command is (printed in the command counts). */
  name: string;
  /** Whether it can run on this model at all (something to act on). */
  check?: (model: Readonly<Model>) => boolean;
  /**
   * Sends it; answers the reply, whether the model expected it accepted, the users it touched,
   * and what to do to the model when it was.
   */
  act: (model: Model, real: Real) => Promise<Outcome>;
}

export interface Outcome {
  reply: MoneyReply;
  expected: boolean;
  touched: number[];
  apply?: () => void | Promise<void>;
}

/** A 5xx or a dropped answer is never right; otherwise 2xx = accepted, 4xx = refused. */
export function judge(name: string, outcome: Outcome, real: Real): void {
  const { reply, expected } = outcome;
  if (reply.status === 0 || reply.status >= 500) {
    real.stats.fivexx += 1;
    throw new Error(`${name}: ${String(reply.status)} ${reply.text.slice(0, 300)}`);
  }
  const accepted = reply.status < 300;
  if (accepted !== expected)
    throw new Error(
      `${name}: the model expected ${expected ? 'acceptance' : 'a refusal'}, the API answered ${String(reply.status)} ${reply.text.slice(0, 300)}`,
    );
}

export function makeCommand(label: string, step: Step): C6Command {
  return {
    check: (model) => step.check?.(model) ?? true,
    async run(model, real) {
      const outcome = await step.act(model, real);
      judge(label, outcome, real);
      if (outcome.reply.status < 300) await outcome.apply?.();
      count(real.stats, step.name);
      await compare(model, real, outcome.touched);
    },
    toString: () => label,
  };
}

/** The item at `pick` modulo the length (the arbitraries pick indices before the model exists). */
export function at<T>(items: readonly T[], pick: number): T {
  const item = items[pick % items.length];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** Another index than `index` among `n`, from `pick`. */
export const other = (index: number, pick: number, n: number) => (index + 1 + (pick % (n - 1))) % n;
