// Which streams a match may link: the embed plays Twitch and YouTube only, over https. A bare
// channel name (what the streamer panel is given) means the Twitch channel of that name.
import type { LocalizedMessage } from '../../platform/http/localized-errors.js';
import { matchesMessage } from './matches-messages.js';

const HOSTS = ['twitch.tv', 'youtube.com', 'youtu.be'];

/** A refusal carries its English `message` and the same text in any language (`localized`). */
export type StreamLinkOutcome =
  { ok: true; link: string } | { ok: false; message: string; localized: LocalizedMessage };

const isAllowedHost = (host: string) =>
  HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

const refused = (localized: LocalizedMessage): StreamLinkOutcome => ({
  ok: false,
  message: localized('en'),
  localized,
});

export function checkStreamLink(value: string): StreamLinkOutcome {
  if (/^[A-Za-z0-9_]{2,25}$/.test(value))
    return { ok: true, link: `https://www.twitch.tv/${value.toLowerCase()}` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refused(matchesMessage('stream_not_a_link'));
  }
  if (url.protocol !== 'https:') return refused(matchesMessage('stream_not_https'));
  if (!isAllowedHost(url.hostname.toLowerCase()) || url.username !== '' || url.password !== '')
    return refused(matchesMessage('stream_wrong_site'));
  if (url.pathname === '/' || url.pathname === '')
    return refused(matchesMessage('stream_front_page'));
  return { ok: true, link: url.toString() };
}
