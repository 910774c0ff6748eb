// Loopback ports of the e2e server and the stand-ins it talks to (the server is told them at start).
// E2E_PORT_BASE moves them all together, so two checkouts can run their journeys side by side.
const base = Number(process.env.E2E_PORT_BASE ?? '3996');

export const E2E_PORT = base + 3;
export const SMTP_PORT = base + 2;
/** The mail catcher's HTTP side, where journeys read the mails the server sent. */
export const MAIL_API_PORT = base + 1;
export const STEAM_PORT = base;
/** The RCON port of the MatchZy CS2 server stand-in the real-match journey starts (see game-hosts). */
export const CS2_RCON_PORT = base + 4;

export const MAIL_API = `http://127.0.0.1:${String(MAIL_API_PORT)}`;
export const STEAM_OPENID_URL = `http://127.0.0.1:${String(STEAM_PORT)}/openid/login`;
/** The demo journey's own server (the main e2e server seeds no demo): started by that journey. */
export const DEMO_PORT = base + 5;
