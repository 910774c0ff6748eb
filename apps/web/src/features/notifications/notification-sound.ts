// The notification chime (public/sounds/notification.wav, made by scripts/make-notification-sound.mjs)
// at the spec's volume 0.4, played only while quiet mode is off. Browsers refuse sound before the
// page has had a click or key press; that refusal is expected and ignored.
import { isQuiet } from './quiet-mode';

export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';
export const NOTIFICATION_VOLUME = 0.4;

export interface SoundPlayer {
  play(url: string, volume: number): void;
}

let chime: HTMLAudioElement | null = null;

export const browserPlayer: SoundPlayer = {
  play(url, volume) {
    if (typeof Audio === 'undefined') return;
    chime ??= new Audio(url);
    chime.volume = volume;
    chime.currentTime = 0;
    chime.play().catch(() => undefined);
  },
};

/** Plays the chime unless quiet_mode_to is still ahead; says whether it played. */
export function announceNotification(
  quietModeTo: string | null,
  now: Date = new Date(),
  player: SoundPlayer = browserPlayer,
): boolean {
  if (isQuiet(quietModeTo, now)) return false;
  player.play(NOTIFICATION_SOUND_URL, NOTIFICATION_VOLUME);
  return true;
}
