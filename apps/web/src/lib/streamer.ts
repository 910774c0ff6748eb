// The streamer embed (spec 2, screen 16): which channel's video is open. The choice is kept in session
// storage, so a reload in the same tab reopens it, as the spec asks, and a new tab starts without it.
import { sessionStore } from './browser-storage';
import { createExternalStore } from './external-store';

const KEY = 'streamer';
const CHANNEL = /^[A-Za-z0-9_]{1,25}$/;

function readSaved(): string | null {
  const saved = sessionStore().getItem(KEY);
  return saved !== null && CHANNEL.test(saved) ? saved : null;
}

export const streamerStore = createExternalStore<string | null>(readSaved());

/** Opens a Twitch channel's player; a name Twitch would not accept is ignored. */
export function openStreamer(channel: string): boolean {
  if (!CHANNEL.test(channel)) return false;
  sessionStore().setItem(KEY, channel);
  streamerStore.set(channel);
  return true;
}

export function closeStreamer(): void {
  sessionStore().removeItem(KEY);
  streamerStore.set(null);
}

/** Twitch's video-only player; `parent` must name the page's host or Twitch refuses to play. */
export function streamerEmbedUrl(channel: string, host: string): string {
  const query = new URLSearchParams({ channel, parent: host, muted: 'true', autoplay: 'true' });
  return `https://player.twitch.tv/?${query.toString()}`;
}
