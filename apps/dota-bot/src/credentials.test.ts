import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCredentials } from './credentials.js';

async function credentialsFile(content: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dota-bot-'));
  const path = join(dir, 'credentials.json');
  await writeFile(path, JSON.stringify(content));
  return path;
}

describe('loadCredentials', () => {
  it('reads account, password and shared secret from a file', async () => {
    const file = await credentialsFile({
      account_name: 'clutchbot1',
      password: 'pw',
      shared_secret: 'c2VjcmV0',
    });
    await expect(loadCredentials({ account: 'clutchbot1', file, env: {} })).resolves.toEqual({
      accountName: 'clutchbot1',
      password: 'pw',
      sharedSecret: 'c2VjcmV0',
    });
  });

  it('refuses a file missing the shared secret', async () => {
    const file = await credentialsFile({ account_name: 'clutchbot1', password: 'pw' });
    await expect(loadCredentials({ account: 'clutchbot1', file, env: {} })).rejects.toThrow(
      /shared_secret/,
    );
  });

  it('reads the environment when no file is given', async () => {
    const env = { STEAM_PASSWORD: 'pw', STEAM_SHARED_SECRET: 'c2VjcmV0' };
    await expect(loadCredentials({ account: 'clutchbot1', env })).resolves.toEqual({
      accountName: 'clutchbot1',
      password: 'pw',
      sharedSecret: 'c2VjcmV0',
    });
  });

  it('refuses credentials of another account than --account', async () => {
    const env = { STEAM_ACCOUNT_NAME: 'other', STEAM_PASSWORD: 'pw', STEAM_SHARED_SECRET: 's' };
    await expect(loadCredentials({ account: 'clutchbot1', env })).rejects.toThrow(/does not match/);
  });

  it('says what to set when nothing is given', async () => {
    await expect(loadCredentials({ account: 'clutchbot1', env: {} })).rejects.toThrow(
      /STEAM_PASSWORD and STEAM_SHARED_SECRET/,
    );
  });
});
