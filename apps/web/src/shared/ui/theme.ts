import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A cool steel blue; shades 7 and up keep at least 5.9:1 contrast on white. */
const steel: MantineColorsTuple = [
  '#eef3f8',
  '#dce5ef',
  '#b7c9dc',
  '#8fabc8',
  '#6d92b7',
  '#5782ad',
  '#4a79a8',
  '#3a6794',
  '#2d5b84',
  '#1f4c73',
];

export const theme = createTheme({
  primaryColor: 'steel',
  primaryShade: { light: 8, dark: 5 },
  colors: { steel },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Dimmed text and placeholders dark enough for WCAG AA contrast on white and on the light grey surfaces. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-steel-light-color': '#2d5b84',
    // light variants (alerts, badges, icons) put text on the colour's shade 1, where even shade 9 of red,
    // orange, yellow, green and teal stays under 4.5:1 (2.7–4.5); these darker tones give 5.5–6.1:1
    '--mantine-color-red-light-color': '#b02525',
    '--mantine-color-orange-light-color': '#a3360b',
    '--mantine-color-green-light-color': '#1f6e30',
    '--mantine-color-yellow-light-color': '#8c4a00',
    '--mantine-color-teal-light-color': '#06654a',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-anchor': '#2d5b84',
  },
  dark: {},
});
