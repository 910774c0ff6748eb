// Pictures the journeys upload, drawn in the page itself so no file has to be committed.
import type { Page } from '@playwright/test';

/** A small PNG drawn on a canvas in the page: stripes, so the crop visibly matters. */
export async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    ['#ff5a36', '#ffd43b', '#4dabf7', '#51cf66'].forEach((colour, index) => {
      context.fillStyle = colour;
      context.fillRect(index * 40, 0, 40, 96);
    });
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
