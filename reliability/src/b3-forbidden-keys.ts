// Keys no answer may carry to the wrong reader: secrets of anyone (password hashes, tokens outside
// the sign-in routes, client IPs), and another user's e-mail or balance. B3 scans every answer it
// sees with this, and B1 scans the stranger's answers.

/** Never in any answer, to anyone. */
const SECRET_KEYS = new Set([
  'password',
  'password_hash',
  'hash',
  'ip',
  'ip_address',
  'refresh',
  'access',
  'refresh_token',
  'access_token',
  'jwt_secret',
  'secret',
  'totp_secret',
]);

/** Another user's: fine in an answer about the reader themself (their own profile, balance). */
const PERSONAL_KEYS = new Set([
  'email',
  'balance',
  'balances',
  'real_balance',
  'demo_balance',
  'mobile_number',
  'date_of_birth',
  'street',
  'zip_code',
]);

export interface KeyFinding {
  /** `a.b[0].c` */
  path: string;
  key: string;
  why: 'secret' | 'personal';
}

export interface ScanOptions {
  /** The sign-in routes answer a token pair by design. */
  tokensAllowed?: boolean;
  /** The answer is about the reader themself: their own personal keys are fine. */
  ownData?: boolean;
  /** The reader's own e-mail, which may appear anywhere (another e-mail may not). */
  readerEmail?: string;
}

/** Every forbidden key in `body`, with its path; `__proto__` keys from JSON.parse count too. */
export function forbiddenKeys(body: unknown, options: ScanOptions = {}): KeyFinding[] {
  const found: KeyFinding[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${String(index)}]`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const where = path === '' ? key : `${path}.${key}`;
      const lower = key.toLowerCase();
      const isToken = lower === 'refresh' || lower === 'access' || lower.endsWith('_token');
      if (SECRET_KEYS.has(lower) && !(isToken && options.tokensAllowed))
        found.push({ path: where, key, why: 'secret' });
      else if (PERSONAL_KEYS.has(lower) && !options.ownData && child !== null) {
        const readersOwn = lower === 'email' && child === options.readerEmail;
        if (!readersOwn) found.push({ path: where, key, why: 'personal' });
      }
      walk(child, where);
    }
  };
  walk(body, '');
  return found;
}
