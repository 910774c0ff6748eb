// Secrets the platform must read back (game servers' RCON passwords) are sealed at rest with
// AES-256-GCM: a random 96-bit IV per seal, and the tag refuses any changed byte or another key.
// The key is derived from GAME_SERVER_SECRET_KEY, or from one generated once and kept in DATA_DIR.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import { persistentSecret } from './secrets.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that is not ours, was changed, or was sealed with another key. */
export class SecretBoxError extends Error {}

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts: safe in a text column. */
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The key's secret: the configured one, or one generated once and kept in DATA_DIR. */
export function gameServerSecret(config: Pick<Config, 'GAME_SERVER_SECRET_KEY' | 'DATA_DIR'>) {
  return (
    config.GAME_SERVER_SECRET_KEY ?? persistentSecret(config.DATA_DIR, 'game-server-secret-key')
  );
}

export function secretBox(secret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'clutch secret-box v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new SecretBoxError('not a sealed secret');
      if (rest.length > 0) throw new SecretBoxError('not a sealed secret');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new SecretBoxError('not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('the secret was changed or sealed with another key');
      }
    },
  };
}
