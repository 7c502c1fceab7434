import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('the theme', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light;

  it('keeps the text of light badges and alerts at 4.5:1 or more on their shade-1 background', () => {
    const colours = Object.entries(light).flatMap(([name, value]) => {
      const colour = /^--mantine-color-(\w+)-light-color$/.exec(name)?.[1];
      return colour && colour !== 'steel' ? [{ colour, value }] : [];
    });
    expect(colours.map((c) => c.colour)).toEqual(expect.arrayContaining(['red', 'orange', 'green', 'teal']));
    for (const { colour, value } of colours) {
      const shade = /var\(--mantine-color-\w+-(\d)\)/.exec(value)?.[1];
      const text = shade ? DEFAULT_THEME.colors[colour]![Number(shade)]! : value;
      expect(contrast(text, DEFAULT_THEME.colors[colour]![1]!), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
