// Which streams a match may link: the embed plays Twitch and YouTube only, over https. A bare
// channel name (what the streamer panel is given) means the Twitch channel of that name.
const HOSTS = ['twitch.tv', 'youtube.com', 'youtu.be'];

export type StreamLinkOutcome = { ok: true; link: string } | { ok: false; message: string };

const isAllowedHost = (host: string) =>
  HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

export function checkStreamLink(value: string): StreamLinkOutcome {
  if (/^[A-Za-z0-9_]{2,25}$/.test(value))
    return { ok: true, link: `https://www.twitch.tv/${value.toLowerCase()}` };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: 'Enter a Twitch channel name or a https:// web address.' };
  }
  if (url.protocol !== 'https:')
    return { ok: false, message: 'The stream’s address must start with https://.' };
  if (!isAllowedHost(url.hostname.toLowerCase()) || url.username !== '' || url.password !== '')
    return { ok: false, message: 'Link a stream on twitch.tv or youtube.com.' };
  if (url.pathname === '/' || url.pathname === '')
    return { ok: false, message: 'Link the channel or video, not the site’s front page.' };
  return { ok: true, link: url.toString() };
}
