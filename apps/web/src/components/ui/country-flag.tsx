// A country as its flag and its name in the reader's language. The flag is the Unicode regional-
// indicator pair where the system draws it in colour; elsewhere (Windows, Linux without an emoji
// font) the pair would show as empty boxes, so a small tag with the ISO code stands in. Decorative:
// the name carries the meaning.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './country-flag.module.css';

const REGIONAL_A = 0x1f1e6;

export function flagOf(code: string): string {
  const letters = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(
    ...[...letters].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65),
  );
}

let canDrawFlags: boolean | null = null;

/** Draws a flag in black: a colour glyph leaves coloured pixels, a missing one only greys. */
function systemDrawsFlags(): boolean {
  if (canDrawFlags !== null) return canDrawFlags;
  canDrawFlags = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) return false;
    context.textBaseline = 'top';
    context.font = '24px sans-serif';
    context.fillStyle = '#000';
    context.fillText(flagOf('UA'), 0, 0);
    const pixels = context.getImageData(0, 0, 32, 32).data;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
      if (r !== g || g !== b) {
        canDrawFlags = true;
        break;
      }
    }
  } catch {
    // No canvas (tests, very old browsers): the code tag it is.
  }
  return canDrawFlags;
}

export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return (code) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export function CountryFlag({ code, size = 'sm' }: { code: string; size?: 'xs' | 'sm' | 'md' }) {
  const countryName = useCountryName();
  return (
    <Group gap={6} wrap="nowrap" component="span" data-testid="country">
      {typeof document !== 'undefined' && systemDrawsFlags() ? (
        <span aria-hidden="true" className={classes.emoji}>
          {flagOf(code)}
        </span>
      ) : (
        <span aria-hidden="true" className={classes.code}>
          {code.toUpperCase()}
        </span>
      )}
      <Text fz={size} component="span">
        {countryName(code)}
      </Text>
    </Group>
  );
}
