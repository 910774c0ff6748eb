// Tournaments that start during a journey. Their registration closes freeze_time tournament minutes
// before the start, so a journey that must sign its players up first creates the tournament far ahead,
// registers everyone at its own pace, and only then moves the start to just past the freeze: the one
// request that moves it is all the work left inside the window, whatever the machine's speed.
import { expect, type Page } from '@playwright/test';
import { accessTokenOf } from './players';

/** TOURNAMENT_MINUTE of the e2e server (playwright.config.ts): a tournament minute lasts a second. */
export const TOURNAMENT_MINUTE_MS = 1000;

/** A start this far ahead keeps registration open through any sign-ups a journey makes. */
export const FAR_AHEAD_MS = 3_600_000;

/** How long registration stays open after the move: only the moving request has to fit in it. */
const LEAD_MS = 3000;

/**
 * Moves the start of tournament `id`, organised by the player on `page`, to LEAD_MS past its
 * `freezeMinutes` freeze, so registration closes in a few seconds and the start follows; answers the
 * new start (epoch ms). Should the request itself outlast the lead, the server refuses the time
 * (registration would already be closed) without changing anything, and it is asked again.
 */
export async function startSoon(page: Page, id: number, freezeMinutes: number): Promise<number> {
  const headers = { Authorization: `Token ${await accessTokenOf(page)}` };
  for (let attempt = 1; ; attempt += 1) {
    const startsAt = Date.now() + freezeMinutes * TOURNAMENT_MINUTE_MS + LEAD_MS;
    const response = await page.request.patch(`/api/tournaments/${String(id)}/`, {
      headers,
      data: { start_time: new Date(startsAt).toISOString() },
    });
    if (response.ok()) return startsAt;
    const answer = await response.text();
    const tooLate = response.status() === 400 && answer.includes('"freeze_time"');
    if (!tooLate || attempt === 3)
      expect(response.ok(), `PATCH tournaments/${String(id)}/: ${answer}`).toBe(true);
  }
}
