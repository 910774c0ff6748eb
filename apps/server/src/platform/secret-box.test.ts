import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretBoxError, gameServerSecret, secretBox } from './secret-box.js';

const box = secretBox('a-game-server-secret-key-of-32-characters-or-more');

/** Flips one bit of the given base64url part (1 iv, 2 tag, 3 ciphertext). */
function tamper(sealed: string, part: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not show the secret', () => {
    for (const plain of ['hunter2', '', 'пароль with spaces; and "quotes"', 'x'.repeat(500)]) {
      const sealed = box.seal(plain);
      if (plain.length > 0) expect(sealed).not.toContain(plain);
      expect(sealed.startsWith('v1.')).toBe(true);
      expect(box.open(sealed)).toBe(plain);
    }
  });

  it('uses a new IV every time, so one secret never seals the same way twice', () => {
    const sealed = Array.from({ length: 20 }, () => box.seal('same password'));
    expect(new Set(sealed).size).toBe(20);
    expect(new Set(sealed.map((s) => s.split('.')[1])).size).toBe(20);
    for (const s of sealed) expect(box.open(s)).toBe('same password');
  });

  it('refuses a changed IV, tag or ciphertext', () => {
    const sealed = box.seal('rcon-password');
    for (const part of [1, 2, 3])
      expect(() => box.open(tamper(sealed, part))).toThrow(SecretBoxError);
  });

  it('refuses a value sealed with another key', () => {
    const other = secretBox('another-game-server-secret-key-of-32-characters');
    expect(() => other.open(box.seal('rcon-password'))).toThrow(SecretBoxError);
  });

  it.each(['', 'hunter2', 'v2.a.b.c', 'v1.a.b', 'v1.AAAA.AAAA.AAAA', 'v1.a.b.c.d'])(
    'refuses %j, which is not a sealed secret',
    (text) => {
      expect(() => box.open(text)).toThrow(SecretBoxError);
    },
  );

  describe('the key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    it('is the configured one when set', () => {
      expect(gameServerSecret({ GAME_SERVER_SECRET_KEY: 'k'.repeat(32), DATA_DIR: dir })).toBe(
        'k'.repeat(32),
      );
    });

    it('is generated once and kept in DATA_DIR when unset', () => {
      const first = gameServerSecret({ DATA_DIR: dir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(readFileSync(join(dir, 'game-server-secret-key'), 'utf8').trim()).toBe(first);
      const sealed = secretBox(first).seal('kept');
      expect(secretBox(gameServerSecret({ DATA_DIR: dir })).open(sealed)).toBe('kept');
    });
  });
});
