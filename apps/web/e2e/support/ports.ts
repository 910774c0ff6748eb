// Fixed loopback ports of the stand-ins the e2e server talks to (the server is told them at start).
export const SMTP_PORT = 3998;
/** The mail catcher's HTTP side, where journeys read the mails the server sent. */
export const MAIL_API_PORT = 3997;
export const STEAM_PORT = 3996;

export const MAIL_API = `http://127.0.0.1:${String(MAIL_API_PORT)}`;
export const STEAM_OPENID_URL = `http://127.0.0.1:${String(STEAM_PORT)}/openid/login`;
