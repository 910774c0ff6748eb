// Starts the stand-ins the e2e server talks to (SMTP with a readable mailbox, Steam's OpenID
// provider) for the whole run; Playwright calls the returned function at the end.
import { startMailCatcher } from './mail-catcher';
import { startSteamStandIn } from './steam-stand-in';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMail = await startMailCatcher();
  const stopSteam = await startSteamStandIn();
  return async () => {
    await stopSteam();
    await stopMail();
  };
}
