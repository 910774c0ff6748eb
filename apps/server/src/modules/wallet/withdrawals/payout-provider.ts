// Paying crystals out to an address, behind one interface. A provider must be idempotent by
// `reference` (our withdrawal id): asked again with the same reference it answers the first outcome
// and pays nothing more. That is what makes a payout exactly-once when our transaction recording it
// fails after the provider paid: the job runs again and the provider recognises the reference.
export interface PayoutRequest {
  /** "withdrawal:<id>": the provider's idempotency key. */
  reference: string;
  network: string;
  address: string;
  /** Minor units the address receives (the withdrawn amount less the network fee). */
  amount: number;
}

/**
 * paid: the money left. refused: it never will (a bad address, a sanctioned one): the crystals go
 * back. A provider that cannot tell yet (timeout, 5xx) throws, and the job asks again later.
 */
export type PayoutOutcome =
  { status: 'paid'; providerReference: string } | { status: 'refused'; reason: string };

export interface PayoutProvider {
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutOutcome>;
}

export interface SandboxPayouts extends PayoutProvider {
  /** Payouts made, by reference: one per reference however often it was asked. */
  readonly paid: ReadonlyMap<string, PayoutRequest>;
}

/** Addresses ending in "dead" (any case) are refused, so tests and the demo can see a failure. */
export const SANDBOX_REFUSED_SUFFIX = 'dead';

/** The built-in provider: pays every address at once, in memory, except the refused ones. */
export function createSandboxPayouts(): SandboxPayouts {
  const outcomes = new Map<string, PayoutOutcome>();
  const paid = new Map<string, PayoutRequest>();
  return {
    name: 'sandbox',
    paid,
    send(request) {
      const seen = outcomes.get(request.reference);
      if (seen) return Promise.resolve(seen);
      const outcome: PayoutOutcome = request.address.toLowerCase().endsWith(SANDBOX_REFUSED_SUFFIX)
        ? { status: 'refused', reason: 'The sandbox refuses addresses ending in "dead".' }
        : { status: 'paid', providerReference: `sandbox-${request.reference}` };
      outcomes.set(request.reference, outcome);
      if (outcome.status === 'paid') paid.set(request.reference, request);
      return Promise.resolve(outcome);
    },
  };
}
