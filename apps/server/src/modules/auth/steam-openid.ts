// Steam sign-in as an OpenID 2.0 relying party: the checkid_setup link, the local checks of a positive
// assertion, and the check_authentication round trip that lets Steam vouch for its own signature.
// Written here because every npm client hard-codes Steam's host and so cannot be tested on loopback.

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Steam identities are always on steamcommunity.com, whatever host the OpenID endpoint has. */
const STEAM_IDENTITY = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
/** Every field we rely on must be covered by the signature, or anyone could edit it in transit. */
const REQUIRED_SIGNED = [
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
] as const;
/** Steam also signs the `signed` list itself, and OpenID 2.0 allows `ns`; nothing else is expected. */
const ALLOWED_EXTRA_SIGNED = new Set(['signed', 'ns']);
/** RFC 3339 in UTC without fractions, as OpenID 2.0 section 10.1 demands, then unique characters. */
const NONCE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)[\x21-\x7e]*$/;
const NONCE_MAX_LENGTH = 255;
export const NONCE_MAX_SKEW_MS = 5 * 60_000;
const CHECK_TIMEOUT_MS = 10_000;

export type AssertionQuery = Readonly<Record<string, string | undefined>>;

export interface VerifiedAssertion {
  ok: true;
  steamId: string;
  nonce: string;
  /** The signed return_to, whose query carries our one-time state. */
  returnTo: URL;
}

/** malformed: the assertion itself is off; unverified: Steam did not vouch for it; unreachable: Steam is down. */
export interface RefusedAssertion {
  ok: false;
  problem: 'malformed' | 'unverified' | 'unreachable';
  reason: string;
}

export type AssertionOutcome = VerifiedAssertion | RefusedAssertion;

export interface AssertionChecks {
  /** The configured OpenID endpoint; an assertion naming any other provider is refused. */
  endpoint: string;
  /** The return_to we send, without its query (e.g. `https://clutch.gg/steam-login`). */
  returnTo: string;
  now: number;
}

const malformed = (reason: string): RefusedAssertion => ({
  ok: false,
  problem: 'malformed',
  reason,
});

export function buildLoginUrl(options: {
  endpoint: string;
  returnTo: string;
  realm: string;
}): string {
  const url = new URL(options.endpoint);
  url.searchParams.set('openid.ns', OPENID_NS);
  url.searchParams.set('openid.mode', 'checkid_setup');
  url.searchParams.set('openid.return_to', options.returnTo);
  url.searchParams.set('openid.realm', options.realm);
  url.searchParams.set('openid.identity', IDENTIFIER_SELECT);
  url.searchParams.set('openid.claimed_id', IDENTIFIER_SELECT);
  return url.toString();
}

/** The `openid.signed` list when it covers every field we use and nothing unexpected. */
function checkSignedList(query: AssertionQuery): RefusedAssertion | null {
  const signed = (query['openid.signed'] ?? '').split(',');
  if (new Set(signed).size !== signed.length)
    return malformed('The Steam answer signs a field twice.');
  const unsigned = REQUIRED_SIGNED.filter((name) => !signed.includes(name));
  if (unsigned.length > 0)
    return malformed(`The Steam answer does not sign ${unsigned.join(', ')}.`);
  const extra = signed.filter((name) => !ALLOWED_EXTRA_SIGNED.has(name) && !isRequiredSigned(name));
  if (extra.length > 0)
    return malformed(`The Steam answer signs unexpected fields: ${extra.join(', ')}.`);
  const absent = signed.filter((name) => query[`openid.${name}`] === undefined);
  if (absent.length > 0)
    return malformed(`The Steam answer lacks the signed fields ${absent.join(', ')}.`);
  if (!query['openid.sig']) return malformed('The Steam answer carries no signature.');
  return null;
}

function isRequiredSigned(name: string): boolean {
  return REQUIRED_SIGNED.some((required) => required === name);
}

/** Both identifiers must name the same 17-digit Steam ID on steamcommunity.com. */
function steamIdOf(query: AssertionQuery): string | RefusedAssertion {
  const claimed = query['openid.claimed_id'] ?? '';
  const match = STEAM_IDENTITY.exec(claimed);
  if (!match?.[1]) return malformed('The Steam answer does not name a Steam account.');
  if (query['openid.identity'] !== claimed) {
    return malformed('The Steam answer names two different accounts.');
  }
  return match[1];
}

/**
 * OpenID 2.0 section 11.1: return_to must be our page, and every parameter in it must come back
 * unchanged in the request, which is what carries the one-time state through Steam untouched.
 */
function returnToOf(query: AssertionQuery, expected: string): URL | RefusedAssertion {
  const foreign = malformed('The Steam answer was meant for another site.');
  let url: URL;
  try {
    url = new URL(query['openid.return_to'] ?? '');
  } catch {
    return foreign;
  }
  const ours = new URL(expected);
  if (url.origin !== ours.origin || url.pathname !== ours.pathname || url.hash !== '')
    return foreign;
  for (const [key, value] of url.searchParams) {
    if (query[key] !== value) return malformed('The Steam answer does not match this request.');
  }
  return url;
}

/** A nonce is remembered only for a while, so one older than that could be replayed unnoticed. */
export function checkNonce(nonce: string | undefined, now: number): RefusedAssertion | null {
  const match = NONCE.exec(nonce ?? '');
  if (!match?.[1] || (nonce ?? '').length > NONCE_MAX_LENGTH) {
    return malformed('The Steam answer has no valid nonce.');
  }
  const issuedAt = Date.parse(match[1]);
  if (Number.isNaN(issuedAt) || Math.abs(now - issuedAt) > NONCE_MAX_SKEW_MS) {
    return malformed('The Steam answer is too old or from the future. Sign in again.');
  }
  return null;
}

/** Every check that needs no network: shape, provider, identity, return_to and nonce. */
export function checkAssertion(query: AssertionQuery, checks: AssertionChecks): AssertionOutcome {
  if (query['openid.ns'] !== OPENID_NS) return malformed('The Steam answer is not OpenID 2.0.');
  const mode = query['openid.mode'];
  if (mode === 'cancel') return malformed('Steam sign-in was cancelled.');
  if (mode !== 'id_res') return malformed('Steam did not confirm the sign-in.');
  const signedProblem = checkSignedList(query);
  if (signedProblem) return signedProblem;
  if (query['openid.op_endpoint'] !== checks.endpoint) {
    return malformed('The answer comes from another OpenID provider than Steam.');
  }
  const steamId = steamIdOf(query);
  if (typeof steamId !== 'string') return steamId;
  const returnTo = returnToOf(query, checks.returnTo);
  if (!(returnTo instanceof URL)) return returnTo;
  const nonceProblem = checkNonce(query['openid.response_nonce'], checks.now);
  if (nonceProblem) return nonceProblem;
  return { ok: true, steamId, nonce: query['openid.response_nonce'] ?? '', returnTo };
}

/** The direct verification request: every openid field as received, only the mode changed. */
export function buildCheckAuthenticationBody(query: AssertionQuery): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith('openid.') && value !== undefined) body.set(key, value);
  }
  body.set('openid.mode', 'check_authentication');
  return body;
}

/** OpenID key-value form (section 4.1.1): one `key:value` per line, split at the first colon. */
export function parseKeyValueForm(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/\r$/, ''));
  }
  return fields;
}

type ProviderAnswer = 'confirmed' | 'denied' | 'unreachable';

async function askProvider(
  query: AssertionQuery,
  endpoint: string,
  fetcher: typeof fetch,
): Promise<ProviderAnswer> {
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: buildCheckAuthenticationBody(query).toString(),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (response.status >= 500) return 'unreachable';
    const answer = parseKeyValueForm(await response.text());
    const isValid =
      response.ok && answer.get('ns') === OPENID_NS && answer.get('is_valid') === 'true';
    return isValid ? 'confirmed' : 'denied';
  } catch {
    // A timeout or a broken connection says nothing about the assertion, only about Steam.
    return 'unreachable';
  }
}

/** Checks the assertion locally, then has the configured endpoint confirm its signature. */
export async function verifyAssertion(
  query: AssertionQuery,
  options: { endpoint: string; returnTo: string; fetch: typeof fetch; now?: number },
): Promise<AssertionOutcome> {
  const local = checkAssertion(query, { ...options, now: options.now ?? Date.now() });
  if (!local.ok) return local;
  const answer = await askProvider(query, options.endpoint, options.fetch);
  if (answer === 'unreachable') {
    return {
      ok: false,
      problem: 'unreachable',
      reason: 'Steam could not be reached. Try again later.',
    };
  }
  if (answer === 'denied')
    return { ok: false, problem: 'unverified', reason: 'Steam did not confirm this sign-in.' };
  return local;
}
