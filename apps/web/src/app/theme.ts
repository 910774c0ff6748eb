// The Mantine theme: a dark, blue-black base with one hot orange accent ("clutch") and bold headings.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const clutch: MantineColorsTuple = [
  '#fff0eb',
  '#ffdcd1',
  '#ffb8a2',
  '#ff9170',
  '#ff7047',
  '#ff5a36',
  '#f04a25',
  '#d63c19',
  '#bf3213',
  '#a6270a',
];

// Mantine paints dark surfaces from this scale: 7 is the page, 6 and 5 raised panels, 4 borders.
const dark: MantineColorsTuple = [
  '#d5d9e3',
  '#aeb4c2',
  '#8990a3',
  '#646b7f',
  '#333a4b',
  '#252a37',
  '#1a1e28',
  '#11141b',
  '#0c0e14',
  '#08090d',
];

export const theme = createTheme({
  primaryColor: 'clutch',
  primaryShade: { light: 6, dark: 5 },
  colors: { clutch, dark },
  black: '#08090d',
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
    fontWeight: '800',
  },
  // The spec's breakpoints in px: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536 (16 px = 1 em).
  breakpoints: { xs: '20em', sm: '40em', md: '48em', lg: '64em', xl: '80em', xxl: '96em' },
  spacing: { xs: '0.625rem', sm: '0.75rem', md: '1rem', lg: '1.25rem', xl: '2rem' },
  shadows: {
    md: '0 4px 14px rgb(0 0 0 / 35%)',
    lg: '0 10px 30px rgb(0 0 0 / 45%)',
    xl: '0 18px 50px rgb(0 0 0 / 55%)',
  },
  focusRing: 'auto',
});
