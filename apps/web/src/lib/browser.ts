// Browser facts the shell acts on. The spec warns visitors who use Safari on an Apple device, where
// some live features behave differently; Chrome, Firefox and Edge on iOS announce themselves too.

const APPLE_DEVICE = /Macintosh|Mac OS X|iPhone|iPad|iPod/;
const OTHER_ENGINES =
  /Chrome|Chromium|CriOS|FxiOS|Firefox|EdgiOS|Edg\/|OPR|OPiOS|YaBrowser|Android/;

export function isAppleSafari(userAgent: string): boolean {
  return (
    APPLE_DEVICE.test(userAgent) && /Safari\//.test(userAgent) && !OTHER_ENGINES.test(userAgent)
  );
}
