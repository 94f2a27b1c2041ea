import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A calm, deep blue: shade 7 carries white text at 6.4:1 and shade 9 at 10.6:1. */
const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d5e3f3',
  '#a8c5e6',
  '#78a5da',
  '#508acf',
  '#3779c9',
  '#2870c6',
  '#1b5fae',
  '#10549c',
  '#0b3f73',
];

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Sizes of the application frame in px (product specification, section 9). */
export const LAYOUT = {
  navbarWidth: 120,
  headerHeight: 60,
  bottomBarHeight: 64,
  contentMaxWidth: 1298,
  authCardWidth: 420,
  messageWidth: 480,
  avatarSize: 36,
  navIconSize: 22,
  navIconStroke: 1.75,
  brandMarkSize: 32,
  menuWidth: 260,
  modalWidth: 420,
} as const;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  white: '#ffffff',
  black: '#1a1d21',
  fontFamily: SYSTEM_FONTS,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
  },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.6', lg: '1.6', xl: '1.5' },
  headings: {
    fontFamily: SYSTEM_FONTS,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  shadows: {
    xs: '0 1px 2px rgba(16, 24, 40, 0.06)',
    sm: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    md: '0 6px 16px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.04)',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  other: { layout: LAYOUT },
});

/**
 * Contrast fixes for WCAG AA on white: Mantine's dimmed text (gray 6, 3.3:1) becomes gray 7
 * (8.2:1), error text (red 6) becomes red 9 (5.5:1), and control borders (gray 4, 1.5:1) become
 * gray 6 (3.3:1, the 3:1 asked of component boundaries).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
