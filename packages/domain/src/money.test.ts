import { describe, expect, it } from 'vitest';
import { formatMajorUnitsInput, minorUnitsOf, parseMajorUnits } from './money';

describe('parseMajorUnits', () => {
  it.each([
    ['1250', 125000],
    ['1,250.50', 125050],
    ['0.5', 50],
    ['0.05', 5],
    [' 300 ', 30000],
    ['-300.5', -30050],
    ['-0', 0],
    ['0.07', 7],
    ['19.99', 1999],
  ])('%s is %d minor units', (text, minor) => {
    expect(parseMajorUnits(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '1e5', '12.', '.5', '--1', '1-'])('refuses %j', (text) => {
    expect(parseMajorUnits(text)).toBeNull();
  });
});

describe('formatMajorUnitsInput', () => {
  it.each([
    [125000, '1250'],
    [125050, '1250.50'],
    [5, '0.05'],
    [-30050, '-300.50'],
    [0, '0'],
  ])('%d is %s', (minor, text) => {
    expect(formatMajorUnitsInput(minor)).toBe(text);
    expect(parseMajorUnits(text)).toBe(minor);
  });
});

describe('minorUnitsOf', () => {
  it.each([
    [1290.1, 129_010],
    [0.07, 7],
    [650, 65_000],
    [-300.5, -30_050],
    [null, null],
    [Number.NaN, null],
    [1.005, null],
    [1e-7, null],
  ])('%s major units are %s minor units', (major, minor) => {
    expect(minorUnitsOf(major)).toBe(minor);
  });
});
