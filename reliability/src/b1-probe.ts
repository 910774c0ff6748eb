// B1's requests, made from the running server's API document: every operation with a path
// parameter, filled with owner A's ids as the expectations table says, and the ±1 guesses.
import { z } from 'zod';
import type { ApiRequest } from './api-client.js';
import { B1_EXPECTATIONS, type Expectation, type SeedView } from './b1-expectations.js';
import type { Seed, SeedKey } from './b1-seed.js';

const OperationSchema = z.object({
  operationId: z.string(),
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
});
const DocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export interface IdOperation {
  operationId: string;
  method: NonNullable<ApiRequest['method']>;
  /** `/api/team/{id}/` as the document writes it. */
  path: string;
  params: string[];
}

const METHODS = new Set(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']);
const isMethod = (text: string): text is IdOperation['method'] => METHODS.has(text);

/** The document's operations that take a path parameter. */
export function idOperations(document: unknown): IdOperation[] {
  const found: IdOperation[] = [];
  for (const [path, operations] of Object.entries(DocumentSchema.parse(document).paths))
    for (const [method, raw] of Object.entries(operations)) {
      const operation = OperationSchema.safeParse(raw);
      const upper = method.toUpperCase();
      if (!operation.success || !isMethod(upper)) continue;
      const params = (operation.data.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      if (params.length > 0)
        found.push({ operationId: operation.data.operationId, method: upper, path, params });
    }
  return found;
}

export function seedView(seed: Seed, actorPassword = ''): SeedView {
  return {
    marker: seed.marker,
    actorPassword,
    id: (key: SeedKey) => seed.ids[key] ?? 0,
  };
}

export interface Probe {
  operation: IdOperation;
  expectation: Expectation;
  /** `/api/...` with the ids filled in and the query. */
  url: string;
  method: IdOperation['method'];
  body: unknown;
  /** Which guess: 'A’s id', 'id+1', 'id-1'. */
  variant: string;
  /** Seed keys used that the seed could not make (the path carries 0 there). */
  unseeded: SeedKey[];
}

/**
 * The probes of one operation: A's ids, and for an owner-only route the first seeded numeric
 * parameter ±1 (a guess equal to the caller's own id is left out); `actor` null: the owner's call.
 */
export function probesOf(
  operation: IdOperation,
  seed: Seed,
  actor: { id: number; password: string } | null,
): Probe[] {
  const expectation = B1_EXPECTATIONS[operation.operationId];
  if (!expectation || expectation.access === 'staff') return [];
  const view = seedView(seed, actor?.password);
  const asStranger = actor !== null;
  const skipIds = new Set(actor ? [actor.id] : []);
  const values: Record<string, string> = {};
  const unseeded: SeedKey[] = [];
  let guessParam: string | null = null;
  for (const name of operation.params) {
    const source =
      (asStranger ? expectation.strangerParams?.[name] : undefined) ?? expectation.params?.[name];
    if (source === undefined) values[name] = '1';
    else if (typeof source === 'object') values[name] = source.literal;
    else {
      const value = seed.ids[source];
      if (value === undefined) unseeded.push(source);
      values[name] = String(value ?? 0);
      if (guessParam === null && typeof value === 'number') guessParam = name;
    }
  }
  const make = (variant: string, override: Record<string, string>): Probe => {
    const filled = { ...values, ...override };
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(filled[name] ?? '1'),
    );
    const query = expectation.query?.(view);
    return {
      operation,
      expectation,
      url: query ? `${path}?${query}` : path,
      method: operation.method,
      body: expectation.body?.(view) ?? (operation.method === 'GET' ? undefined : {}),
      variant,
      unseeded,
    };
  };
  const probes = [make('A’s id', {})];
  if (expectation.access === 'owner-only' && guessParam !== null) {
    const base = Number(values[guessParam]);
    const guesses: [string, number][] = [
      ['id+1', base + 1],
      ['id-1', base - 1],
    ];
    for (const [variant, guess] of guesses)
      if (guess > 0 && !skipIds.has(guess))
        probes.push(make(variant, { [guessParam]: String(guess) }));
  }
  return probes;
}
