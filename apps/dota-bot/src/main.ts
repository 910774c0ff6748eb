// `npm run dota-bot -- --account <name> [--credentials <file.json>]`: logs one Steam account in,
// opens a Dota 2 GC session and the platform socket, and hosts the lobbies the platform assigns.
import { parseArgs } from 'node:util';
import { generateAuthCode } from 'steam-totp';
import SteamUser from 'steam-user';
import { loadCredentials, type SteamCredentials } from './credentials.js';
import { DotaGc } from './dota-gc.js';
import { LobbyHost } from './lobby-host.js';
import { consoleLogger, describeError, type Logger } from './logger.js';
import { PlatformLink } from './platform-link.js';

const USAGE = 'Usage: npm run dota-bot -- --account <steam login> [--credentials <file.json>]';
/** A Steam account runs one game session, so it hosts one lobby at a time. */
const CAPACITY = 1;
/** A rejected Steam Guard code was already used; the next one comes with the next 30 s window. */
const TOTP_WINDOW_MS = 30_000;

interface BotConfig {
  account: string;
  credentialsFile: string | undefined;
  clutchUrl: string;
  botSecret: string;
}

function readConfig(argv: string[], env: NodeJS.ProcessEnv): BotConfig {
  const { values } = parseArgs({
    args: argv,
    options: { account: { type: 'string' }, credentials: { type: 'string' } },
    strict: true,
  });
  if (!values.account) throw new Error(`--account is required. ${USAGE}`);
  if (!env.BOT_SECRET)
    throw new Error('BOT_SECRET is not set: the platform refuses bots without it.');
  return {
    account: values.account,
    credentialsFile: values.credentials,
    clutchUrl: env.CLUTCH_URL || 'http://127.0.0.1:3000',
    botSecret: env.BOT_SECRET,
  };
}

function watchSteam(steam: SteamUser, credentials: SteamCredentials, logger: Logger): void {
  steam.on('steamGuard', (_domain, submitCode, lastCodeWrong) => {
    const delayMs = lastCodeWrong ? TOTP_WINDOW_MS : 0;
    setTimeout(() => submitCode(generateAuthCode(credentials.sharedSecret)), delayMs);
  });
  steam.on('loggedOn', () => {
    logger.info('Logged in to Steam.', { steam_id: steam.steamID?.getSteamID64() });
  });
  steam.on('disconnected', (eresult, message) => {
    logger.warn('Disconnected from Steam; steam-user logs in again.', { eresult, message });
  });
  // steam-user emits `error` only when it gives up (bad password, account in use...): a supervisor
  // should restart the bot once the operator has fixed the cause.
  steam.on('error', (error) => {
    logger.error('Steam refused the logon.', {
      error: describeError(error),
      eresult: error.eresult,
    });
    process.exit(1);
  });
}

function connectPlatform(config: BotConfig, steam: SteamUser, gc: DotaGc, logger: Logger) {
  // Steam forgets our id while disconnected; the platform still knows us by it.
  let steamId = '';
  steam.on('loggedOn', () => {
    steamId = steam.steamID?.getSteamID64() ?? steamId;
  });
  // The host and the link need each other: the host sends through the link, the link hands the
  // host what arrives.
  const link: PlatformLink = new PlatformLink({
    clutchUrl: config.clutchUrl,
    botSecret: config.botSecret,
    logger,
    hello: () => ({
      account: config.account,
      steam_id: steamId,
      capacity: CAPACITY,
      holding: host.holding,
    }),
    onFrame: (frame) => host.handle(frame),
  });
  const host = new LobbyHost(gc, { send: (frame) => link.send(frame), logger });
  return link;
}

async function main(): Promise<void> {
  const logger = consoleLogger;
  const config = readConfig(process.argv.slice(2), process.env);
  const credentials = await loadCredentials({
    account: config.account,
    file: config.credentialsFile,
    env: process.env,
  });
  const steam = new SteamUser({ autoRelogin: true });
  watchSteam(steam, credentials, logger);
  const gc = new DotaGc(steam, { logger });
  gc.start();
  const link = connectPlatform(config, steam, gc, logger);
  // The hello names our SteamID64, which Steam gives at logon; relogons keep the same socket.
  steam.once('loggedOn', () => link.start());
  logger.info('Logging in to Steam.', { account: credentials.accountName });
  steam.logOn({
    accountName: credentials.accountName,
    password: credentials.password,
    twoFactorCode: generateAuthCode(credentials.sharedSecret),
  });

  const shutDown = (): void => {
    logger.info('Shutting down.');
    link.close();
    gc.stop();
    steam.logOff();
    setTimeout(() => process.exit(0), 1_000).unref();
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  consoleLogger.error('The bot could not start.', { error: describeError(error) });
  process.exit(1);
});
