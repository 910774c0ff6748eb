// The Steam account a bot logs in with: from a JSON file (`--credentials`) or from the environment.
// The shared secret is the Steam Guard mobile authenticator's, so the bot makes its own codes.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

export interface SteamCredentials {
  accountName: string;
  password: string;
  sharedSecret: string;
}

const CredentialsFileSchema = z.object({
  account_name: z.string().min(1),
  password: z.string().min(1),
  shared_secret: z.string().min(1),
});

export interface CredentialSources {
  /** The account named on the command line (`--account`). */
  account: string;
  file?: string;
  env: NodeJS.ProcessEnv;
}

/** Reads the credentials; throws an error whose message tells the operator what is missing. */
export async function loadCredentials(sources: CredentialSources): Promise<SteamCredentials> {
  const credentials = sources.file
    ? await readCredentialsFile(sources.file)
    : readCredentialsEnv(sources.account, sources.env);
  if (credentials.accountName !== sources.account) {
    throw new Error(
      `--account ${sources.account} does not match the credentials' account ${credentials.accountName}.`,
    );
  }
  return credentials;
}

async function readCredentialsFile(path: string): Promise<SteamCredentials> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read the credentials file ${path}.`, { cause: error });
  }
  const parsed = CredentialsFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `The credentials file ${path} needs non-empty account_name, password and shared_secret.`,
    );
  }
  return {
    accountName: parsed.data.account_name,
    password: parsed.data.password,
    sharedSecret: parsed.data.shared_secret,
  };
}

function readCredentialsEnv(account: string, env: NodeJS.ProcessEnv): SteamCredentials {
  const password = env.STEAM_PASSWORD;
  const sharedSecret = env.STEAM_SHARED_SECRET;
  if (!password || !sharedSecret) {
    throw new Error(
      'Give --credentials <file.json>, or set STEAM_PASSWORD and STEAM_SHARED_SECRET.',
    );
  }
  return { accountName: env.STEAM_ACCOUNT_NAME || account, password, sharedSecret };
}
