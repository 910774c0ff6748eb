import { describe, expect, it } from 'vitest';
import { askConfirmation, confirmStore } from './confirm-dialog';
import { closeStreamer, openStreamer, streamerEmbedUrl, streamerStore } from './streamer';

describe('the confirm modal', () => {
  it('resolves true when the question is confirmed and closes', async () => {
    const answer = askConfirmation('confirm_delete_team', { name: 'Rampage' });
    expect(confirmStore.get()).toMatchObject({
      key: 'confirm_delete_team',
      params: { name: 'Rampage' },
    });
    confirmStore.get()?.confirm();
    await expect(answer).resolves.toBe(true);
    expect(confirmStore.get()).toBeNull();
  });

  it('rejects with false when the question is declined', async () => {
    const answer = askConfirmation('confirm_delete_post');
    confirmStore.get()?.decline();
    await expect(answer).rejects.toBe(false);
    expect(confirmStore.get()).toBeNull();
  });

  it('declines an open question when a new one is asked', async () => {
    const first = askConfirmation('confirm_delete_post');
    const second = askConfirmation('confirm_tournament');
    await expect(first).rejects.toBe(false);
    expect(confirmStore.get()?.key).toBe('confirm_tournament');
    confirmStore.get()?.confirm();
    await expect(second).resolves.toBe(true);
  });
});

describe('the streamer embed', () => {
  it('opens a channel, refuses a name Twitch would not accept, and closes', () => {
    expect(openStreamer('clutch_tv')).toBe(true);
    expect(streamerStore.get()).toBe('clutch_tv');
    expect(openStreamer('no spaces/allowed')).toBe(false);
    expect(streamerStore.get()).toBe('clutch_tv');
    closeStreamer();
    expect(streamerStore.get()).toBeNull();
  });

  it('embeds the video-only player with the page host as parent', () => {
    expect(streamerEmbedUrl('clutch_tv', 'clutch.gg')).toBe(
      'https://player.twitch.tv/?channel=clutch_tv&parent=clutch.gg&muted=true&autoplay=true',
    );
  });
});
