// A chat sender as a client with a flaky link behaves: each message gets a txn_id of its own, and a
// send that is not acknowledged (the instance died, the answer was lost) is sent again with the same
// txn_id, on whichever instance `origin()` names then, until one answers with the message.
import { ChatMessageSchema } from '@clutch/contract/messenger';
import type { RoomMember } from './d1-chat-room.js';

// Long enough that a slow answer under load is not retried as a lost one (a dead instance fails at once).
const SEND_TIMEOUT_MS = 10_000;
const RETRY_PAUSE_MS = 50;
const MAX_ATTEMPTS = 40;

export interface Acknowledged {
  id: number;
  seq: number;
}

export interface SendTally {
  /** HTTP answers by status, and 'network' for a request that got none. */
  outcomes: Map<string, number>;
  /** Sends made again with the same txn_id after no acknowledgement. */
  retries: number;
  /** Acknowledged sends made again on purpose (a lost answer), and the ones answered another id. */
  repeats: number;
  repeatMismatches: string[];
  /** Milliseconds from a send's first attempt to its acknowledgement. */
  latencies: number[];
}

export function newTally(): SendTally {
  return { outcomes: new Map(), retries: 0, repeats: 0, repeatMismatches: [], latencies: [] };
}

function count(tally: SendTally, outcome: string): void {
  tally.outcomes.set(outcome, (tally.outcomes.get(outcome) ?? 0) + 1);
}

/** One create-message call; the message it answered, or null for no acknowledgement. */
async function postOnce(
  origin: string,
  member: RoomMember,
  chatId: number,
  txnId: string,
  tally: SendTally,
): Promise<Acknowledged | null> {
  try {
    const response = await fetch(`${origin}/api/messanger/create-message/`, {
      method: 'POST',
      headers: { authorization: `Token ${member.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        receiver_content_type: 'group',
        receiver_object_id: chatId,
        content_text: `message ${txnId}`,
        txn_id: txnId,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    count(tally, String(response.status));
    if (response.status !== 200 && response.status !== 201) return null;
    const message = ChatMessageSchema.parse(await response.json());
    return { id: message.id, seq: message.seq };
  } catch {
    count(tally, 'network');
    return null;
  }
}

/** Sends until acknowledged, the same txn_id every time; `origin(attempt)` picks the instance. */
export async function sendUntilAcknowledged(
  origin: (attempt: number) => string,
  member: RoomMember,
  chatId: number,
  txnId: string,
  tally: SendTally,
): Promise<Acknowledged> {
  const start = performance.now();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) {
      tally.retries += 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
    const answer = await postOnce(origin(attempt), member, chatId, txnId, tally);
    if (answer) {
      tally.latencies.push(performance.now() - start);
      return answer;
    }
  }
  throw new Error(`${txnId} was never acknowledged in ${String(MAX_ATTEMPTS)} attempts`);
}

/** Sends an acknowledged txn_id once more, as a client whose answer was lost would. */
export async function repeatSend(
  origin: (attempt: number) => string,
  member: RoomMember,
  chatId: number,
  txnId: string,
  first: Acknowledged,
  tally: SendTally,
): Promise<void> {
  tally.repeats += 1;
  const again = await sendUntilAcknowledged(origin, member, chatId, txnId, tally);
  if (again.id !== first.id)
    tally.repeatMismatches.push(`${txnId}: first ${String(first.id)}, again ${String(again.id)}`);
}

/** A small seeded generator (mulberry32), so a run's choices can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
