// What proves a game server's call is about the match we gave it: the MatchZy config URL carries an
// HMAC of the hosted match and its expiry, and each hosted match has its own event secret (an HMAC
// of its id) that MatchZy sends as a header. Nothing is stored: both are derived from one key.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface HostingKeys {
  /** The signature of a config URL for the hosted match, valid until `expires` (unix seconds). */
  configSignature(hostedId: number, expires: number): string;
  /** True when the signature is ours and `expires` has not passed at `now`. */
  configValid(hostedId: number, expires: number, signature: string, now: Date): boolean;
  /** The secret MatchZy sends with the hosted match's events. */
  eventSecret(hostedId: number): string;
  eventSecretValid(hostedId: number, presented: string | undefined): boolean;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function hostingKeys(secret: string): HostingKeys {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'clutch hosting signatures v1', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const configSignature = (id: number, expires: number) =>
    mac(`config:${String(id)}:${String(expires)}`);
  const eventSecret = (id: number) => mac(`events:${String(id)}`);
  return {
    configSignature,
    configValid(id, expires, signature, now) {
      if (expires * 1000 < now.getTime()) return false;
      return sameText(signature, configSignature(id, expires));
    },
    eventSecret,
    eventSecretValid(id, presented) {
      return presented !== undefined && sameText(presented, eventSecret(id));
    },
  };
}
