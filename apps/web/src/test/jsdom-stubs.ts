// What jsdom lacks and the app's components read, stubbed the same way in every component test:
// media queries (Mantine reads the colour scheme through one), ResizeObserver (Mantine's scroll
// areas and modals) and object URLs (picture previews). Undo with vi.unstubAllGlobals().
import { vi } from 'vitest';

export function stubMatchMedia(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

export function stubObjectUrls(preview = 'blob:preview'): void {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => preview, revokeObjectURL: () => undefined }),
  );
}

/** A JSON answer as the API sends it, for a stubbed fetch. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
